import Catalog
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogSnapshotTesting

/// The strategies follow the lint rule severities `catalog-site lint` would: the project file's `rules`, or
/// those chosen with `severities:` (issue 12, new-user item 1).
@Suite("Snapshot strategies: rule severities", .removesTemporaryFolders)
struct SnapshotSeverityTests {
    /// One error (price-fraction-digits, USD 0.999) and two warnings.
    static let catalog = """
        { "name": "X", "products": [ { "id": "a", "type": "nonConsumable", "group": "g", "prices": { "US": "0.999" }, "localizations": { "en_US": { "displayName": "A", "description": "B" } } } ],
          "paywalls": [ { "id": "shop", "products": ["a"], "locales": ["en_US"] } ] }
        """

    static func folder(projectFile: String?) throws -> URL {
        let folder = try TemporaryFolders.make("snapshot-severity-tests")
        try Data(catalog.utf8).write(to: folder.appendingPathComponent("app.json"))
        if let projectFile { try Data(projectFile.utf8).write(to: folder.appendingPathComponent("catalog-site.json")) }
        return folder
    }

    static var warning: Diagnostic.SeverityPolicy {
        var policy = Diagnostic.SeverityPolicy()
        try? policy.set(.warning, for: .priceFractionDigits)
        return policy
    }

    @Test func theProjectFilesRulesAreRead() throws {
        let folder = try Self.folder(projectFile: #"{ "rules": { "price-fraction-digits": "warning" } }"#)
        #expect(try ProjectSeverities.resolve(nil, inDirectory: folder.path).levels == [.priceFractionDigits: .warning])
        #expect(try ProjectSeverities.resolve(Diagnostic.SeverityPolicy(), inDirectory: folder.path).levels == [:])
        let none = try TemporaryFolders.make("snapshot-severity-tests")
        #expect(try ProjectSeverities.resolve(nil, inDirectory: none.path).levels == [:])
    }

    @Test func aBrokenProjectFileFailsNamingIt() throws {
        let folder = try Self.folder(projectFile: #"{ "rules": { "price-fraction-digit": "warning" } }"#)
        let file = folder.appendingPathComponent("catalog-site.json").path
        let error = #expect(throws: SnapshotFailure.self) { try ProjectSeverities.resolve(nil, inDirectory: folder.path) }
        #expect(
            error?.message == """
                the project file \(file) cannot be used, so its lint rule severities are unknown (fix it, or choose them with the severities: parameter):
                \(file):1:14: error: unknown lint rule "price-fraction-digit"
                  at rules["price-fraction-digit"]
                  hint: did you mean "price-fraction-digits"? docs/lint-rules.md lists the rules
                """)
    }

    @Test func chosenSeveritiesLetTheStringsAndThePageBeTaken() throws {
        let app = try Self.folder(projectFile: nil).appendingPathComponent("app.json").path
        let text = try CatalogFiles(app, severities: Self.warning).stringsText(locales: .paywalls)
        #expect(
            text == """
                # catalog-site strings, format 1, ICU 72, CLDR 42
                app.json › shop › en-US › page › any › restore = Restore purchases
                app.json › shop › en-US › page › without-offer › title = X
                app.json › shop › en-US › a › any › name = A
                app.json › shop › en-US › a › any › description = B
                app.json › shop › en-US › a › any › price = $1.00
                app.json › shop › en-US › a › without-offer › call-to-action = Buy
                app.json › shop › en-US › a › without-offer › disclosure = Payment is charged to your account when you confirm the purchase.
                """ + "\n")
        let html = try PaywallPage("shop", locale: "en-US", in: app, severities: Self.warning).html()
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
    }

    @Test func withoutAProjectFileTheUsualSeverityStopsTheSnapshot() throws {
        // The package's root, where `swift test` runs, has no catalog-site.json.
        let app = try Self.folder(projectFile: nil).appendingPathComponent("app.json").path
        let strings = #expect(throws: SnapshotFailure.self) { try CatalogFiles(app).stringsText(locales: .paywalls) }
        let page = #expect(throws: SnapshotFailure.self) { try PaywallPage("shop", locale: "en-US", in: app).html() }
        for error in [strings, page] {
            #expect(
                error?.message == """
                    the catalogs have 1 error in 1 file; no snapshot is taken of a catalog with errors (`catalog-site lint` shows them too):
                    \(app):1:100: error: price 0.999 USD has more fraction digits than USD uses (2) [price-fraction-digits]
                      at products[0].prices.US
                      hint: keep 2 fraction digits: 0.99
                    """)
        }
    }
}
