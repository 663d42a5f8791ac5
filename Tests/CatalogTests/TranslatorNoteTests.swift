import Foundation
import Testing

@testable import CatalogFiles
@testable import CatalogText

/// Every language of our phrases has its translator note in `docs/translations/<tag>.md`, and a note
/// says why the language overrides CLDR wherever it does.
@Suite("Translator notes")
struct TranslatorNoteTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/translations")

    static func note(_ tag: String) throws -> String {
        String(decoding: try Data(contentsOf: folder.appendingPathComponent("\(tag).md")), as: UTF8.self)
    }

    @Test(arguments: TranslatedLanguages.tags)
    func everyLanguageHasItsNote(_ tag: String) throws {
        let note = try Self.note(tag)
        #expect(note.count > 500, "docs/translations/\(tag).md says too little")
    }

    /// A CLDR override (`duration.*`, `price.per.*`) is product copy replacing CLDR's: its note names the key.
    @Test(arguments: TranslatedLanguages.tags)
    func everyOverrideOfCLDRIsExplained(_ tag: String) throws {
        let catalog = try StringCatalog.bundled()
        let note = try Self.note(tag)
        let lines = note.split(separator: "\n")
        for key in PhraseKey.allCases where key.isCLDROverride && catalog.strings[key.rawValue]?[tag] != nil {
            let family = key.rawValue.split(separator: ".").dropLast().joined(separator: ".")
            let unit = key.rawValue.split(separator: ".").last.map(String.init) ?? ""
            // "price.per.day", "price.per.*" or a line naming the family and the unit ("duration.day / week / year").
            let named = lines.contains { $0.contains("\(family).") && ($0.contains(unit) || $0.contains("\(family).*")) }
            #expect(named, "docs/translations/\(tag).md does not explain \(key.rawValue)")
        }
    }
}
