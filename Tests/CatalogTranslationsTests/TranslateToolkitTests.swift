import Catalog
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogTranslations

/// A real XLIFF tool reads our files, and we read what it writes: PyPI's translate-toolkit (the library
/// behind Pootle, Weblate's XLIFF support and `xliff2po`). Skipped when it is not installed
/// (`pip install translate-toolkit`; `.ci/run` installs it).
@Suite(
    "translate-toolkit", .removesTemporaryFolders,
    .enabled(if: TranslateToolkit.isInstalled, "translate-toolkit is not installed: pip install translate-toolkit"))
struct TranslateToolkitTests {
    static let reader = """
        import sys
        from translate.storage import xliff
        store = xliff.xlifffile.parsefile(sys.argv[1])
        print(store.getsourcelanguage(), store.gettargetlanguage(), len(store.units))
        for unit in store.units:
            print(unit.getid().split("\\x04")[-1], "|", unit.source, "|", unit.target, "|", unit.istranslated())
        """

    @Test func itReadsEveryUnitSourceTargetAndState() throws {
        let folder = try SiteFixture.temporaryFolder()
        let catalog = SiteFixture.repository.appendingPathComponent("catalogs/castle-coins.json").path
        let model = try #require(CatalogLoader.load(path: catalog).catalog)
        let paths = try TranslationExport(catalog: model, file: catalog).write(.xliff, to: folder.path)
        let german = try #require(paths.first { $0.hasSuffix(".de-DE.xliff") })
        let output = try TranslateToolkit.python(Self.reader, arguments: [german])
        #expect(output.status == 0, "\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "en-US de-DE 15")
        #expect(
            lines.dropFirst().first == "products/com.emberforge.crownhold.gold.100/displayName | 100 Gold Coins | 100 Goldmünzen | True")
        #expect(lines.contains("paywalls/shop/title | Royal Treasury | Königliche Schatzkammer | True"))
        #expect(lines.count == 16)
    }

    @Test func whatItWritesImportsBack() throws {
        let folder = try SiteFixture.temporaryFolder()
        let catalog = folder.appendingPathComponent("castle-coins.json")
        try FileManager.default.copyItem(at: SiteFixture.repository.appendingPathComponent("catalogs/castle-coins.json"), to: catalog)
        let model = try #require(CatalogLoader.load(path: catalog.path).catalog)
        let paths = try TranslationExport(catalog: model, file: catalog.path).write(.xliff, to: folder.path)
        let french = try #require(paths.first { $0.hasSuffix(".fr-FR.xliff") })
        let edit = """
            import sys
            from translate.storage import xliff
            store = xliff.xlifffile.parsefile(sys.argv[1])
            for unit in store.units:
                if unit.getid().endswith("paywalls/shop/title"):
                    unit.target = "Trésor <royal> & “doré” 🪙"
            store.savefile(sys.argv[1])
            """
        let output = try TranslateToolkit.python(edit, arguments: [french])
        #expect(output.status == 0, "\(output.standardError)")
        let report = try TranslationImport(catalog: catalog.path, files: [french]).run()
        #expect(report.issues.isEmpty)
        #expect(report.changed == 1 && report.unchanged == 14)
        let copy = try #require(CatalogLoader.load(path: catalog.path).catalog?.paywalls.first?.copy[try LocaleID("fr_FR")])
        #expect(copy.title == "Trésor <royal> & “doré” 🪙")
    }

    @Test func xliff2poConvertsOurFiles() throws {
        let folder = try SiteFixture.temporaryFolder()
        let catalog = SiteFixture.repository.appendingPathComponent("catalogs/pulse-fitness.json").path
        let model = try #require(CatalogLoader.load(path: catalog).catalog)
        let paths = try TranslationExport(catalog: model, file: catalog).write(.xliff, to: folder.path)
        let polish = try #require(paths.first { $0.hasSuffix(".pl-PL.xliff") })
        let po = folder.appendingPathComponent("pl.po").path
        let output = try CommandLineTool.run(["xliff2po", "--progress=none", polish, po], program: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(output.status == 0, "\(output.standardError)")
        let text = try SiteFixture.read(URL(fileURLWithPath: po))
        #expect(text.contains("msgid \"Pulse Premium Weekly\"\nmsgstr \"Pulse Premium – 1 tydzień\"\n"))
    }
}
