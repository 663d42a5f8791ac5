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
        // Read with the package's own parser: Foundation's JSONDecoder took a tenth of a second per
        // process for the bundled phrases, more than the rest of reading them.
        let root: JSONNode
        do { root = try JSONParser.parse([UInt8](data)) } catch { throw .invalidCatalog("\(error)") }
        guard case .string(let sourceLanguage)? = root["sourceLanguage"]?.value else {
            throw .invalidCatalog("sourceLanguage: expected a string")
        }
        guard case .object(let entries)? = root["strings"]?.value else { throw .invalidCatalog("strings: expected an object") }
        var strings: [String: [String: Value]] = [:]
        strings.reserveCapacity(entries.count)
        for entry in entries {
            let key = entry.key
            var values: [String: Value] = [:]
            for localization in try Self.entries(of: entry.value["localizations"], at: "strings.\(key).localizations") {
                let language = localization.key
                let path = "strings.\(key).localizations.\(language)"
                if let unit = try Self.members(localization.value["stringUnit"], at: "\(path).stringUnit") {
                    values[language] = .text(try Self.text(unit, at: "\(path).stringUnit.value"))
                } else if let variations = try Self.members(localization.value["variations"], at: "\(path).variations"),
                    let plural = try Self.members(variations["plural"], at: "\(path).variations.plural")
                {
                    var variants: [PluralCategory: String] = [:]
                    for variant in try Self.entries(of: plural, at: "\(path).variations.plural") {
                        guard let category = PluralCategory(rawValue: variant.key) else {
                            throw .unknownPluralCategory(key: key, language: language, name: variant.key)
                        }
                        let unitPath = "\(path).variations.plural.\(variant.key).stringUnit"
                        guard let unit = try Self.members(variant.value["stringUnit"], at: unitPath) else {
                            throw .invalidCatalog("\(unitPath): missing")
                        }
                        variants[category] = try Self.text(unit, at: "\(unitPath).value")
                    }
                    values[language] = .plural(variants)
                } else {
                    throw .emptyTranslation(key: key, language: language)
                }
            }
            strings[key] = values
        }
        self.init(sourceLanguage: sourceLanguage, strings: strings)
    }

    /// A catalog of the given texts.
    init(sourceLanguage: String, strings: [String: [String: Value]]) {
        self.sourceLanguage = sourceLanguage
        self.strings = strings
        // Worked out once here: flattening every key's languages took most of a Phrasebook's construction.
        self.languageSet = Set(strings.values.flatMap(\.keys))
        self.languages = languageSet.sorted()
    }

    /// An object's node, nil when the member is missing or null.
    /// - Throws: `PhraseError.invalidCatalog` for any other value.
    private static func members(_ node: JSONNode?, at path: String) throws(PhraseError) -> JSONNode? {
        guard let node else { return nil }
        switch node.value {
        case .object: return node
        case .null: return nil
        default: throw .invalidCatalog("\(path): expected an object")
        }
    }

    /// An object's members, none when the member is missing or null.
    private static func entries(of node: JSONNode?, at path: String) throws(PhraseError) -> [JSONNode.Member] {
        guard case .object(let members)? = try members(node, at: path)?.value else { return [] }
        return members
    }

    /// The string member `value` of a string unit.
    private static func text(_ unit: JSONNode, at path: String) throws(PhraseError) -> String {
        guard case .string(let text)? = unit["value"]?.value else { throw .invalidCatalog("\(path): expected a string") }
        return text
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
