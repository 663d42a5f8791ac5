import Catalog
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogTranslations

/// What a new user met with `catalog-site translations` (issue 10): the README's own catalog and one-line
/// layouts round-trip unchanged, another catalog's file is refused, notes give the variables' values, and
/// the messages say what happened.
@Suite("Translations for new users", .removesTemporaryFolders)
struct TranslationNewUserTests {
    /// The README's "A complete small catalog".
    static func readmeCatalog() throws -> String {
        let readme = try SiteFixture.read(SiteFixture.repository.appendingPathComponent("README.md"))
        let start = try #require(readme.range(of: "A complete small catalog:\n\n```json\n"))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        return String(readme[start.upperBound..<end.lowerBound]) + "\n"
    }

    /// A catalog whose objects are written on one line each.
    static let oneLineCatalog = """
        { "name": "One", "sourceLocale": "en_US", "groups": [ { "id": "pro", "name": "Pro" } ],
          "products": [ { "id": "com.one.pro", "type": "autoRenewable", "group": "pro", "period": "P1M", "prices": { "US": "4.99" }, "localizations": { "en_US": { "displayName": "One Pro", "description": "Everything" }, "de_DE": { "displayName": "One Pro", "description": "Alles" } } } ],
          "paywalls": [ { "id": "main", "products": ["com.one.pro"], "copy": { "en_US": { "title": "Only {pricePerMonth}", "features": ["A", "B"] }, "de_DE": { "title": "Nur {pricePerMonth}" } } } ] }

        """

    static func write(_ text: String, name: String = "app.json") throws -> (catalog: String, folder: URL) {
        let folder = try SiteFixture.temporaryFolder()
        return (try SiteFixture.catalogFile(text, name: name, in: folder), folder)
    }

