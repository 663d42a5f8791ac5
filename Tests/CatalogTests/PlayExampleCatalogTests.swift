import Foundation
import Testing

@testable import CatalogFiles
@testable import CatalogText

/// catalogs/lumen-play, the Play example, read into exact model values (issue 23, item 1).
@Suite("Google Play example catalog")
struct PlayExampleCatalogTests {
    static func catalog() throws -> ProductCatalog {
        let output = CatalogLoader.load(path: Fixtures.exampleCatalogs.appendingPathComponent("lumen-play").path)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics.map(\.rendered))")
        return try #require(output.catalog)
    }

    static func money(_ amount: String, _ currency: String) throws -> Money { try Money(amount, currency: currency) }

    @Test("The app, its locales and storefront")
    func app() throws {
        let catalog = try Self.catalog()
        #expect(catalog.play == PlayCatalogInfo(packageName: "com.example.lumen", regionsVersion: "2025/01"))
        #expect(catalog.name == "com.example.lumen")
        #expect(catalog.sourceLocale.identifier == "en_US")
        #expect(catalog.defaultStorefront == Region.unitedStates)
        #expect(catalog.groups.map(\.id) == ["lumen_pro"])
        #expect(catalog.groups[0].localizedNames.count == 6)
        #expect(Set(catalog.groups[0].localizedNames.keys.map(\.language)) == ["en", "de", "fr", "ja", "he", "zh"])
    }

    @Test("Base plans: types, periods, commitment, prices")
    func basePlans() throws {
        let catalog = try Self.catalog()
        let plans = catalog.products.prefix(4)
        #expect(plans.map(\.id) == ["lumen_pro:monthly", "lumen_pro:yearly", "lumen_pro:monthly-12-payments", "lumen_pro:prepaid-30-days"])
        #expect(plans.map(\.type) == [.autoRenewable, .autoRenewable, .autoRenewable, .nonRenewing])
        #expect(plans.map { $0.period?.description } == ["P1M", "P1Y", "P1M", "P30D"])
        #expect(plans.map(\.commitment) == [nil, nil, Commitment(payments: 12, renewal: .withoutCommitment), nil])
        #expect(plans.map(\.groupID) == ["lumen_pro", "lumen_pro", "lumen_pro", nil])
        let monthly = plans[0]
        #expect(monthly.prices.count == 8)
        #expect(monthly.prices[try Region("JP")] == (try Self.money("700", "JPY")))
        #expect(monthly.prices[try Region("IL")] == (try Self.money("19.9", "ILS")))
        #expect(monthly.play?.otherRegions == OtherRegionsPrices(usd: try Self.money("4.99", "USD"), eur: try Self.money("4.99", "EUR")))
        let english = try #require(monthly.localizations[try LocaleID("en_US")])
        #expect(english.benefits == ["Unlimited scenes", "Sunrise alarms", "Schedules for every room", "Share scenes with family"])
    }

    @Test("Offers: kinds, phases, discounts, other regions")
    func offers() throws {
        let catalog = try Self.catalog()
        let monthly = try #require(catalog.product(withID: "lumen_pro:monthly"))
        let yearly = try #require(catalog.product(withID: "lumen_pro:yearly"))
        #expect(monthly.offers.map(\.id) == ["welcome-half-off", "comeback-two-off"])
        #expect(yearly.offers.map(\.id) == ["free-trial", "upgrade-to-yearly"])
        #expect(yearly.offers.map(\.kind) == [.introductory, .promotional])
        #expect(yearly.offers.map { $0.play?.eligibility } == [.newCustomers, .upgrade])
        #expect(monthly.offers.map { $0.play?.eligibility } == [.newCustomers, .developerDetermined])
        let trial = yearly.offers[0].phases[0]
        #expect((trial.mode, trial.period.description, trial.count, trial.otherRegions) == (.free, "P2W", 1, .free))
        let welcome = monthly.offers[0].phases
        #expect(welcome.map(\.count) == [2, 1])
        #expect(
            welcome.map { $0.discounts[Region.unitedStates] } == [.relative(Decimal(string: "0.5")!), .relative(Decimal(string: "0.2")!)])
        let comeback = monthly.offers[1].phases[0]
        #expect(comeback.discounts[try Region("JP")] == .absolute(try Self.money("300", "JPY")))
        #expect(
            comeback.otherRegions
                == .absoluteDiscounts(OtherRegionsPrices(usd: try Self.money("2", "USD"), eur: try Self.money("2", "EUR"))))
        let upgrade = yearly.offers[1].phases[0]
        #expect(upgrade.prices[try Region("GB")] == (try Self.money("26.99", "GBP")))
    }

    @Test("One-time products: the OneTimeProduct and the legacy InAppProduct")
    func oneTimeProducts() throws {
        let catalog = try Self.catalog()
        let oneTime = catalog.products.suffix(2)
        #expect(oneTime.map(\.id) == ["lumen_lifetime:buy", "theme_aurora"])
        #expect(oneTime.map(\.type) == [.nonConsumable, .nonConsumable])
        let theme = try #require(oneTime.last)
        #expect(theme.prices[try Region("IN")] == (try Self.money("89", "INR")))
        #expect(theme.prices[try Region("GB")] == (try Self.money("1.79", "GBP")))
        #expect(theme.localizations[try LocaleID("de_DE")]?.displayName == "Aurora-Thema")
    }

    @Test("Paywalls: one per subscription, shortest period first, and one for the one-time products")
    func paywalls() throws {
        let catalog = try Self.catalog()
        #expect(catalog.paywalls.map(\.id) == ["lumen-pro", "store"])
        #expect(
            catalog.paywalls[0].productIDs == [
                "lumen_pro:prepaid-30-days", "lumen_pro:monthly", "lumen_pro:monthly-12-payments", "lumen_pro:yearly",
            ])
        #expect(catalog.paywalls[0].highlight == "lumen_pro:yearly")
        let hebrew = try #require(catalog.paywalls[0].copy.first { $0.key.language == "he" }?.value)
        #expect(hebrew.features == ["סצנות ללא הגבלה", "השכמת זריחה", "לוח זמנים לכל חדר"])
        #expect(catalog.paywalls[1].productIDs == ["lumen_lifetime:buy", "theme_aurora"])
    }
}
