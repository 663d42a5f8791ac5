import Testing

@testable import CatalogFiles
@testable import CatalogText

/// `CopyVariables.messageValues` feeds `MessageFormat`; the with-offer state takes the plan whose offer
/// is shown.
@Suite("Copy message values")
struct CopyMessageValuesTests {
    static func products() throws -> [Product] {
        let prices = { (amount: String) in [try Region("US"): try Money(amount, currency: "USD")] }
        let trial = CatalogOffer(
            id: nil, kind: .introductory, phases: [.init(mode: .free, period: try SubscriptionPeriod("P2W"), count: 1, prices: [:])])
        return [
            Product(
                id: "monthly", type: .autoRenewable, referenceName: "M", period: try SubscriptionPeriod("P1M"), prices: try prices("9.99"),
                localizations: [:]),
            Product(
                id: "yearly", type: .autoRenewable, referenceName: "Y", period: try SubscriptionPeriod("P1Y"), prices: try prices("59.99"),
                localizations: [:], offers: [trial]),
        ]
    }

    @Test func messageValuesFormatAPattern() throws {
        let plan = try Self.products()[1]
        let pattern =
            "{eligible, select, yes {{trialDays, plural, one {# day} other {# days}} free, then {pricePerPeriod}} other {Billed {periodly}}}"
        let message = try MessageFormat(pattern, locale: LocaleID("en_US"))
        let formatters = try CopyVariables.Formatters(locale: LocaleID("en_US"))
        let eligible = try CopyVariables(plan: plan, storefront: Region("US"), isEligible: true, formatters: formatters)
        let other = try CopyVariables(plan: plan, storefront: Region("US"), isEligible: false, formatters: formatters)
        #expect(try message.format(eligible.messageValues) == "14 days free, then $59.99 per year")
        #expect(try message.format(other.messageValues) == "Billed yearly")
        #expect(eligible.messageValues["trialDays"] == .number(14))
        #expect(other.messageValues["trialDays"] == nil)
        #expect(other.messageValues["eligible"] == .text("no"))
        #expect(eligible.messageValues.count == eligible.names.count)
    }

    @Test func theWithOfferStateTakesThePlanWhoseOfferIsShown() throws {
        let products = try Self.products()
        let us = try Region("US")
        #expect(CopyVariables.plan(among: products, highlight: nil, storefront: us, isEligible: true)?.id == "yearly")
        #expect(CopyVariables.plan(among: products, highlight: nil, storefront: us, isEligible: false)?.id == "monthly")
        #expect(CopyVariables.plan(among: products, highlight: "monthly", storefront: us, isEligible: true)?.id == "yearly")
        #expect(CopyVariables.plan(among: products, highlight: "yearly", storefront: us, isEligible: true)?.id == "yearly")
        #expect(CopyVariables.plan(among: [products[0]], highlight: nil, storefront: us, isEligible: true)?.id == "monthly")
    }
}
