import Catalog
import Foundation
import Testing

/// The catalogs in `catalogs/` drive the default build: they must read and lint clean.
@Suite("Example catalogs")
struct ExampleCatalogTests {
    static let files = ["pulse-fitness.json", "castle-coins.json", "notes-plus.storekit", "lumen-play"]

    @Test(arguments: files)
    func lintsClean(_ name: String) throws {
        let result = CatalogLoader.load(path: Fixtures.exampleCatalogs.appendingPathComponent(name).path)
        _ = try #require(result.catalog)
        let findings = result.findings().filter { $0.severity != .note }
        #expect(findings.isEmpty, "\(findings.map(\.rendered).joined(separator: "\n"))")
    }

    @Test func subscriptionAppHasWhatTheIssueAsks() throws {
        let catalog = try #require(
            CatalogLoader.load(path: Fixtures.exampleCatalogs.appendingPathComponent("pulse-fitness.json").path).catalog)
        let subscriptions = catalog.products.filter { $0.type == .autoRenewable }
        #expect(Set(subscriptions.compactMap { $0.period?.description }) == ["P1W", "P1M", "P1Y"])
        #expect(Set(subscriptions.compactMap(\.groupID)).count == 1)
        let modes = Set(subscriptions.flatMap { $0.offers.filter { $0.kind == .introductory }.flatMap { $0.phases.map(\.mode) } })
        #expect(modes.isSuperset(of: [.free, .payAsYouGo]))
        let storefronts = Set(subscriptions.flatMap { $0.prices.keys })
        #expect(storefronts.count >= 12)
        #expect(Set(subscriptions.flatMap { $0.prices.values.map(\.currency) }).count >= 10)
        let languages = Set(subscriptions.flatMap { $0.localizations.keys.map(\.language) })
        #expect(languages.count >= 10)
        #expect(languages.isSuperset(of: ["ar", "he", "ja", "ru", "pl", "de"]))
    }

    @Test func gameHasConsumablesAndANonConsumable() throws {
        let catalog = try #require(
            CatalogLoader.load(path: Fixtures.exampleCatalogs.appendingPathComponent("castle-coins.json").path).catalog)
        #expect(catalog.products.filter { $0.type == .consumable }.count >= 2)
        #expect(catalog.products.contains { $0.type == .nonConsumable })
    }
}
