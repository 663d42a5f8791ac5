import Testing

@testable import CatalogSite

/// A value per eligibility state: built per state or for both, read per state, mapped per state.
@Suite("ByEligibility")
struct ByEligibilityTests {
    let title = ByEligibility(withOffer: "Try Pulse free", withoutOffer: "Get Pulse")

    @Test func eachStateHasItsValue() {
        #expect(title[eligible: true] == "Try Pulse free")
        #expect(title[eligible: false] == "Get Pulse")
    }

    @Test func mapTransformsEachState() {
        #expect(title.map(\.count) == ByEligibility(withOffer: 14, withoutOffer: 9))
    }

    @Test func mapPassesOnTheFirstError() {
        struct Refused: Error, Equatable { let value: String }
        #expect(throws: Refused(value: "Try Pulse free")) {
            try title.map { (value: String) throws(Refused) -> Int in throw Refused(value: value) }
        }
    }

    @Test func theSameValueInBothStatesDoesNotVary() {
        #expect(ByEligibility(both: "Restore purchases").withoutOffer == "Restore purchases")
        #expect(!ByEligibility(both: "Restore purchases").varies)
        #expect(title.varies)
    }

    @Test func pairIsTheWithOfferValueFirst() {
        #expect(ByEligibility.pair("title", "titleWithoutOffer") == ByEligibility(withOffer: "title", withoutOffer: "titleWithoutOffer"))
    }
}
