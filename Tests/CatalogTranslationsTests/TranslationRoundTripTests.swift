import Catalog
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogTranslations

/// `translations export` then `import`: byte-identical when nothing changed, in both formats, on every
/// example catalog; edits, new languages, and the problems of translation files, with their positions.
@Suite("Translation round trips", .removesTemporaryFolders)
struct TranslationRoundTripTests {
    /// The example catalogs an import can write to (`.storekit` files are refused).
    static let jsonCatalogs = ["castle-coins.json", "pulse-fitness.json"]

    /// A copy of an example catalog in a fresh folder, with the folder.
    static func copy(_ name: String) throws -> (catalog: String, folder: URL) {
        let folder = try SiteFixture.temporaryFolder()
        let target = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: SiteFixture.repository.appendingPathComponent("catalogs/\(name)"), to: target)
        return (target.path, folder)
    }

    static func export(_ catalog: String, _ format: TranslationFormat, to folder: URL) throws -> [String] {
        let loaded = CatalogLoader.load(path: catalog)
        let model = try #require(loaded.catalog)
        return try TranslationExport(catalog: model, file: catalog).write(format, to: folder.appendingPathComponent("out").path)
    }

    static func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    @Test(arguments: jsonCatalogs, TranslationFormat.allCases)
    func anUnchangedRoundTripLeavesTheCatalogByteIdentical(_ name: String, _ format: TranslationFormat) throws {
        let (catalog, folder) = try Self.copy(name)
        let before = try Self.bytes(catalog)
        let files = try Self.export(catalog, format, to: folder)
        #expect(!files.isEmpty)
        let report = try TranslationImport(catalog: catalog, files: files).run()
        #expect(report.issues.isEmpty)
        #expect(report.changed == 0 && report.inserted == 0 && report.unchanged > 0)
        #expect(!report.wroteCatalog)
        #expect(try Self.bytes(catalog) == before)
    }

    @Test(arguments: TranslationFormat.allCases)
    func theStoreKitExampleExportsAndRefusesImports(_ format: TranslationFormat) throws {
        let folder = try SiteFixture.temporaryFolder()
        let catalog = SiteFixture.repository.appendingPathComponent("catalogs/notes-plus.storekit").path
        let files = try Self.export(catalog, format, to: folder)
        #expect(!files.isEmpty)
        #expect(throws: TranslationError.storeKitTarget(file: catalog)) { try TranslationImport(catalog: catalog, files: files).run() }
    }

    @Test func exportsAreDeterministic() throws {
        let catalog = SiteFixture.repository.appendingPathComponent("catalogs/pulse-fitness.json").path
        let model = try #require(CatalogLoader.load(path: catalog).catalog)
        for format in TranslationFormat.allCases {
            #expect(
                try TranslationExport(catalog: model, file: catalog).documents(format)
                    == TranslationExport(catalog: model, file: catalog).documents(format))
        }
    }

    @Test func aChangedTranslationRewritesOnlyItsValue() throws {
        let (catalog, folder) = try Self.copy("castle-coins.json")
        let before = try SiteFixture.read(URL(fileURLWithPath: catalog))
        let files = try Self.export(catalog, .xliff, to: folder)
        let german = try #require(files.first { $0.hasSuffix(".de-DE.xliff") })
        let xliff = try SiteFixture.read(URL(fileURLWithPath: german))
        try Data(xliff.replacingOccurrences(of: ">100 Goldmünzen<", with: ">Hundert Goldmünzen &amp; &quot;mehr&quot;<").utf8)
            .write(to: URL(fileURLWithPath: german))
        let report = try TranslationImport(catalog: catalog, files: [german]).run()
        #expect(report.changed == 1 && report.inserted == 0 && report.wroteCatalog)
        #expect(report.findings.filter { $0.severity == .error }.isEmpty)
        let after = try SiteFixture.read(URL(fileURLWithPath: catalog))
        #expect(
            after
                == before.replacingOccurrences(
                    of: #""displayName": "100 Goldmünzen""#, with: #""displayName": "Hundert Goldmünzen & \"mehr\"""#))
    }

    @Test func aNewLanguageIsInsertedAfterItsSiblingsInTheirLayout() throws {
        let (catalog, folder) = try Self.copy("castle-coins.json")
        let before = try SiteFixture.read(URL(fileURLWithPath: catalog))
        let files = try Self.export(catalog, .xliff, to: folder)
        let german = try #require(files.first { $0.hasSuffix(".de-DE.xliff") })
        let italian = folder.appendingPathComponent("it.xliff")
        try Data(
            try SiteFixture.read(URL(fileURLWithPath: german)).replacingOccurrences(
                of: #"target-language="de-DE""#, with: #"target-language="it-IT""#
            )
            .utf8
        ).write(to: italian)
        let report = try TranslationImport(catalog: catalog, files: [italian.path]).run()
        #expect(report.inserted == 15 && report.changed == 0)
        let after = try SiteFixture.read(URL(fileURLWithPath: catalog))
        let inserted = [
            #"          "description": "Una bolsita de oro para mejorar más rápido""#,
            #"        },"#,
            #"        "it_IT": {"#,
            #"          "displayName": "100 Goldmünzen","#,
            #"          "description": "Ein Beutel Gold für schnellere Upgrades""#,
            #"        }"#,
            #"      }"#,
        ].joined(separator: "\n")
        #expect(after.contains(inserted))
        #expect(after.contains(#"        "it_IT": {"# + "\n" + #"          "title": "Königliche Schatzkammer","#))
        // Removing the inserted members gives the original back: nothing else moved.
        let model = try #require(CatalogLoader.load(path: catalog).catalog)
        #expect(
            model.product(withID: "com.emberforge.crownhold.gold.100")?.localizations[try LocaleID("it_IT")]?.displayName
                == "100 Goldmünzen")
        #expect(model.paywalls[0].copy[try LocaleID("it_IT")]?.features.count == 3)
        // Only lines were added: the original's lines are all there, in order.
        #expect(before.split(separator: "\n").allSatisfy { after.contains($0) })
    }

    @Test func aFeatureTheSourceDoesNotHaveIsAnUnknownID() throws {
        let (catalog, _) = try Self.copy("castle-coins.json")
        let folder = try SiteFixture.temporaryFolder()
        let file = folder.appendingPathComponent("de.xliff")
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="castle-coins.json" source-language="en-US" target-language="de-DE" datatype="plaintext"><body>
                <trans-unit id="paywalls/shop/features/3"><source>x</source><target>Vierter Punkt</target></trans-unit>
              </body></file>
            </xliff>
            """.utf8
        ).write(to: file)
        let report = try TranslationImport(catalog: catalog, files: [file.path]).run()
        // features/3 is not a string of the source (which has three features): an unknown ID.
        #expect(report.issues.map(\.rule) == [.unknownTranslationID])
        #expect(report.issues.first?.hint == #"did you mean "paywalls/shop/features/0"?"#)
        #expect(!report.wroteCatalog)
    }

    @Test func aMissingFieldAndAMissingFeatureGoIntoTheirExistingObjects() throws {
        let (catalog, folder) = try Self.copy("castle-coins.json")
        let original = try SiteFixture.read(URL(fileURLWithPath: catalog))
        let german = """
                      "subtitle": "Gold zum Bauen, Ausbilden und Erobern.",
                      "features": [
                        "Gold sofort in deiner Schatzkammer",
                        "Größere Truhen, mehr Bonusgold",
                        "Die Burgerweiterung gehört dir für immer"
                      ]
            """
        let shortened = """
                      "features": [
                        "Gold sofort in deiner Schatzkammer"
                      ]
            """
        #expect(original.contains(german))
        try Data(original.replacingOccurrences(of: german, with: shortened).utf8).write(to: URL(fileURLWithPath: catalog))
        let files = try Self.export(catalog, .xliff, to: folder)
        // The export says what is missing; translators fill it in (here: the catalog's old values).
        let path = try #require(files.first { $0.hasSuffix(".de-DE.xliff") })
        var xliff = try SiteFixture.read(URL(fileURLWithPath: path))
        #expect(xliff.components(separatedBy: #"<target state="needs-translation"></target>"#).count == 4)
        for value in [
            "Gold zum Bauen, Ausbilden und Erobern.", "Größere Truhen, mehr Bonusgold", "Die Burgerweiterung gehört dir für immer",
        ] {
            xliff = xliff.replacingOccurrences(
                of: #"<target state="needs-translation"></target>"#, with: #"<target state="translated">\#(value)</target>"#,
                range: xliff.range(of: #"<target state="needs-translation"></target>"#))
        }
        try Data(xliff.utf8).write(to: URL(fileURLWithPath: path))
        let report = try TranslationImport(catalog: catalog, files: [path]).run()
        #expect(report.inserted == 3 && report.issues.isEmpty)
        // The subtitle goes after the last member, the features after the last item.
        let after = try SiteFixture.read(URL(fileURLWithPath: catalog))
        let expected = [
            #"          "features": ["#,
            #"            "Gold sofort in deiner Schatzkammer","#,
            #"            "Größere Truhen, mehr Bonusgold","#,
            #"            "Die Burgerweiterung gehört dir für immer""#,
            #"          ],"#,
            #"          "subtitle": "Gold zum Bauen, Ausbilden und Erobern.""#,
            #"        },"#,
        ]
        #expect(after.contains(expected.joined(separator: "\n")))
    }

    @Test func aMalformedXLIFFIsRefusedWithItsPosition() throws {
        let (catalog, folder) = try Self.copy("castle-coins.json")
        let before = try Self.bytes(catalog)
        let file = folder.appendingPathComponent("bad.xliff")
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2">
              <file source-language="en-US" target-language="de-DE"><body>
                <trans-unit id="paywalls/shop/title"><target>Gold & Ruhm</target></trans-unit>
              </body></file>
            </xliff>
            """.utf8
        ).write(to: file)
        let report = try TranslationImport(catalog: catalog, files: [file.path]).run()
        #expect(
            report.issues.map(\.rendered) == [
                "\(file.path):4:55: error: not well-formed XML: \"&\" must start a reference such as &amp; (a literal & is written &amp;) [xliff-malformed]\n  hint: fix the XML at this position; the catalog was not changed"
            ])
        #expect(report.hasErrors && !report.wroteCatalog)
        #expect(try Self.bytes(catalog) == before)
    }

    @Test func anUnknownIDIsAWarningWithDidYouMean() throws {
        let (catalog, folder) = try Self.copy("castle-coins.json")
        let file = folder.appendingPathComponent("de.xliff")
        try Data(
            """
            <xliff version="1.2"><file source-language="en-US" target-language="de-DE"><body>
            <trans-unit id="paywalls/shop/titel"><source>Royal Treasury</source><target>Schatz</target></trans-unit>
            <trans-unit id="paywalls/shop/subtitle"><source>Gold</source><target>Gold zum Bauen!</target></trans-unit>
            </body></file></xliff>
            """.utf8
        ).write(to: file)
        let report = try TranslationImport(catalog: catalog, files: [file.path]).run()
        #expect(
            report.issues.map(\.rendered) == [
                """
                \(file.path):2:69: warning: the catalog has no string "paywalls/shop/titel"; it was skipped [unknown-translation-id]
                  at /xliff/file[1]/body/trans-unit[@id='paywalls/shop/titel']/target
                  hint: did you mean "paywalls/shop/title"?
                """
            ])
        #expect(report.changed == 1 && report.wroteCatalog && !report.hasErrors)
    }

    @Test func aStringCatalogRoundTripsAndImportsAnEdit() throws {
        let (catalog, folder) = try Self.copy("pulse-fitness.json")
        let before = try SiteFixture.read(URL(fileURLWithPath: catalog))
        let file = try #require(try Self.export(catalog, .xcstrings, to: folder).first)
        let text = try SiteFixture.read(URL(fileURLWithPath: file))
        #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en-US\",\n  \"strings\" : {\n    \"groups/premium/name\" : {\n"))
        #expect(text.hasSuffix("  },\n  \"version\" : \"1.0\"\n}\n"))
        try Data(text.replacingOccurrences(of: #""value" : "Pulse 프리미엄""#, with: #""value" : "펄스 프리미엄""#).utf8)
            .write(to: URL(fileURLWithPath: file))
        let report = try TranslationImport(catalog: catalog, files: [file]).run()
        #expect(report.changed == 1 && report.issues.isEmpty)
        #expect(
            try SiteFixture.read(URL(fileURLWithPath: catalog))
                == before.replacingOccurrences(of: #""name": "Pulse 프리미엄""#, with: #""name": "펄스 프리미엄""#))
    }

    @Test func aMalformedStringCatalogIsRefusedWithItsPosition() throws {
        let (catalog, folder) = try Self.copy("pulse-fitness.json")
        let file = folder.appendingPathComponent("bad.xcstrings")
        try Data("{\n  \"strings\" : {\n    \"a\" : \n  }\n}\n".utf8).write(to: file)
        let report = try TranslationImport(catalog: catalog, files: [file.path]).run()
        #expect(report.issues.map(\.rule) == [.xcstringsMalformed])
        #expect(report.issues.first?.location == Diagnostic.Location(line: 4, column: 3))
        #expect(!report.wroteCatalog)
    }

    @Test func layoutIsKeptInInlineCRLFAndTabIndentedFiles() throws {
        let folder = try SiteFixture.temporaryFolder()
        let catalog = """
            {\r\n\t"name": "Tabs",\r\n\t"sourceLocale": "en-US",\r\n\t"products": [\r\n\t\t{\r\n\t\t\t"id": "com.example.gold",\r\n\t\t\t"type": "consumable",\r\n\t\t\t"prices": { "US": "0.99" },\r\n\t\t\t"localizations": { "en-US": { "displayName": "Gold", "description": "Some gold" } }\r\n\t\t}\r\n\t],\r\n\t"paywalls": [\r\n\t\t{\r\n\t\t\t"id": "shop",\r\n\t\t\t"products": [ "com.example.gold" ],\r\n\t\t\t"copy": {\r\n\t\t\t\t"en-US": {\r\n\t\t\t\t\t"title": "Gold",\r\n\t\t\t\t\t"subtitle": "Shiny"\r\n\t\t\t\t}\r\n\t\t\t}\r\n\t\t}\r\n\t]\r\n}\r\n
            """
        let path = try SiteFixture.catalogFile(catalog, in: folder)
        let file = folder.appendingPathComponent("fr.xliff")
        try Data(
            """
            <xliff version="1.2"><file source-language="en-US" target-language="fr-FR"><body>
            <trans-unit id="products/com.example.gold/displayName"><target>Or</target></trans-unit>
            <trans-unit id="paywalls/shop/title"><target>L’or</target></trans-unit>
            <trans-unit id="paywalls/shop/subtitle"><target>Brillant</target></trans-unit>
            </body></file></xliff>
            """.utf8
        ).write(to: file)
        let report = try TranslationImport(catalog: path, files: [file.path]).run()
        #expect(report.inserted == 3 && report.issues.isEmpty)
        let expected = catalog.replacingOccurrences(
            of: #""description": "Some gold" } }"#,
            with: #""description": "Some gold" }, "fr-FR": { "displayName": "Or" } }"#
        )
        .replacingOccurrences(
            of: "\t\t\t\t\t\"subtitle\": \"Shiny\"\r\n\t\t\t\t}",
            with:
                "\t\t\t\t\t\"subtitle\": \"Shiny\"\r\n\t\t\t\t},\r\n\t\t\t\t\"fr-FR\": {\r\n\t\t\t\t\t\"title\": \"L’or\",\r\n\t\t\t\t\t\"subtitle\": \"Brillant\"\r\n\t\t\t\t}"
        )
        // Next to a one-line sibling, the new language is one line too.
        #expect(try SiteFixture.read(URL(fileURLWithPath: path)) == expected)
    }
}
