import Catalog
import Testing

/// A copy's missing fields: those it is given as missing, plus each call to action it leaves out.
@Suite("Paywall copy: missing fields")
struct PaywallCopyTests {
    /// Every combination of given missing fields (each subset of the five fields) and calls to action given
    /// or not: the copy's missing fields are the given ones plus the calls to action it leaves out. Copy that
    /// leaves out both calls to action and gives no missing fields takes the shared set's fast path; the
    /// others build their own.
    @Test func missingFieldsAreTheGivenOnesAndTheCallsToActionLeftOut() {
        let fields = Paywall.Copy.Field.allCases
        var cases = 0
        for mask in 0..<(1 << fields.count) {
            let given = Set(fields.indices.filter { mask & (1 << $0) != 0 }.map { fields[$0] })
            for (callToAction, withoutOffer) in [(nil, nil), ("Try it", nil), (nil, "Subscribe"), ("Try it", "Subscribe")]
                as [(String?, String?)]
            {
                let copy = Paywall.Copy(
                    title: "Pro", subtitle: "", features: [], callToAction: callToAction, callToActionWithoutOffer: withoutOffer,
                    missingFields: given)
                var expected = given
                if callToAction == nil { expected.insert(.callToAction) }
                if withoutOffer == nil { expected.insert(.callToActionWithoutOffer) }
                #expect(copy.missingFields == expected, "given \(given.sorted()), \(callToAction ?? "nil"), \(withoutOffer ?? "nil")")
                cases += 1
            }
        }
        #expect(cases == 128)
    }

    /// The fast path's case spelled out: no calls to action and nothing else missing.
    @Test func copyWithoutCallsToActionMissesExactlyThem() {
        let copy = Paywall.Copy(title: "Pro", subtitle: "All plans", features: ["Sync"])
        #expect(copy.missingFields == [.callToAction, .callToActionWithoutOffer])
        #expect(copy == Paywall.Copy(title: "Pro", subtitle: "All plans", features: ["Sync"], missingFields: [.callToAction]))
    }
}
