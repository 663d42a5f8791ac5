import CatalogJSON
import Foundation
import Testing

@testable import CatalogFiles
@testable import CatalogText

/// A `.storekit` written by `StoreKitWriter` is what Xcode writes (docs: /work/shared/notes' format
/// notes, in docs/catalog-format.md), reads back without a finding, and every value it cannot hold is a warning.
@Suite("StoreKit writer")
struct StoreKitWriterTests {
    static func convert(_ fixture: String) throws -> Conversion {
        let output = CatalogLoader.load(path: try Fixtures.url(fixture).path)
        return StoreKitWriter.convert(try #require(output.catalog))
    }

    @Test func warnsAboutEachThingItDrops() throws {
        let conversion = try Self.convert("Convert/every-field.json")
        #expect(
            conversion.warnings == [
                "the Google Play app \"com.example.lumen\" dropped (a .storekit is for the App Store)",
                "product \"lumen_lifetime:buy\": prices for JP dropped (a .storekit holds one price per product: the US storefront's)",
                "product \"lumen_lifetime:buy\": its Google Play identity dropped",
                "product \"theme_aurora\": its Google Play identity dropped",
                "product \"lumen_pro:monthly\": prices for CH, DE dropped (a .storekit holds one price per product: the US storefront's)",
                "product \"lumen_pro:monthly\": the benefits of its de_DE, en_US listing dropped (a .storekit has no benefits)",
                "product \"lumen_pro:monthly\": its Google Play identity, prices for other regions, fields of basePlan, listing:en-US, subscription dropped",
                "offer \"free-trial\" of product \"lumen_pro:monthly\": Google Play's pricing for other regions dropped",
                "offer \"free-trial\" of product \"lumen_pro:monthly\": Google Play's eligibility and fields dropped",
                "offer \"welcome-half-off\" of product \"lumen_pro:monthly\": phase 2 dropped (a .storekit offer has one phase)",
                "offer \"welcome-half-off\" of product \"lumen_pro:monthly\": the 50% discount in US written as its price, 2.5 (a .storekit holds prices, not discounts)",
                "offer \"welcome-half-off\" of product \"lumen_pro:monthly\": Google Play's pricing for other regions dropped",
                "offer \"welcome-half-off\" of product \"lumen_pro:monthly\": Google Play's eligibility and fields dropped",
                "offer \"spring\" of product \"lumen_pro:monthly\": Google Play's pricing for other regions dropped",
                "product \"lumen_pro:installments\": the benefits of its en_US listing dropped (a .storekit has no benefits)",
                "product \"lumen_pro:installments\": its commitment of 12 payments dropped (Catalog does not write .storekit billing plans)",
                "product \"lumen_pro:installments\": its Google Play identity dropped",
                "paywall \"main\" dropped (a .storekit holds no paywalls; Catalog infers one per subscription group)",
            ])
        #expect(
            conversion.notes == [
                "prices are the US storefront's (the catalog's defaultStorefront): a .storekit holds one price per product"
            ])
    }

    /// Every field the file has is one the reader knows (no note about an unused field), and it holds
    /// what storekit-format.md says Xcode's files hold.
    @Test(arguments: ["Convert/every-field.json", "StoreKit/v1.storekit", "StoreKit/v3.storekit", "StoreKit/v5.storekit"])
    func writesWhatXcodeWrites(_ fixture: String) throws {
        let text = try #require(try Self.convert(fixture).files.first?.text)
        let read = CatalogLoader.load(bytes: Array(text.utf8), file: "written.storekit")
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics.map(\.rendered))")
        let root = try JSONParser.parse(Array(text.utf8))
        guard case .object(let top) = root.value else { Issue.record("not an object"); return }
        #expect(
            top.map(\.key) == [
                "appPolicies", "identifier", "nonRenewingSubscriptions", "products", "settings", "subscriptionGroups", "version",
            ])
        #expect(root["version"]?["major"]?.value == .number("5"))
        guard case .string(let identifier) = root["identifier"]?.value else { Issue.record("no identifier"); return }
        #expect(identifier.count == 8 && identifier.allSatisfy(\.isHexDigit))
        guard case .string(let storefront) = root["settings"]?["_storefront"]?.value else { Issue.record("no storefront"); return }
        #expect(storefront.count == 3)
        var products: [JSONNode] = []
        for list in ["products", "nonRenewingSubscriptions"] {
            if case .array(let items) = root[list]?.value { products += items }
        }
        if case .array(let groups) = root["subscriptionGroups"]?.value {
            for group in groups {
                for field in ["id", "localizations", "name", "subscriptions"] { #expect(group[field] != nil, "group without \(field)") }
                if case .array(let items) = group["subscriptions"]?.value { products += items }
            }
        }
        for product in products {
            for field in ["productID", "referenceName", "type", "internalID", "familyShareable", "localizations"] {
                #expect(product[field] != nil, "product without \(field)")
            }
            guard product["type"]?.value == .string("RecurringSubscription") else { continue }
            for field in [
                "subscriptionGroupID", "groupNumber", "recurringSubscriptionPeriod", "introductoryOffers", "adHocOffers", "codeOffers",
                "winbackOffers",
            ] {
                #expect(product[field] != nil, "subscription without \(field)")
            }
        }
        #expect(try Self.convert(fixture).files.first?.text == text, "the same catalog gives the same file")
    }

    @Test func keepsEachOfferKind() throws {
        let conversion = try Self.convert("StoreKit/v3.storekit")
        let text = try #require(conversion.files.first?.text)
        let catalog = try #require(CatalogLoader.load(bytes: Array(text.utf8), file: "v3.storekit").catalog)
        let original = try #require(CatalogLoader.load(path: try Fixtures.url("StoreKit/v3.storekit").path).catalog)
        #expect(catalog.products.map { $0.offers.map(\.kind) } == original.products.map { $0.offers.map(\.kind) })
        #expect(catalog.products.map(\.offers) == original.products.map(\.offers))
        #expect(conversion.warnings.isEmpty)
    }
}
