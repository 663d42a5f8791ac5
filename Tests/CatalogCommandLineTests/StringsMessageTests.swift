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

    /// A catalog with English copy and US prices only.
    static let english = """
        { "name": "X", "products": [ { "id": "a", "type": "nonConsumable", "prices": { "US": "0.99" }, "localizations": { "en_US": { "displayName": "A", "description": "B" } } } ],
          "paywalls": [ { "id": "shop", "products": ["a"], "locales": ["en_US"], "copy": { "en_US": { "title": "Go" } } } ] }
        """

    @Test(arguments: ["text", "json"]) func fallbacksAreNotedOnStandardErrorInTableOrder(_ format: String) throws {
        let folder = try SiteFixture.temporaryFolder()
        try Data(Self.english.utf8).write(to: folder.appendingPathComponent("app.json"))
        let result = try CommandLineTool.run(
            ["strings", "app.json", "--locales", "es-ES,en-US,fr-FR", "--format", format], directory: folder)
        #expect(result.status == 0)
        #expect(
            result.standardError == """
                note: app.json › shop › es-ES: Not every plan has a price in the ES storefront; prices are from the US storefront (USD).
                note: app.json › shop › es-ES: No es-ES copy for this paywall; title and features are en-US.
                note: app.json › shop › es-ES: “a” has no es-ES name; it shows the en-US name “A”.
                note: app.json › shop › fr-FR: Not every plan has a price in the FR storefront; prices are from the US storefront (USD).
                note: app.json › shop › fr-FR: No fr-FR copy for this paywall; title and features are en-US.
                note: app.json › shop › fr-FR: “a” has no fr-FR name; it shows the en-US name “A”.

                """)
        // The table stays the strings as shipped.
        #expect(!result.standardOutput.contains("note"))
        if format == "text" {
            #expect(result.standardOutput.contains("app.json › shop › es-ES › a › any › price = 0,99\u{00A0}US$\n"))
        }
    }

    @Test func eachNoteIsSaidOnce() throws {
        let folder = try SiteFixture.temporaryFolder()
        try Data(Self.english.utf8).write(to: folder.appendingPathComponent("app.json"))
        let result = try CommandLineTool.run(["strings", "app.json", "--locales", "es-ES,es_ES"], directory: folder)
        #expect(result.status == 0)
        #expect(result.standardError.components(separatedBy: "\n").filter { $0.hasPrefix("note: ") }.count == 3)
    }
}
