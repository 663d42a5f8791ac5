import CatalogTestSupport
import Foundation
import Testing

/// Two catalogs with one file name get keys that do not depend on how their folder was typed, so
/// `strings --check` compares like with like (issue 12, new-user item 2).
@Suite("catalog-site strings: keys of catalogs sharing a file name", .removesTemporaryFolders)
struct StringsCatalogKeyTests {
    static let catalog = """
        { "name": "X", "products": [ { "id": "a", "type": "nonConsumable", "prices": { "US": "0.99" }, "localizations": { "en_US": { "displayName": "A", "description": "B" } } } ],
          "paywalls": [ { "id": "shop", "products": ["a"], "locales": ["en_US"] } ] }
        """

    /// `multi/ios/app.json` and `multi/android/app.json`.
    static func project() throws -> URL {
        let folder = try SiteFixture.temporaryFolder()
        for platform in ["ios", "android"] {
            let sub = folder.appendingPathComponent("multi/\(platform)")
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            try Data(catalog.utf8).write(to: sub.appendingPathComponent("app.json"))
        }
        return folder
    }

    static let table = """
        # catalog-site strings, format 1, ICU 72, CLDR 42
        android/app.json › shop › en-US › page › any › restore = Restore purchases
        android/app.json › shop › en-US › page › without-offer › title = X
        android/app.json › shop › en-US › a › any › name = A
        android/app.json › shop › en-US › a › any › description = B
        android/app.json › shop › en-US › a › any › price = $0.99
        android/app.json › shop › en-US › a › without-offer › call-to-action = Buy
        android/app.json › shop › en-US › a › without-offer › disclosure = Payment is charged to your account when you confirm the purchase.
        ios/app.json › shop › en-US › page › any › restore = Restore purchases
        ios/app.json › shop › en-US › page › without-offer › title = X
        ios/app.json › shop › en-US › a › any › name = A
        ios/app.json › shop › en-US › a › any › description = B
        ios/app.json › shop › en-US › a › any › price = $0.99
        ios/app.json › shop › en-US › a › without-offer › call-to-action = Buy
        ios/app.json › shop › en-US › a › without-offer › disclosure = Payment is charged to your account when you confirm the purchase.

        """

    /// The two copies' missing-source-copy warnings.
    static let summary =
        "warning: the catalogs have 2 lint warnings; the strings are listed as the pages would show them (catalog-site lint lists the findings)\n"

    @Test func everySpellingOfTheFolderGivesTheSameKeys() throws {
        let folder = try Self.project()
        for spelling in ["multi", "./multi", "multi/", folder.appendingPathComponent("multi").path] {
            let result = try CommandLineTool.run(["strings", spelling], directory: folder)
            #expect(result.status == 0, "\(spelling)")
            #expect(result.standardOutput == Self.table, "\(spelling)")
            #expect(result.standardError == Self.summary, "\(spelling)")
        }
    }

    @Test func filesNamedOneByOneGetTheFewestTrailingComponents() throws {
        let folder = try Self.project()
        for arguments in [
            ["multi/android/app.json", "multi/ios/app.json"], ["./multi/android/app.json", "\(folder.path)/multi/ios/app.json"],
        ] {
            let result = try CommandLineTool.run(["strings"] + arguments, directory: folder)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.standardOutput == Self.table, "\(arguments)")
        }
    }

    @Test func aCheckFileWrittenWithOneSpellingPassesWithAnother() throws {
        let folder = try Self.project()
        try Data(Self.table.utf8).write(to: folder.appendingPathComponent("strings.txt"))
        let result = try CommandLineTool.run(["strings", "\(folder.path)/multi", "--check", "strings.txt"], directory: folder)
        #expect(result.status == 0)
        #expect(result.standardError == Self.summary + "strings.txt: 14 strings unchanged (ICU 72, CLDR 42)\n")
    }
}
