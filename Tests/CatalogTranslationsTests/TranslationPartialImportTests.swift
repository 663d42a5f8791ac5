import Catalog
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogTranslations

/// A translator hands back partial work (issue 21, item 9): importing it writes a copy the schema accepts
/// (whose page falls back field by field: CatalogSiteTests' `PartialCopyPageTests`), and lint names what
/// is missing; a target nested in a target is an error.
@Suite("Partial translations", .removesTemporaryFolders)
struct TranslationPartialImportTests {
    /// A catalog whose paywall previews ar-SA, with no ar_SA copy yet.
    static let catalog = LumenCatalog.text()

    static let arabicSubtitle = LumenCatalog.arabicSubtitle

    /// The catalog after importing an ar-SA XLIFF whose only translated target is the subtitle.
    static func importedSubtitleOnly() throws -> (catalog: String, report: ImportReport) {
        let (catalog, folder) = try TranslationNewUserTests.write(catalog, name: "lumen.json")
        let files = try TranslationRoundTripTests.export(catalog, .xliff, to: folder)
        let arabic = try #require(files.first { $0.hasSuffix(".ar-SA.xliff") })
        let xliff = try SiteFixture.read(URL(fileURLWithPath: arabic))
        let unit = try #require(xliff.range(of: "id=\"paywalls/main/subtitle\""))
        let empty = try #require(xliff.range(of: "<target state=\"needs-translation\"></target>", range: unit.upperBound..<xliff.endIndex))
        let edited = xliff.replacingCharacters(in: empty, with: "<target state=\"translated\">\(arabicSubtitle)</target>")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: arabic))
        return (catalog, try TranslationImport(catalog: catalog, files: [arabic]).run())
    }

    @Test func importWritesOnlyTheTranslatedText() throws {
        let (catalog, report) = try Self.importedSubtitleOnly()
        #expect(report.issues.isEmpty && report.wroteCatalog && report.inserted == 1)
        let text = try SiteFixture.read(URL(fileURLWithPath: catalog))
        #expect(text.contains("\n        \"ar_SA\": { \"subtitle\": \"\(Self.arabicSubtitle)\" }\n      } }"))
    }

    /// Every copy the import wrote has what the schema's copy requires (the schema is the contract
    /// editors and CI validate against).
    @Test func theWrittenCopyIsOneTheSchemaAccepts() throws {
        let (catalog, _) = try Self.importedSubtitleOnly()
        let schemaURL = SiteFixture.repository.appendingPathComponent("catalogs/catalog.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
        let copySchema = try #require((schema["$defs"] as? [String: Any])?["copy"] as? [String: Any])
        let required = copySchema["required"] as? [String] ?? []
        let known = Set(try #require(copySchema["properties"] as? [String: Any]).keys)
        let written = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: catalog))) as? [String: Any])
        let paywall = try #require((written["paywalls"] as? [[String: Any]])?.first)
        let arabic = try #require((paywall["copy"] as? [String: Any])?["ar_SA"] as? [String: Any])
        #expect(required.allSatisfy { arabic[$0] != nil }, "the schema requires \(required) in every copy")
        #expect(Set(arabic.keys).isSubset(of: known))
    }

    @Test func lintNamesWhatIsMissingAndNothingElse() throws {
        let (_, report) = try Self.importedSubtitleOnly()
        #expect(
            report.findings.map(\.message) == [
                "the ar_SA copy of paywall \"main\" has no title or features 1–3; its pages show the en_US text"
            ])
        #expect(report.findings.map(\.rule) == [.missingTranslation])
    }

    @Test func aTargetInsideATargetIsAnError() throws {
        let (catalog, folder) = try TranslationNewUserTests.write(Self.catalog, name: "lumen.json")
        let before = try TranslationRoundTripTests.bytes(catalog)
        let file = try TranslationNewUserTests.xliff(
            """
            <trans-unit id="paywalls/main/title"><target state="translated">Holen Sie sich <target>Lumen</target> Pro</target></trans-unit>
            """, language: "de-DE", original: "lumen.json", in: folder)
        let report = try TranslationImport(catalog: catalog, files: [file]).run()
        #expect(
            report.issues.map(\.rendered) == [
                "\(file):4:80: error: the target of \"paywalls/main/title\" holds a <target> element; a target holds the translation's text only [xliff-malformed]\n"
                    + "  at /xliff/file[1]/body/trans-unit[@id='paywalls/main/title']/target/target\n"
                    + "  hint: keep the text and remove the <target> tags (a tool may have pasted a target into a target); the catalog was not changed"
            ])
        #expect(report.hasErrors && !report.wroteCatalog)
        #expect(try TranslationRoundTripTests.bytes(catalog) == before)
    }
}
