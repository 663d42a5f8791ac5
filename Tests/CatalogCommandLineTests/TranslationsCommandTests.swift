import CatalogTestSupport
import Foundation
import Testing

/// `catalog-site translations export|import` as a user runs them: messages and exit statuses.
@Suite("translations command", .removesTemporaryFolders)
struct TranslationsCommandTests {
    static let castle = SiteFixture.repository.appendingPathComponent("catalogs/castle-coins.json").path

    @Test func exportWithoutACatalogIsAUsageError() throws {
        let folder = try SiteFixture.temporaryFolder()
        let result = try CommandLineTool.run(["translations", "export", "missing.json", "--out", "x"], directory: folder)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("missing.json:1:1: error: cannot read the file [file-unreadable]"))
    }

    @Test func anOutFolderThatCannotBeMadeIsAnIOError() throws {
        let folder = try SiteFixture.temporaryFolder()
        let blocker = try SiteFixture.catalogFile("not a folder", name: "file", in: folder)
        let result = try CommandLineTool.run(["translations", "export", Self.castle, "--out", blocker + "/sub"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("cannot write"))
    }

    @Test func aControlCharacterIsRefusedWithTheStringItIsIn() throws {
        let folder = try SiteFixture.temporaryFolder()
        let catalog = try String(contentsOfFile: Self.castle, encoding: .utf8).replacingOccurrences(
            of: #""100 Goldmünzen""#, with: #""100 Gold\u0007münzen""#)
        let path = try SiteFixture.catalogFile(catalog, in: folder)
        let result = try CommandLineTool.run(["translations", "export", path, "--out", folder.appendingPathComponent("out").path])
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "error: products/com.emberforge.crownhold.gold.100/displayName (de-DE) contains the control character U+0007, which XML 1.0 cannot hold (hint: remove the character from the catalog; it is invisible and no store shows it)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/app.de-DE.xliff").path))
    }

    @Test func importIntoAStoreKitFileIsRefused() throws {
        let storekit = SiteFixture.repository.appendingPathComponent("catalogs/notes-plus.storekit").path
        let result = try CommandLineTool.run(["translations", "import", storekit, "x.xliff"])
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "error: \(storekit): translations cannot be imported into an Xcode .storekit file (hint: edit the localizations in Xcode, or import into a catalog .json file)\n"
        )
    }

    @Test func importWithoutFilesIsAUsageError() throws {
        let result = try CommandLineTool.run(["translations", "import", Self.castle])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("Error: Missing expected argument '<files> ...'"))
    }

    @Test func aMalformedFileExitsOneAndLeavesTheCatalog() throws {
        let folder = try SiteFixture.temporaryFolder()
        let path = try SiteFixture.catalogFile(try String(contentsOfFile: Self.castle, encoding: .utf8), in: folder)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let bad = try SiteFixture.catalogFile("<xliff version=\"1.2\">\n  <file>\n</xliff>\n", name: "bad.xliff", in: folder)
        let result = try CommandLineTool.run(["translations", "import", path, bad])
        #expect(result.status == 1)
        #expect(
            result.standardOutput == """
                \(bad):3:1: error: not well-formed XML: </xliff> closes <file> (opened at 2:3) [xliff-malformed]
                  hint: fix the XML at this position; the catalog was not changed
                \(path): not changed (the translation files have errors); 0 changed, 0 inserted, 0 unchanged

                """)
        #expect(result.standardError == "1 error, 0 warnings (the catalog and 1 translation file)\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aTranslationTooLongForTheStoreIsWrittenAndLintedAsAnError() throws {
        let folder = try SiteFixture.temporaryFolder()
        let path = try SiteFixture.catalogFile(try String(contentsOfFile: Self.castle, encoding: .utf8), in: folder)
        let file = try SiteFixture.catalogFile(
            """
            <xliff version="1.2"><file source-language="en-US" target-language="de-DE"><body>
            <trans-unit id="products/com.emberforge.crownhold.gold.100/displayName"><target>Einhundert glänzende Goldmünzen</target></trans-unit>
            </body></file></xliff>
            """, name: "de.xliff", in: folder)
        let result = try CommandLineTool.run(["translations", "import", path, file])
        #expect(result.status == 1)
        #expect(
            result.standardOutput.contains(
                "error: display name \"Einhundert glänzende Goldmünzen\" is 31 characters; the store allows 30 [display-name-too-long]"))
        #expect(result.standardOutput.hasSuffix("\(path): updated; 1 changed, 0 inserted, 0 unchanged\n"))
        #expect(result.standardError == "1 error, 0 warnings (the catalog and 1 translation file)\n")
    }

    @Test func anotherCatalogsFileExitsOneAndSaysWhichCatalogItIsFrom() throws {
        let folder = try SiteFixture.temporaryFolder()
        let pulse = SiteFixture.repository.appendingPathComponent("catalogs/pulse-fitness.json").path
        let path = try SiteFixture.catalogFile(try String(contentsOfFile: pulse, encoding: .utf8), name: "pulse-fitness.json", in: folder)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let out = folder.appendingPathComponent("out").path
        #expect(try CommandLineTool.run(["translations", "export", Self.castle, "--out", out]).status == 0)
        let file = out + "/castle-coins.de-DE.xliff"
        let result = try CommandLineTool.run(["translations", "import", path, file])
        #expect(result.status == 1)
        #expect(
            result.standardOutput.hasPrefix(
                "\(file):3:3: error: this file was exported from castle-coins.json, not pulse-fitness.json [other-catalog]\n"))
        #expect(!result.standardOutput.contains("unknown-translation-id"))
        #expect(result.standardError == "1 error, 0 warnings (the catalog and 1 translation file)\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
}
