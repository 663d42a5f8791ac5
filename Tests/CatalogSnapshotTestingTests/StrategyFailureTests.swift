import CatalogSite
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogSnapshotTesting

/// A catalog with errors, or a page the build does not make, fails the snapshot with the reason and
/// records nothing; a good page is the page `catalog-site build` writes.
@Suite("Snapshot strategies: failures and pages", .removesTemporaryFolders)
struct StrategyFailureTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let pulse = repository.appendingPathComponent("catalogs/pulse-fitness.json").path

    static func check<Value>(_ value: Value, as strategy: Snapshotting<Value, String>, in root: URL) -> String? {
        verify(
            value, as: strategy, named: "x", record: .missing, timeout: 5,
            in: ICUSnapshotFolder(filePath: root.appendingPathComponent("AppTests.swift").path, icuMajor: 72), fileID: #fileID,
            filePath: #filePath, testName: "catalog()", line: #line, column: #column)
    }

    @Test func aCatalogWithErrorsFailsWithItsFindingsAndRecordsNothing() throws {
        let root = try TemporaryFolders.make("catalog-snapshot-tests")
        let catalog = root.appendingPathComponent("app.json")
        let text = try String(contentsOfFile: Self.pulse, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"US\": \"3.99\"", with: "\"US\": \"-3.99\"").utf8).write(to: catalog)
        for failure in [
            Self.check(CatalogFiles(catalog.path), as: .strings(locales: ["de-DE"]), in: root),
            Self.check(PaywallPage("main", locale: "de-DE", in: catalog.path), as: .html, in: root),
        ] {
            let message = try #require(failure)
            #expect(message.hasPrefix("Snapshot \"x\" not taken: the catalogs have 1 error in 1 file; "), "\(message)")
            #expect(message.contains("\(catalog.path):"), "\(message)")
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("__Snapshots__/ICU72/AppTests/catalog.x.txt").path))
    }

    @Test func aMissingCatalogFailsWithThePath() throws {
        let root = try TemporaryFolders.make("catalog-snapshot-tests")
        let missing = root.appendingPathComponent("nope.json").path
        let message = try #require(Self.check(CatalogFiles(missing), as: .strings, in: root))
        #expect(message.hasPrefix("Snapshot \"x\" not taken: "), "\(message)")
        #expect(message.contains(missing), "\(message)")
    }

    @Test func aPageTheBuildDoesNotMakeNamesThePagesThereAre() throws {
        let root = try TemporaryFolders.make("catalog-snapshot-tests")
        let message = try #require(Self.check(PaywallPage("main", locale: "it-IT", in: Self.pulse), as: .html, in: root))
        #expect(
            message
                == "Snapshot \"x\" not taken: \(Self.pulse): no page for paywall \"main\" in it-IT (hint: the catalogs have paywall main in "
                + "en-US, de-DE, fr-FR, es-ES, ja-JP, ar-SA, he-IL, ru-RU, pl-PL, pt-BR, zh-Hant-TW, ko-KR; for a locale outside a "
                + "paywall's own, list it in PaywallPage(…, locales:))")
        let castle = Self.repository.appendingPathComponent("catalogs/castle-coins.json").path
        let other = try #require(
            Self.check(PaywallPage("main", locale: "de-DE", in: castle, locales: ["en-US", "de-DE"]), as: .html, in: root))
        #expect(
            other
                == "Snapshot \"x\" not taken: \(castle): no page for paywall \"main\" in de-DE (hint: the catalogs have paywall shop in "
                + "en-US, de-DE; for a locale outside a paywall's own, list it in PaywallPage(…, locales:))")
    }

    @Test func pageHTMLIsThePageTheBuildWrites() throws {
        let out = try TemporaryFolders.make("catalog-snapshot-tests").appendingPathComponent("_site")
        let options = BuildOptions(inputs: [Self.pulse], output: out.path, locales: .list(["en-US", "de-DE"]))
        _ = try SiteBuilder(options: options).build()
        let written = try String(contentsOf: out.appendingPathComponent("pulse-fitness/main/de-de.html"), encoding: .utf8)
        #expect(try SiteBuilder(options: options).pageHTML(paywall: "main", locale: "de_DE") == written)
        #expect(try SiteBuilder(options: options).pageHTML(paywall: "main", locale: "de-DE", catalog: Self.pulse) == written)
    }
}
