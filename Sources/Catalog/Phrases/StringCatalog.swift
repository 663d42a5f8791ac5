import Foundation

/// An Xcode String Catalog (`.xcstrings`) as Catalog reads it: per key and language, one text or one
/// text per CLDR plural category. Placeholders are named: `{price}`, `{count}`.
struct StringCatalog: Sendable, Equatable {
    /// A translated value.
    enum Value: Sendable, Equatable {
        case text(String)
        case plural([PluralCategory: String])

        /// Every text of the value.
        var texts: [String] {
            switch self {
            case .text(let text): [text]
            case .plural(let variants): variants.sorted { $0.key < $1.key }.map(\.value)
            }
        }
    }

    /// The language of the source text ("en").
    let sourceLanguage: String
    /// Key → language tag → value.
    let strings: [String: [String: Value]]

    /// Every language that has at least one translation, sorted.
    let languages: [String]
    /// The same languages as a set, for matching a locale against them.
    let languageSet: Set<String>

    /// Reads the JSON of a `.xcstrings` file.
    /// - Throws: `PhraseError` naming the key and language of a malformed entry.
    init(data: Data) throws(PhraseError) {
        let file: File
        do { file = try JSONDecoder().decode(File.self, from: data) } catch {
            throw .invalidCatalog("\(error)")
        }
        var strings: [String: [String: Value]] = [:]
        for (key, entry) in file.strings {
            var values: [String: Value] = [:]
            for (language, localization) in entry.localizations ?? [:] {
                if let unit = localization.stringUnit {
                    values[language] = .text(unit.value)
                } else if let plural = localization.variations?.plural {
                    var variants: [PluralCategory: String] = [:]
                    for (name, variant) in plural {
                        guard let category = PluralCategory(rawValue: name) else {
                            throw .unknownPluralCategory(key: key, language: language, name: name)
                        }
                        variants[category] = variant.stringUnit.value
                    }
                    values[language] = .plural(variants)
                } else {
                    throw .emptyTranslation(key: key, language: language)
                }
            }
            strings[key] = values
        }
        self.sourceLanguage = file.sourceLanguage
        self.strings = strings
        // Worked out once here: flattening every key's languages took most of a Phrasebook's construction.
        self.languageSet = Set(strings.values.flatMap(\.keys))
        self.languages = languageSet.sorted()
    }

    private struct File: Decodable {
        let sourceLanguage: String
        let strings: [String: Entry]
    }

    private struct Entry: Decodable {
        let localizations: [String: Localization]?
    }

    private struct Localization: Decodable {
        let stringUnit: StringUnit?
        let variations: Variations?
    }

    private struct Variations: Decodable {
        let plural: [String: Variant]?
    }

    private struct Variant: Decodable {
        let stringUnit: StringUnit
    }

    private struct StringUnit: Decodable {
        let value: String
    }
}

extension StringCatalog {
    /// Catalog's own phrases: `Resources/Localizable/Localizable.xcstrings`, embedded in the library when
    /// it was built (no resource bundle has to be installed next to the executable).
    /// - Throws: `PhraseError` when the phrases were not embedded or do not parse.
    static func bundled() throws(PhraseError) -> StringCatalog {
        try embedded(named: "Localizable.xcstrings")
    }

    /// An embedded string catalog by file name.
    static func embedded(named name: String) throws(PhraseError) -> StringCatalog {
        guard let text = EmbeddedResources.text(named: name) else {
            throw .notEmbedded(name)
        }
        return try StringCatalog(data: Data(text.utf8))
    }

    /// Every `{name}` placeholder in a text, sorted and unique.
    static func placeholders(in text: String) -> [String] {
        var names = Set<String>()
        var current: String?
        for character in text {
            if character == "{" {
                current = ""
            } else if character == "}", let name = current {
                if !name.isEmpty { names.insert(name) }
                current = nil
            } else if current != nil {
                if character.isLetter || character.isNumber { current?.append(character) } else { current = nil }
            }
        }
        return names.sorted()
    }
}
