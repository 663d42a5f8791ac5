import CatalogTestSupport
import Foundation
import Testing

/// `catalog-site strings` speaks for itself when it cannot list: no build step, nothing about a site
/// (issue 12, new-user item 4).
@Suite("catalog-site strings: its own error messages", .removesTemporaryFolders)
struct StringsMessageTests {
    @Test func anUnreadableCatalogExits1WithTheDiagnosticsFirst() throws {
        let folder = try SiteFixture.temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("bad"), withIntermediateDirectories: true)
        try Data("not json\n".utf8).write(to: folder.appendingPathComponent("bad/app.json"))
        let result = try CommandLineTool.run(["strings", "bad"], directory: folder)
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError == """
                bad/app.json:1:1: error: expected 'null', found 'o' [json-syntax]
                error: bad/app.json: the file cannot be read as a catalog, so no strings are listed (hint: fix the errors above)

                """)
    }

    @Test func aLocaleICUDoesNotKnowIsNamedWithoutAStep() throws {
        let folder = try SiteFixture.temporaryFolder()
        let catalog = SiteFixture.repository.appendingPathComponent("catalogs/castle-coins.json")
        try FileManager.default.copyItem(at: catalog, to: folder.appendingPathComponent("castle-coins.json"))
        let result = try CommandLineTool.run(["strings", "castle-coins.json", "--locales", "xx-YYY-zz"], directory: folder)
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "error: --locales: ICU has no locale data for \"xx-YYY-zz\" (hint: use a locale ICU knows, such as en, fr_FR or ar_SA; catalog-site locales lists them)\n"
        )
    }
}
