import Catalog
import Testing

/// The paywalls inferred for `.storekit` files (issue 8, item 10): named after the file, the "Best
/// value" badge on the plan that saves the most.
@Suite("Inferred StoreKit paywalls")
struct StoreKitPaywallTests {
    /// A StoreKit file with one group of `(productID, displayPrice, period, level)` plans.
    static func storeKit(_ plans: [(String, String, String, Int)], identifier: String = "DD874EC3") -> String {
        let subscriptions = plans.map { id, price, period, level in
            """
            { "productID": "\(id)", "type": "RecurringSubscription", "displayPrice": "\(price)", "recurringSubscriptionPeriod": "\(period)",
              "groupNumber": \(level), "subscriptionGroupID": "1",
              "localizations": [ { "locale": "en_US", "displayName": "\(id)", "description": "Plan" } ] }
            """
        }
        return """
            { "identifier": "\(identifier)", "settings": { "_storefront": "USA" },
              "subscriptionGroups": [ { "id": "1", "name": "Pass", "subscriptions": [ \(subscriptions.joined(separator: ", ")) ] } ],
              "products": [ { "productID": "seeds", "type": "Consumable", "displayPrice": "0.99",
                              "localizations": [ { "locale": "en_US", "displayName": "Seeds", "description": "A bag" } ] } ],
              "version": { "major": 3, "minor": 0 } }
            """
    }

    static func paywalls(_ plans: [(String, String, String, Int)], file: String = "Backyard Birds.storekit") throws -> [Paywall] {
        let result = CatalogLoader.load(bytes: Array(storeKit(plans).utf8), file: file)
        return try #require(result.catalog).paywalls
    }

    @Test func theCatalogIsNamedAfterTheFile() throws {
        let result = CatalogLoader.load(bytes: Array(Self.storeKit([("a", "4.99", "P1M", 1)]).utf8), file: "Stores/Backyard Birds.storekit")
        #expect(result.catalog?.name == "Backyard Birds")
        let hidden = CatalogLoader.load(bytes: Array(Self.storeKit([("a", "4.99", "P1M", 1)]).utf8), file: ".storekit")
        #expect(hidden.catalog?.name == "StoreKit configuration DD874EC3")  // no name left: the identifier, as before
    }

    @Test func theLargestSavingGetsTheBadge() throws {
        // $6.99/month: $83.88 a year. Yearly $59.99 saves 28%, the 6-month $35.99 ($71.98 a year) 14%.
        let paywall = try #require(
            try Self.paywalls([("yearly", "59.99", "P1Y", 1), ("monthly", "6.99", "P1M", 1), ("half", "35.99", "P6M", 1)]).first)
        #expect(paywall.productIDs == ["monthly", "half", "yearly"])
        #expect(paywall.highlight == "yearly")
        // Not the last plan when the last one saves less.
        let dearYearly = try #require(
            try Self.paywalls([("monthly", "6.99", "P1M", 1), ("half", "29.99", "P6M", 1), ("yearly", "79.99", "P1Y", 1)]).first)
        #expect(dearYearly.highlight == "half")  // 29.99 × 2 = 59.98 a year: 28%; yearly 79.99: 4%
    }

    @Test func equalSavingsGoToTheLongerPlan() throws {
        // $10/month = $120 a year. Quarterly $27 ($108) and yearly $108 both save 10%.
        let paywall = try #require(
            try Self.paywalls([("monthly", "10.00", "P1M", 1), ("yearly", "108.00", "P1Y", 1), ("quarterly", "27.00", "P3M", 1)]).first)
        #expect(paywall.highlight == "yearly")
    }

    @Test func noSavingNoBadge() throws {
        // Three monthly tiers (Backyard Birds, StoreHelper): nothing is better value than another.
        let tiers = try #require(
            try Self.paywalls([("individual", "4.99", "P1M", 3), ("family", "7.99", "P1M", 2), ("premium", "11.99", "P1M", 1)]).first)
        #expect(tiers.highlight == nil)
        // Two yearly plans of different tiers (Superwall): no shorter plan to save against.
        let yearly = try #require(try Self.paywalls([("diamond", "89.99", "P1Y", 1), ("pro", "39.99", "P1Y", 2)]).first)
        #expect(yearly.highlight == nil)
        // A longer plan that costs more per year saves nothing.
        let dear = try #require(try Self.paywalls([("monthly", "4.99", "P1M", 1), ("yearly", "79.99", "P1Y", 1)]).first)
        #expect(dear.highlight == nil)
    }

    @Test func tiersCompareWithTheirOwnLevel() throws {
        // Premium yearly against premium monthly (9.99 × 12 = 119.88: saves 33%), not against basic monthly.
        let paywall = try #require(
            try Self.paywalls([
                ("basic.monthly", "2.99", "P1M", 2), ("premium.monthly", "9.99", "P1M", 1), ("premium.yearly", "79.99", "P1Y", 1),
                ("basic.yearly", "29.99", "P1Y", 2),
            ]).first)
        // Basic yearly saves 16% against basic monthly (35.88 a year); premium yearly 33%.
        #expect(paywall.highlight == "premium.yearly")
    }

    @Test func withoutItsOwnLevelAPlanComparesWithTheCheapestShortestPlan() throws {
        // Yearly (level 3) has no monthly plan of its level: the cheapest monthly (4.99, 59.88 a year) is
        // the reference, so 69.99 a year saves nothing; against the dearer 9.99 (119.88) it would save 41%.
        let none = try #require(
            try Self.paywalls([("plus.monthly", "9.99", "P1M", 2), ("basic.monthly", "4.99", "P1M", 1), ("yearly", "69.99", "P1Y", 3)])
                .first)
        #expect(none.highlight == nil)
        let saving = try #require(
            try Self.paywalls([("plus.monthly", "9.99", "P1M", 2), ("basic.monthly", "4.99", "P1M", 1), ("yearly", "49.99", "P1Y", 3)])
                .first)
        #expect(saving.highlight == "yearly")
    }
}
