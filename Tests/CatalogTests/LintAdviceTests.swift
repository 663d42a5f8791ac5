import Foundation
import Testing

@testable import CatalogFiles
@testable import CatalogText

/// Advice that was wrong or noisy (issue 8, item 9) and the call to action per eligibility state (item 4).
@Suite("Lint advice")
struct LintAdviceTests {
    static func plan(_ id: String, level: Int, period: String, price: String = "9.99") -> String {
        """
        ,
        { "id": "\(id)", "type": "autoRenewable", "group": "pro", "level": \(level), "period": "\(period)",
          "prices": { "US": "\(price)" }, "localizations": { "en_US": { "displayName": "Pro", "description": "All" } } }
        """
    }

    @Test func plansMayShareALevel() {
        // Monthly and yearly of one tier on one level: the usual crossgrade pair, nothing to say.
        #expect(lint(minimalCatalog(extraProducts: Self.plan("com.example.pro.yearly", level: 1, period: "P1Y", price: "59.99"))).isEmpty)
        // The same level and the same period (P12M is P1Y) is likely a slip: a note, never a warning.
        let findings = lint(
            minimalCatalog(
                extraProducts: Self.plan("com.example.pro.yearly", level: 1, period: "P1Y", price: "59.99")
                    + Self.plan("com.example.pro.annual", level: 1, period: "P12M", price: "49.99")))
        #expect(findings.map(\.rule.rawValue) == ["duplicate-level"])
        #expect(findings.first?.severity == .note)
        #expect(
            findings.first?.message
                == "\"com.example.pro.annual\" has level 1 and period P12M in group \"pro\", like \"com.example.pro.yearly\"")
        #expect(findings.first?.path == "products[2].level")
    }

    @Test func allowedPeriodsAreListedShortestFirst() {
        for list in [
            AllowedPeriods.appStoreSubscriptions, AllowedPeriods.googlePlaySubscriptions, AllowedPeriods.appStoreOffers,
            AllowedPeriods.appStoreUpFront,
        ].map(AllowedPeriods.shortestFirst) {
            #expect(zip(list, list.dropFirst()).allSatisfy { $1.isLonger(than: $0) })
        }
        #expect(AllowedPeriods.describe(AllowedPeriods.appStoreOffers) == "P3D, P1W, P2W, P1M, P2M, P3M, P6M, P1Y")
        let findings = lint(
            minimalCatalog(
                stores: #"["googlePlay"]"#, product: Self.plan("com.example.pro", level: 1, period: "P5W").dropFirst(2).description))
        #expect(findings.first?.hint == "use one of P1W, P4W, P1M, P2M, P3M, P6M, P1Y")
    }

    @Test func aBadPeriodIsOneFinding() {
        let findings = lint(
            minimalCatalog(
                product: LinterTests.offer(#"{ "mode": "free", "period": "P1W" }"#).replacingOccurrences(of: "\"P1M\"", with: "\"P1Y6M\"")))
        #expect(findings.map(\.rule.rawValue) == ["invalid-period"])
    }

    /// Lints a catalog whose product is a subscription with these fields besides its ID, type, group and name.
    static func lintSubscription(_ fields: String) -> [Diagnostic] {
        lint(
            minimalCatalog(
                product: #"{ "id": "com.example.pro", "type": "autoRenewable", "group": "pro", \#(fields), "#
                    + #""localizations": { "en_US": { "displayName": "Pro", "description": "All" } } }"#))
    }

    @Test func aMisspeltFieldIsOneFinding() {
        let findings = Self.lintSubscription(#""perid": "P1M", "prices": { "US": "9.99" }"#)
        // Not also "missing-period" from the linter: the misspelling is the missing period.
        #expect(findings.map(\.rule.rawValue) == ["unknown-field"])
        #expect(findings.first?.hint == "did you mean \"period\"?")
        // A misspelling of a field that is present is only that.
        #expect(
            Self.lintSubscription(#""period": "P1M", "perid": "P1M", "prices": { "US": "9.99" }"#).map(\.rule.rawValue) == ["unknown-field"]
        )
    }

    @Test func oneFindingPerPhaseMissingPrices() {
        let findings = Self.lintSubscription(
            #""period": "P1M", "prices": { "US": "9.99", "JP": "1500", "DE": "9.99" }, "#
                + #""offers": [ { "phases": [ { "mode": "payAsYouGo", "period": "P1M", "count": 3, "prices": { "US": "4.99" } } ] } ]"#)
        #expect(findings.map(\.rule.rawValue) == ["offer-missing-price"])
        #expect(findings.first?.message == "the payAsYouGo phase has no price for DE, JP, where the product is sold")
        #expect(findings.first?.hint == "customers in those storefronts will not see this offer")
        let one = lint(
            minimalCatalog(
                product: LinterTests.offer(#"{ "mode": "payAsYouGo", "period": "P1M", "count": 3, "prices": { "US": "4.99" } }"#)))
        #expect(one.first?.hint == "customers in JP will not see this offer")
    }

    @Test(arguments: ["autoRenewable", "nonRenewing", "consumable", "nonConsumable"])
    func aFreeProductIsAnError(type: String) {
        let period = type == "autoRenewable" || type == "nonRenewing" ? #""group": "pro", "period": "P1M","# : ""
        let findings = lint(
            minimalCatalog(
                product: """
                    { "id": "com.example.thing", "type": "\(type)", \(period)
                      "prices": { "US": "0.00", "DE": "0", "JP": "100" }, "localizations": { "en_US": { "displayName": "Thing", "description": "All" } } }
                    """
            )
        ).filter { $0.rule.rawValue != "group-ignored" }
        #expect(findings.map(\.rule.rawValue) == ["price-zero"])
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.message == "product \"com.example.thing\" costs 0 in DE, US")
        #expect(findings.first?.path == "products[0].prices.DE")
    }

    @Test func aFreeOfferPhaseIsNotAFreeProduct() {
        let phase = #"{ "mode": "payAsYouGo", "period": "P1M", "prices": { "US": "0", "JP": "0" } }"#
        #expect(lint(minimalCatalog(product: LinterTests.offer(phase))).isEmpty)
    }

    @Test func extraFractionDigitsAreCutNotRounded() {
        let findings = lint(
            minimalCatalog(
                product: """
                    { "id": "com.example.pro", "type": "nonConsumable", "prices": { "US": "4.999", "KW": "1.2345", "JP": "120.9" },
                      "localizations": { "en_US": { "displayName": "Pro", "description": "All" } } }
                    """))
        #expect(findings.map(\.hint) == ["keep 2 fraction digits: 4.99", "keep 3 fraction digits: 1.234", "JPY prices are whole numbers"])
    }

    static func paywall(_ copy: String, offer: Bool = true) -> String {
        let product = offer ? LinterTests.offer(#"{ "mode": "free", "period": "P1W" }"#) : nil
        return minimalCatalog(
            product: product,
            paywalls: """
                [ { "id": "main", "products": ["\(offer ? "com.example.pro" : "com.example.pro.monthly")"], "locales": ["en_US"],
                    "copy": { "en_US": \(copy) } } ]
                """)
    }

    @Test func aCustomCallToActionWithAnOfferNeedsOneWithout() {
        let findings = lint(Self.paywall(#"{ "title": "Go Pro", "callToAction": "Start my free week" }"#))
        #expect(findings.map(\.rule.rawValue) == ["call-to-action-without-offer"])
        #expect(findings.first?.severity == .warning)
        #expect(
            findings.first?.message
                == "paywall \"main\" has a custom call to action for en_US (\"Start my free week\") but none for customers who get no introductory offer"
        )
        #expect(findings.first?.path == "paywalls[0].copy.en_US.callToAction")
        #expect(
            lint(Self.paywall(#"{ "title": "Go Pro", "callToAction": "Start my free week", "callToActionWithoutOffer": "Subscribe" }"#))
                .isEmpty)
        #expect(lint(Self.paywall(#"{ "title": "Go Pro" }"#)).isEmpty)  // the defaults already follow the state
        #expect(lint(Self.paywall(#"{ "title": "Go Pro", "callToAction": "Get Pro" }"#, offer: false)).isEmpty)
    }

    @Test func bothCallsToActionAreRead() throws {
        let result = CatalogLoader.load(
            bytes: Array(Self.paywall(#"{ "title": "Go Pro", "callToAction": "Try it", "callToActionWithoutOffer": "Subscribe" }"#).utf8),
            file: "x.json")
        let copy = try #require(result.catalog?.paywalls.first?.copy[try LocaleID("en_US")])
        #expect(copy.callToAction == "Try it")
        #expect(copy.callToActionWithoutOffer == "Subscribe")
    }
}
