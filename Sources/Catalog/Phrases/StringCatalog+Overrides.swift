extension StringCatalog {
    /// The catalog with a team's overrides over it: each overridden phrase replaced, or added, in the
    /// overrides' languages and in Catalog's more specific forms of them that the team does not
    /// override itself (an `en` override replaces Catalog's `en-GB` text too, so a brand's wording is not
    /// lost on British pages); every other text kept.
    func overlaid(with overrides: PhraseOverrides) -> StringCatalog {
        var strings = self.strings
        for (key, languages) in overrides.values {
            var texts = strings[key] ?? [:]
            // Most specific last, so that a team's `pt-BR` wins over its `pt` for pt-BR.
            for (language, value) in languages.sorted(by: { $0.key.count < $1.key.count }) {
                for ours in texts.keys where ours.hasPrefix(language + "-") { texts[ours] = value }
                texts[language] = value
            }
            strings[key] = texts
        }
        return StringCatalog(sourceLanguage: sourceLanguage, strings: strings)
    }
}
