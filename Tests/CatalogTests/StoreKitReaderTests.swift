import Catalog
import Testing

/// Hand-written `.storekit` files of format versions 1 to 5 (Tests/CatalogTests/Fixtures/StoreKit).
@Suite("StoreKit configuration files")
struct StoreKitReaderTests {
    func load(_ name: String) throws -> (ProductCatalog, [Diagnostic]) {
        let result = CatalogLoader.load(path: try Fixtures.url("StoreKit/\(name)").path)
        return (try #require(result.catalog), result.diagnostics)
    }

    @Test func version1() throws {
        let (catalog, diagnostics) = try load("v1.storekit")
        #expect(diagnostics.isEmpty)
        #expect(catalog.defaultStorefront.code == "US")
        #expect(catalog.products.map(\.type) == [.nonConsumable, .autoRenewable])
        let monthly = try #require(catalog.product(withID: "com.example.photo.pro.monthly"))
        #expect(monthly.prices[try Region("US")] == (try Money("4.99", currency: "USD")))
        #expect(monthly.introductoryOffer?.phases.map(\.mode) == [.free])
        #expect(monthly.introductoryOffer?.phases.first?.period.description == "P3D")
        #expect(catalog.paywalls.map(\.id) == ["pro", "store"])
    }

    @Test func version2StorefrontCurrency() throws {
        let (catalog, _) = try load("v2.storekit")
        #expect(catalog.defaultStorefront.code == "DE")
        #expect(catalog.products.first { $0.type == .nonRenewing }?.prices[try Region("DE")] == (try Money("9.99", currency: "EUR")))
        #expect(catalog.products.map(\.type).sorted { $0.rawValue < $1.rawValue } == [.consumable, .nonRenewing])
    }

    @Test func version3Offers() throws {
        let (catalog, _) = try load("v3.storekit")
        let monthly = try #require(catalog.products.first)
        #expect(monthly.prices[try Region("JP")] == (try Money("6800", currency: "JPY")))
        #expect(monthly.offers.map(\.kind) == [.introductory, .promotional, .offerCode])
        let intro = try #require(monthly.introductoryOffer?.phases.first)
        #expect(intro.mode == .payAsYouGo)
        #expect(intro.count == 3)
        #expect(monthly.offers[1].id == "yearly.promo")
        #expect(monthly.offers[1].phases.first?.mode == .payUpFront)
        #expect(catalog.groups.first?.localizedNames[try LocaleID("ja")] == "プレミアム")
        #expect(catalog.sourceLocale.identifier == "ja_JP")
    }

    @Test func version4UnknownFieldsAreNotes() throws {
        let (catalog, diagnostics) = try load("v4.storekit")
        #expect(catalog.products.count == 1)
        #expect(diagnostics.map(\.severity) == [.note])
        #expect(diagnostics.first?.message == "field \"futureField\" is not used by Catalog and was ignored")
        #expect(diagnostics.first?.path == "subscriptionGroups[0].subscriptions[0].futureField")
    }

    @Test func version5IntroductoryOffersAndWinBack() throws {
        let (catalog, diagnostics) = try load("v5.storekit")
        #expect(diagnostics.isEmpty)
        let weekly = try #require(catalog.product(withID: "com.example.photo.max.weekly"))
        #expect(weekly.offers.map(\.kind) == [.introductory, .winBack])
        #expect(weekly.offers[1].phases.first?.prices[try Region("US")] == (try Money("0.99", currency: "USD")))
        let paywall = try #require(catalog.paywalls.first)
        #expect(paywall.productIDs == ["com.example.photo.max.weekly", "com.example.photo.max.yearly"])
        #expect(paywall.highlight == "com.example.photo.max.yearly")
        #expect(Linter().lint(catalog).isEmpty)
    }

    @Test func badStoreKitFilesAreExplained() {
        let text =
            #"{ "settings": { "_storefront": "XYZ" }, "products": [ { "productID": "a", "type": "Subscription", "displayPrice": "1" } ] }"#
        let findings = lint(text, file: "bad.storekit")
        #expect(findings.map(\.rule.rawValue) == ["unknown-storefront", "invalid-value"])
        #expect(findings[1].hint == "Consumable, NonConsumable, NonRenewingSubscription or RecurringSubscription")
    }

    /// A product type or payment mode that is not a string is one finding, a wrong type (not also a
    /// missing field).
    @Test func aTypeThatIsNotAStringIsReportedOnce() {
        let text = """
            { "products": [ { "productID": "a", "type": 1, "displayPrice": "1.99" },
              { "productID": "b", "type": "RecurringSubscription", "displayPrice": "1.99", "recurringSubscriptionPeriod": "P1M",
                "introductoryOffer": { "paymentMode": true, "subscriptionPeriod": "P1W" } } ] }
            """
        let findings = lint(text, file: "types.storekit").filter { [.wrongType, .missingField].contains($0.rule) }
        #expect(
            findings.map { "\($0.rule.rawValue) \($0.path)" } == [
                "wrong-type products[0].type", "wrong-type products[1].introductoryOffer.paymentMode",
            ])
    }

    /// Localizations are read without building their paths (issue 13); findings inside them still name
    /// the path as written and its position, and a repeated bad price is reported at each product.
    @Test func findingsInsideLocalizationsAndRepeatedPrices() {
        let text = """
            { "products": [
              { "productID": "a", "type": "Consumable", "displayPrice": "-1.99",
                "localizations": [ { "locale": "en_US", "displayName": "A", "description": "x" },
                                   { "locale": "xx_YY", "displayName": "A", "description": "x" },
                                   { "locale": "en_US", "displayName": "B", "description": "y" } ] },
              { "productID": "b", "type": "Consumable", "displayPrice": "-1.99",
                "localizations": [ { "locale": "en_US", "displayName": "", "description": "y" } ] } ] }
            """
        let findings = lint(text, file: "paths.storekit")
        #expect(
            findings.map { "\($0.rule.rawValue) \($0.path) \($0.location.line):\($0.location.column)" } == [
                "invalid-price products[0].displayPrice 2:61",
                "unknown-locale products[0].localizations[1].locale 4:36",
                "duplicate-field products[0].localizations[2] 5:24",
                "invalid-price products[1].displayPrice 6:61",
                "display-name-empty products[1].localizations[0].displayName 7:60",
            ])
    }
}
