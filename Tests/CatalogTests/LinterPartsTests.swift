import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogFiles

/// `Linter` runs its rules in two parts, each on its own context, at once on a large catalog: the findings
/// must be those of one context running every rule in order (the linter before the split), whether the parts
/// run one after the other or at once.
@Suite("Lint: rules in parts")
struct LinterPartsTests {
    /// Every rule on one context, in order: what `lint` gave before it ran parts.
    static func oneContext(_ catalog: ProductCatalog) -> [Diagnostic] {
        var context = LintContext(catalog: catalog)
        ProductRules.check(&context)
        PriceRules.check(&context)
        SubscriptionRules.check(&context)
        OfferRules.check(&context)
        PlayRules.check(&context)
        PaywallRules.check(&context)
        CopyRules.check(&context)
        return context.diagnostics.sorted { ($0.line, $0.column, $0.rule.rawValue) < ($1.line, $1.column, $1.rule.rawValue) }
    }

    static func expectSameFindings(_ bytes: [UInt8], file: String) -> Int {
        guard let catalog = CatalogLoader.load(bytes: bytes, file: file).catalog else { return 0 }
        let expected = oneContext(catalog)
        #expect(Linter().lint(catalog, inParallel: false) == expected, "\(file): parts one after the other")
        #expect(Linter().lint(catalog, inParallel: true) == expected, "\(file): parts at once")
        return expected.count
    }

    @Test func examplesAndFixturesGiveTheFindingsOfOneContext() throws {
        let findings = try ReaderFastPathTests.catalogFiles().reduce(0) { $0 + Self.expectSameFindings($1.bytes, file: $1.name) }
        #expect(findings > 50)
    }

    /// 200 random catalogs of each format (`ReaderFastPathTests`' generators), seeded.
    @Test(arguments: [(UInt64(0x11_7E25), "random.json"), (UInt64(0x5_70BE), "random.storekit")])
    func randomCatalogsGiveTheFindingsOfOneContext(_ seed: UInt64, _ file: String) {
        for text in ReaderFastPathTests.randomCatalogs(200, seed: seed, file: file) {
            _ = Self.expectSameFindings(Array(text.utf8), file: file)
        }
    }

    /// Joining contexts keeps the first context's finding when the second reported the same (rule, file,
    /// path and message), as one context does; different findings are all kept, in order.
    @Test func joiningContextsDropsWhatTheFirstReported() throws {
        let catalog = try #require(
            CatalogLoader.load(bytes: Array(#"{ "name": "Small", "products": [] }"#.utf8), file: "small.json").catalog)
        var first = LintContext(catalog: catalog)
        first.report(.paywallEmpty, "shows no products", at: "paywalls[0].products")
        var second = LintContext(catalog: catalog)
        second.report(.paywallEmpty, "shows no products", at: "paywalls[0].products", hint: "a second report")
        second.report(.paywallIDDuplicate, "used twice", at: "paywalls[1].id")
        first.append(second)
        #expect(first.diagnostics.map(\.rule) == [.paywallEmpty, .paywallIDDuplicate])
        #expect(first.diagnostics.map(\.hint) == [nil, nil])
    }

    /// A catalog of `Linter.parallelSize` products or more takes the parallel path by default.
    @Test func aLargeCatalogRunsThePartsAtOnceWithTheSameFindings() {
        let products = (0..<Linter.parallelSize).map { index in
            #"{ "id": "com.example.pack\#(index)", "type": "consumable", "prices": { "US": "0.99" }, "localizations": { "de_DE": { "displayName": "Paket", "description": "" } } }"#
        }
        let paywall = #"{ "id": "shop", "products": ["com.example.pack0", "com.example.pakc1"], "copy": { "en_US": { "title": "Shop" } } }"#
        let text = #"{ "name": "Big", "products": [\#(products.joined(separator: ",\n"))], "paywalls": [\#(paywall)] }"#
        guard let catalog = CatalogLoader.load(bytes: Array(text.utf8), file: "big.json").catalog else {
            Issue.record("big.json was not read")
            return
        }
        let findings = Linter().lint(catalog)
        #expect(findings == Self.oneContext(catalog))
        // Findings of both parts: each product's missing source localization, and the paywall's unknown product.
        #expect(findings.contains { $0.rule == .missingSourceLocalization })
        #expect(findings.contains { $0.rule == .paywallUnknownProduct })
    }
}
