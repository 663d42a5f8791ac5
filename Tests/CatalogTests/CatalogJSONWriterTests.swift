import Foundation
import Testing

@testable import CatalogFiles
@testable import CatalogText

/// Our format holds everything the model holds: a catalog written by `CatalogJSONWriter` reads back to
/// an equal catalog, and writing is deterministic.
@Suite("Catalog JSON writer")
struct CatalogJSONWriterTests {
    /// The catalogs whose round trip is checked: one with every field the format has, and the examples.
    static let files = ["Convert/every-field.json", "catalogs/pulse-fitness.json", "catalogs/castle-coins.json", "catalogs/lumen-play"]

    static func load(_ relative: String) throws -> ProductCatalog {
        // "catalogs/…" are the repository's examples; other paths are fixtures.
        let url = relative.hasPrefix("catalogs/") ? Fixtures.repositoryRoot.appendingPathComponent(relative) : try Fixtures.url(relative)
        // A folder is Google Play's files of one app.
        let output = url.pathExtension.isEmpty ? CatalogLoader.loadFolder(url.path) : CatalogLoader.load(path: url.path)
        #expect(output.diagnostics.filter { $0.severity == .error }.isEmpty, "\(output.diagnostics.map(\.rendered))")
        return try #require(output.catalog)
    }

    static func read(_ text: String) throws -> ProductCatalog {
        let output = CatalogLoader.load(bytes: Array(text.utf8), file: "written.json")
        #expect(output.diagnostics.filter { $0.severity == .error }.isEmpty, "\(output.diagnostics.map(\.rendered))")
        return try #require(output.catalog)
    }

    @Test(arguments: files)
    func readsBackToAnEqualCatalog(_ file: String) throws {
        let catalog = try Self.load(file)
        let again = try Self.read(CatalogJSONWriter.text(catalog))
        #expect(again.name == catalog.name)
        #expect(again.stores == catalog.stores)
        #expect(again.sourceLocale == catalog.sourceLocale)
        #expect(again.defaultStorefront == catalog.defaultStorefront)
        #expect(again.play == catalog.play)
        #expect(again.groups == catalog.groups)
        #expect(again.products == catalog.products)
        // Paywalls inferred from a .storekit or Play's files are written as the catalog's own.
        #expect(again.paywalls.count == catalog.paywalls.count)
        #expect(zip(again.paywalls, catalog.paywalls).allSatisfy { $0.sameContent(as: $1) })
    }

    @Test(arguments: files)
    func writesTheSameTextAgain(_ file: String) throws {
        let text = CatalogJSONWriter.text(try Self.load(file))
        #expect(CatalogJSONWriter.text(try Self.read(text)) == text)
    }

