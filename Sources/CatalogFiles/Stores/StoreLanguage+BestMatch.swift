import CatalogText

extension StoreLanguage {
    /// The language among a store's that it would show to people of `locale` (see
    /// `Store.language(for:)`); nil when none has the locale's language.
    static func bestMatch(for locale: LocaleID, among languages: [StoreLanguage]) -> StoreLanguage? {
        let locale = locale.pseudo?.base ?? locale
        let sameLanguage = languages.filter { language in
            language.locale.language == locale.language || language.standsFor.contains { $0.language == locale.language }
        }
        guard !sameLanguage.isEmpty else { return nil }
        for candidate in candidates(for: locale) {
            if let own = sameLanguage.first(where: { $0.locale == candidate || $0.standsFor.contains(candidate) }) {
                return own
            }
            let likely = candidate.maximized
            if let alike = sameLanguage.first(where: { $0.locale.maximized == likely }) { return alike }
        }
        let script = locale.maximized.script
        return sameLanguage.first { $0.locale.maximized.script == script }
    }

    /// The locales whose code would do for `locale`, nearest first: the locale and its CLDR parents
    /// (es_MX → es_419 → es), then its likely form and that form's parents (zh_HK → zh_Hant_HK →
    /// zh_Hant), leaving out those in another script (zh_HK's parent zh is Simplified Chinese).
    private static func candidates(for locale: LocaleID) -> [LocaleID] {
        let script = locale.maximized.script
        var candidates: [LocaleID] = []
        for start in [locale, locale.maximized] {
            var current: LocaleID? = start
            // CLDR's chains are a few steps long; the bound only guards against a cycle.
            for _ in 0..<8 {
                guard let step = current else { break }
                if step.maximized.script == script, !candidates.contains(step) { candidates.append(step) }
                current = step.parent
            }
        }
        return candidates
    }
}
