import Catalog

/// Writes an Xcode String Catalog (`.xcstrings`): every string of a catalog in every language, in the
/// layout Xcode itself writes (two-space indents, `" : "`, keys sorted), so a save in Xcode changes
/// nothing but the edits.
struct XCStringsWriter {
    /// The strings.
    let set: TranslationSet

    /// The document.
    func document() -> String {
        let strings = set.units.sorted { Self.precedes($0.id, $1.id) }.map { unit -> (String, JSONValue) in
            var localizations: [(String, JSONValue)] = []
            var values = unit.translations.filter { set.languages.contains($0.key) }
            values[set.sourceLocale] = unit.source
            for (locale, value) in values {
                let stringUnit = JSONValue.object([("state", .string("translated")), ("value", .string(value))])
                localizations.append((locale.languageTag, .object([("stringUnit", stringUnit)])))
            }
            localizations.sort { Self.precedes($0.0, $1.0) }
            return (
                unit.id,
                .object([
                    ("comment", .string(unit.note)), ("extractionState", .string("manual")),
                    ("localizations", .object(localizations)),
                ])
            )
        }
        let root = JSONValue.object([
            ("sourceLanguage", .string(set.sourceLocale.languageTag)), ("strings", .object(strings)), ("version", .string("1.0")),
        ])
        return root.rendered(indent: "") + "\n"
    }

    /// Key order independent of the user's locale: by UTF-8 bytes.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool { lhs.utf8.lexicographicallyPrecedes(rhs.utf8) }
}