    @Test func readsTheNewFields() throws {
        let catalog = try Self.load("Convert/every-field.json")
        let monthly = try #require(catalog.product(withID: "lumen_pro:monthly"))
        let us = try Region("US"), de = try Region("DE")
        #expect(catalog.play == PlayCatalogInfo(packageName: "com.example.lumen", regionsVersion: "2025/03"))
        #expect(monthly.localizations[try LocaleID("en_US")]?.benefits == ["Unlimited scenes", "Sunrise alarms"])
        #expect(monthly.play?.productID == "lumen_pro")
        #expect(monthly.play?.basePlanID == "monthly")
        #expect(
            monthly.play?.otherRegions
                == OtherRegionsPrices(usd: try Money("4.99", currency: "USD"), eur: try Money("4.99", currency: "EUR")))
        #expect(
            monthly.play?.kept["subscription"]?.fields["taxAndComplianceSettings"]
                == #"{"eeaWithdrawalRightType":"WITHDRAWAL_RIGHT_SERVICE","isTokenizedDigitalAsset":false}"#)
        let half = monthly.offers[1]
        #expect(half.play?.eligibility == .upgrade)
        #expect(half.phases[0].discounts == [us: .relative(Decimal(string: "0.5") ?? 0), de: .absolute(try Money("2", currency: "EUR"))])
        #expect(half.phases[0].otherRegions == .relativeDiscount(Decimal(string: "0.5") ?? 0))
        #expect(
            half.phases[1].otherRegions
                == .absoluteDiscounts(OtherRegionsPrices(usd: try Money("1", currency: "USD"), eur: try Money("1", currency: "EUR"))))
        #expect(monthly.offers[0].phases[0].otherRegions == .free)
        #expect(monthly.offers[0].play?.kept["offer"]?.fields["offerTags"] == #"[{"tag":"trial"}]"#)
        let installments = try #require(catalog.product(withID: "lumen_pro:installments"))
        #expect(installments.commitment == Commitment(payments: 12, renewal: .withoutCommitment))
        #expect(catalog.product(withID: "lumen_lifetime:buy")?.play?.purchaseOptionID == "buy")
    }

    /// Each shape the new fields refuse, with the finding that says so.
    @Test(arguments: [
        (#""commitment": { "renewal": "withCommitment" }"#, "missing required field \"payments\""),
        (#""commitment": { "payments": 12, "renewal": "never" }"#, "\"never\" is not one of withCommitment, withoutCommitment"),
        (
            #""googlePlayFields": { "basePlan": { "offerTags": [] } }"#,
            "googlePlayFields are fields of a Google Play object, but there is no \"googlePlay\" beside them"
        ),
        (#""googlePlay": { "basePlanId": "monthly" }"#, "missing required field \"productId\""),
        (#""googlePlay": { "productId": "pro", "otherRegions": { "usd": "4.99" } }"#, "missing required field \"eur\""),
    ])
    func refusesBadProductFields(_ field: String, _ message: String) throws {
        let text = """
            { "name": "x", "products": [ { "id": "pro", "type": "autoRenewable", "group": "g", "period": "P1M",
              "prices": { "US": "4.99" }, "localizations": { "en_US": { "displayName": "Pro" } }, \(field) } ] }
            """
        let messages = CatalogLoader.load(bytes: Array(text.utf8), file: "bad.json").diagnostics.map(\.message)
        #expect(messages.contains(message), "\(messages)")
    }

    @Test(arguments: [
        (
            #""discounts": { "US": { "relative": "0.5", "absolute": "1" } }"#,
            "give exactly one of \"relative\", \"absolute\"; this object has 2"
        ),
        (#""discounts": { "US": { "relative": "1.5" } }"#, "a relative discount lies strictly between 0 and 1"),
        (#""discounts": { "US": { "relative": "0" } }"#, "a relative discount lies strictly between 0 and 1"),
        (#""otherRegions": { "free": false }"#, "\"free\" is true when given"),
        (
            #""otherRegions": { }"#,
            "give exactly one of \"prices\", \"absoluteDiscounts\", \"relativeDiscount\", \"free\"; this object has 0"
        ),
    ])
    func refusesBadPhaseFields(_ field: String, _ message: String) throws {
        let text = """
            { "name": "x", "products": [ { "id": "pro", "type": "autoRenewable", "group": "g", "period": "P1M",
              "prices": { "US": "4.99" }, "localizations": { "en_US": { "displayName": "Pro" } },
              "offers": [ { "phases": [ { "mode": "payAsYouGo", "period": "P1M", "prices": { "US": "1" }, \(field) } ] } ] } ] }
            """
        let messages = CatalogLoader.load(bytes: Array(text.utf8), file: "bad.json").diagnostics.map(\.message)
        #expect(messages.contains(message), "\(messages)")
    }

    /// A phase priced only by discounts needs no `prices`.
    @Test func discountsStandInForPrices() throws {
        let text = """
            { "name": "x", "products": [ { "id": "pro", "type": "autoRenewable", "group": "g", "period": "P1M",
              "prices": { "US": "4.99" }, "localizations": { "en_US": { "displayName": "Pro" } },
              "offers": [ { "phases": [ { "mode": "payAsYouGo", "period": "P1M", "discounts": { "US": { "relative": "0.5" } } } ] } ] } ] }
            """
        #expect(CatalogLoader.load(bytes: Array(text.utf8), file: "ok.json").diagnostics.isEmpty)
    }

    @Test func layout() {
        let value = JSONOutput.object([("a", .array([])), ("b", .object([("c", .string("\"x\"\n"))]))])
        #expect(value.pretty == "{\n  \"a\": [],\n  \"b\": {\n    \"c\": \"\\\"x\\\"\\n\"\n  }\n}\n")
        #expect(value.xcode == "{\n  \"a\" : [\n\n  ],\n  \"b\" : {\n    \"c\" : \"\\\"x\\\"\\n\"\n  }\n}\n")
        #expect(value.compact == #"{"a":[],"b":{"c":"\"x\"\n"}}"#)
    }
}
