extension PhraseLanguage {
    /// What a reviewer is told when a page's or a command's phrases are another language's, in the words
    /// `build`, `strings` and the text commands share: "Catalog has no bn-BD phrases; buttons and
    /// sentences use en (tried bn-BD, bn, bn-Beng-BD, bn-Beng)."
    /// - Parameters:
    ///   - page: The locale's language tag ("bn-BD").
    ///   - used: The language of the phrases used ("en").
    ///   - tried: The languages looked for before it.
    package static func fallbackNote(page: String, used: String, tried: [String]) -> String {
        "Catalog has no \(page) phrases; buttons and sentences use \(used) (tried \(tried.joined(separator: ", ")))."
    }

    /// The fallback note for phrases chosen for `locale`, or nil when they are the locale's own language.
    package func fallbackNote(for locale: LocaleID) -> String? {
        isFallback ? Self.fallbackNote(page: locale.languageTag, used: tag, tried: Array(tried.dropLast())) : nil
    }
}