    static func xliff(
        _ body: String, language: String = "fr-FR", original: String = "app.json", version: String = "1.2", in folder: URL
    ) throws -> String {
        let file = folder.appendingPathComponent("t.xliff")
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="\(version)">
              <file original="\(original)" source-language="en-US" target-language="\(language)" datatype="plaintext"><body>
            \(body)
              </body></file>
            </xliff>
            """.utf8
        ).write(to: file)
        return file.path
    }

    @Test(arguments: [true, false], TranslationFormat.allCases)
    func theReadmeCatalogAndOneLineObjectsRoundTripUnchanged(_ readme: Bool, _ format: TranslationFormat) throws {
        let (catalog, folder) = try Self.write(readme ? Self.readmeCatalog() : Self.oneLineCatalog)
        let before = try SiteFixture.read(URL(fileURLWithPath: catalog))
        let files = try TranslationRoundTripTests.export(catalog, format, to: folder)
        #expect(!files.isEmpty)
        let report = try TranslationImport(catalog: catalog, files: files).run()
        #expect(report.issues.isEmpty)
        #expect(report.changed == 0 && report.inserted == 0 && report.unchanged > 0)
        #expect(!report.wroteCatalog)
        #expect(try SiteFixture.read(URL(fileURLWithPath: catalog)) == before)
    }

    @Test func newValuesNextToOneLineSiblingsAreOneLine() throws {
        let text = try Self.readmeCatalog()
        let (catalog, folder) = try Self.write(text)
        let file = try Self.xliff(
            """
            <trans-unit id="groups/premium/name"><target state="translated">Premium FR</target></trans-unit>
            <trans-unit id="products/com.pulsefit.premium.yearly/displayName"><target state="translated">Pulse Premium annuel</target></trans-unit>
            <trans-unit id="paywalls/main/title"><target state="translated">Plus fort avec Pulse</target></trans-unit>
            """, in: folder)
        let report = try TranslationImport(catalog: catalog, files: [file]).run()
        #expect(report.issues.isEmpty && report.inserted == 3)
        let expected =
            text
            .replacingOccurrences(
                of: #"{ "id": "premium", "name": "Premium" }"#,
                with: #"{ "id": "premium", "name": "Premium", "localizations": { "fr_FR": { "name": "Premium FR" } } }"#
            )
            .replacingOccurrences(
                of: #""description": "Alle Workouts und Pläne, Abrechnung pro Jahr" }"#,
                with: #""description": "Alle Workouts und Pläne, Abrechnung pro Jahr" },"#
                    + "\n        " + #""fr_FR": { "displayName": "Pulse Premium annuel" }"#
            )
            .replacingOccurrences(
                of: #""features": ["500+ geführte Workouts"] }"#,
                with: #""features": ["500+ geführte Workouts"] },"# + "\n        " + #""fr_FR": { "title": "Plus fort avec Pulse" }"#)
        #expect(try SiteFixture.read(URL(fileURLWithPath: catalog)) == expected)
    }

    @Test func anotherCatalogsXLIFFIsAnError() throws {
        let (catalog, folder) = try TranslationRoundTripTests.copy("pulse-fitness.json")
        let before = try TranslationRoundTripTests.bytes(catalog)
        let castle = SiteFixture.repository.appendingPathComponent("catalogs/castle-coins.json").path
        let files = try TranslationRoundTripTests.export(castle, .xliff, to: folder)
        let report = try TranslationImport(catalog: catalog, files: [try #require(files.first)]).run()
        #expect(report.issues.map(\.rule) == [.otherCatalog])
        #expect(report.issues.first?.message == "this file was exported from castle-coins.json, not pulse-fitness.json")
        #expect(report.issues.first?.hint?.hasPrefix("import it into castle-coins.json, or export pulse-fitness.json's strings") == true)
        #expect(report.hasErrors && !report.wroteCatalog)
        #expect(try TranslationRoundTripTests.bytes(catalog) == before)
    }

    @Test func aFileWithoutOneIDOfTheCatalogIsAnError() throws {
        let (catalog, folder) = try TranslationRoundTripTests.copy("pulse-fitness.json")
        let castle = SiteFixture.repository.appendingPathComponent("catalogs/castle-coins.json").path
        let files = try TranslationRoundTripTests.export(castle, .xcstrings, to: folder)
        let report = try TranslationImport(catalog: catalog, files: files).run()
        #expect(report.issues.map(\.rule) == [.otherCatalog])
        #expect(report.issues.first?.message.hasPrefix("none of the ") == true)
        #expect(
            report.issues.first?.message.hasSuffix(" strings of this file is in pulse-fitness.json; it was exported from another catalog")
                == true)
        #expect(report.hasErrors && !report.wroteCatalog)
    }

    @Test func didYouMeanStaysWithinThePaywall() throws {
        let (catalog, folder) = try TranslationRoundTripTests.copy("castle-coins.json")
        let file = try Self.xliff(
            """
            <trans-unit id="paywalls/main/title"><target>Titel</target></trans-unit>
            <trans-unit id="paywalls/shop/titel"><target>Titel</target></trans-unit>
            """, language: "de-DE", original: "castle-coins.json", in: folder)
        let report = try TranslationImport(catalog: catalog, files: [file]).run()
        #expect(report.issues.map(\.rule) == [.unknownTranslationID, .unknownTranslationID])
        #expect(
            report.issues.map(\.hint) == [
                "export again: the file may come from another catalog or an older version", #"did you mean "paywalls/shop/title"?"#,
            ])
    }

    @Test func notesListThePlansVariablesWithTheirValues() throws {
        let catalog = SiteFixture.repository.appendingPathComponent("catalogs/pulse-fitness.json").path
        let model = try #require(CatalogLoader.load(path: catalog).catalog)
        let export = TranslationExport(catalog: model, file: catalog)
        let xliff = try #require(try export.documents(.xliff).first).text
        let title = try #require(xliff.split(separator: "\n").first { $0.contains("<note>Paywall \"main\": the title.") })
        #expect(title.contains(#"pricePerMonth = "$4.99 per month""#))
        #expect(title.contains("trialDays = 7"))
        #expect(!title.contains("offerPrice"))
        let xcstrings = try #require(try export.documents(.xcstrings).first).text
        #expect(xcstrings.contains(#"pricePerMonth = \"$4.99 per month\""#))

        let (oneLine, _) = try Self.write(Self.oneLineCatalog)
        let small = try #require(CatalogLoader.load(path: oneLine).catalog)
        let notes = try #require(try TranslationExport(catalog: small, file: oneLine).documents(.xliff).first).text
        #expect(notes.contains(#"<note>Product "com.one.pro": its display name"#))
        #expect(notes.contains(#"<note>Subscription group "pro" (Pro): its display name"#))
    }

    @Test func messagesSayWhatHappened() throws {
        let (catalog, folder) = try Self.write(Self.oneLineCatalog)
        let badLocale = try Self.xliff("", language: "xx-YY", in: folder)
        var report = try TranslationImport(catalog: catalog, files: [badLocale]).run()
        #expect(report.issues.map(\.message) == [#"<file target-language="xx-YY">: "xx-YY" is not a locale"#])

        let empty = try Self.xliff(
            #"<trans-unit id="paywalls/main/title"><target state="translated"></target></trans-unit>"#, in: folder)
        report = try TranslationImport(catalog: catalog, files: [empty]).run()
        #expect(report.issues.map(\.rule) == [.emptyTranslation])
        #expect(report.issues.first?.severity == .warning)
        #expect(
            report.issues.first?.message
                == #"the target of "paywalls/main/title" is empty although its state is "translated"; it was skipped"#)

        let truncated = folder.appendingPathComponent("cut.xliff")
        try Data("<xliff version=\"1.2\">\n  <file target-language=\"fr-FR\"><body>\n    <note>half".utf8).write(to: truncated)
        report = try TranslationImport(catalog: catalog, files: [truncated.path]).run()
        #expect(
            report.issues.first?.message == "not well-formed XML: the file ends while <note> (opened at 3:5) is still open")
        #expect(report.issues.first?.location == Diagnostic.Location(line: 3, column: 15))
    }
}
