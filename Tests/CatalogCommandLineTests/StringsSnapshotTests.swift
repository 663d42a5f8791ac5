import CatalogTestSupport
import Testing

/// `catalog-site strings` over the example catalogs in three locales of three scripts and directions:
/// the whole table, byte for byte, per ICU version.
@Suite("catalog-site strings snapshot")
struct StringsSnapshotTests {
    @Test func exampleCatalogsInGermanArabicAndJapanese() throws {
        let result = try CommandLineTool.run(["strings", SiteFixture.exampleCatalogs, "--locales", "de-DE,ar-SA,ja-JP"])
        #expect(result.status == 0)
        assertICUSnapshot(of: result.standardOutput, named: "de-ar-ja")
        // The review notes about strings from another language or storefront, on standard error.
        assertICUSnapshot(of: result.standardError, named: "de-ar-ja-notes")
    }

    @Test func castleCoinsAsJSONInGerman() throws {
        let catalog = SiteFixture.exampleCatalogs + "/castle-coins.json"
        let result = try CommandLineTool.run(["strings", catalog, "--locales", "de-DE", "--format", "json"])
        #expect(result.status == 0)
        assertICUSnapshot(of: result.standardOutput, named: "de-json")
    }
}
