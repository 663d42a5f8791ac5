extension PhraseOverrides {
    /// The phrase of Catalog's that an override replaces, and what the override must keep of it: its
    /// placeholders, and for a phrase with a count, a variant per plural category of the language.
    struct Check {
        /// The phrase.
        let key: PhraseKey
        /// The language as a BCP 47 tag ("pt-BR" for `pt_BR`), as Catalog's catalog spells languages.
        let language: String
        /// The language as a locale, for its plural rules.
        private let locale: LocaleID

        /// The phrase and language of an override.
        /// - Throws: `PhraseError.unknownKey` or `.unknownLanguage`.
        init(key: String, language: String) throws(PhraseError) {
            guard let phraseKey = PhraseKey(rawValue: key) else {
                let nearest = EditDistance.closest(to: key, among: PhraseKey.allCases.map(\.rawValue), limit: 3).first
                throw .unknownKey(key, suggestion: nearest)
            }
            do { locale = try LocaleID(language) } catch { throw .unknownLanguage(language) }
            self.key = phraseKey
            self.language = locale.languageTag
        }

        /// Checks an override's value against Catalog's phrase.
        /// - Throws: `PhraseError` naming the key, the language and what the override changed.
        func check(_ value: StringCatalog.Value) throws(PhraseError) {
            let bundled = try Phrasebook.bundled.get()
            let ours = bundled.strings[key.rawValue] ?? [:]
            let takesCount = ours.values.contains { if case .plural = $0 { true } else { false } }
            let expected = Self.placeholders(of: ours, source: bundled.sourceLanguage)
            switch value {
            case .text(let text):
                guard !takesCount else { throw .needsPluralVariants(key: key.rawValue, language: language) }
                try check(text, expected: expected, countMayBeWords: false)
            case .plural(let variants):
                guard takesCount else { throw .needsText(key: key.rawValue, language: language) }
                let categories: [PluralCategory]
                do { categories = try PluralCategory.categories(for: locale) } catch { throw .unknownLanguage(language) }
                guard Set(variants.keys) == Set(categories) else {
                    throw .pluralCategoriesChanged(
                        key: key.rawValue, language: language, expected: categories, found: variants.keys.sorted())
                }
                for (_, text) in variants.sorted(by: { $0.key < $1.key }) { try check(text, expected: expected, countMayBeWords: true) }
            }
        }

        /// Checks that a text uses the placeholders of Catalog's phrase and no other braces. A plural
        /// variant may write its number in words ("every month", "كل شهرين") and leave out `{count}`.
        private func check(_ text: String, expected: Set<String>, countMayBeWords: Bool) throws(PhraseError) {
            let found = Set(StringCatalog.placeholders(in: text))
            guard found == expected || (countMayBeWords && found == expected.subtracting(["count"])) else {
                throw .placeholdersChanged(key: key.rawValue, language: language, expected: expected.sorted(), found: found.sorted())
            }
            let braces = text.filter { $0 == "{" || $0 == "}" }.count
            let filled = found.reduce(0) { $0 + text.components(separatedBy: "{\($1)}").count - 1 }
            guard braces == filled * 2 else { throw .strayBrace(key: key.rawValue, language: language, text: text) }
        }

        /// The placeholders of Catalog's phrase: those of its source-language text, or of the languages
        /// that have it (the replacements of CLDR data have no source text).
        private static func placeholders(of ours: [String: StringCatalog.Value], source: String) -> Set<String> {
            let texts = ours[source]?.texts ?? ours.sorted { $0.key < $1.key }.first?.value.texts ?? []
            return Set(texts.flatMap(StringCatalog.placeholders(in:)))
        }
    }
}
