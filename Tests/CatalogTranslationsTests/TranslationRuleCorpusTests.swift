import Catalog
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogTranslations

/// One translation file per rule of `Diagnostic.Rule.translationRules`, each imported into the same small
/// catalog, must report its rule with the rule's severity; the table covers every rule, as the bad-catalog
/// corpus does for Catalog's.
@Suite("Translation rule corpus", .removesTemporaryFolders)
struct TranslationRuleCorpusTests {
    /// A file that provokes a rule: German XLIFF units, or a whole file's name and text.
    struct Case: Sendable, CustomTestStringConvertible {
        let rule: Diagnostic.Rule
        var units = title
        var version = "1.2"
        var original = "app.json"
        var file: (name: String, text: String)?
        var testDescription: String { rule.rawValue }
    }

    static let title = #"<trans-unit id="paywalls/main/title"><target state="translated">Nur {pricePerMonth}!</target></trans-unit>"#

    static let cases = [
        Case(rule: .xliffMalformed, file: ("t.xliff", "<xliff version=\"1.2\"><file>")),
        Case(rule: .xcstringsMalformed, file: ("t.xcstrings", #"{ "sourceLanguage": "en" }"#)),
        Case(rule: .otherCatalog, original: "other.json"),
        Case(rule: .xliffVersion, version: "1.1"),
        Case(
            rule: .unknownTranslationID,
            units: title + #"<trans-unit id="paywalls/main/titel"><target state="translated">Titel</target></trans-unit>"#),
        Case(
            rule: .emptyTranslation,
            units: title + #"<trans-unit id="paywalls/main/subtitle"><target state="translated"></target></trans-unit>"#),
        Case(
            rule: .translationNotPlaced,
            units: title + #"<trans-unit id="paywalls/main/features/1"><target state="translated">B</target></trans-unit>"#),
    ]

    @Test func coversEveryRule() {
        #expect(Self.cases.map(\.rule) == Diagnostic.Rule.translationRules)
    }

    @Test(arguments: cases)
    func reportsItsRule(_ test: Case) throws {
        let (catalog, folder) = try TranslationNewUserTests.write(TranslationNewUserTests.oneLineCatalog)
        var path = folder.appendingPathComponent(test.file?.name ?? "").path
        if let file = test.file {
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
        } else {
            path = try TranslationNewUserTests.xliff(
                test.units, language: "de-DE", original: test.original, version: test.version, in: folder)
        }
        let report = try TranslationImport(catalog: catalog, files: [path]).run()
        let issue = report.issues.first { $0.rule == test.rule }
        #expect(issue != nil, "no \(test.rule) in: \(report.issues.map(\.rendered))")
        #expect(issue?.severity == test.rule.defaultSeverity)
        #expect(issue?.rendered.contains("[\(test.rule.rawValue)]") == true)
    }
}
