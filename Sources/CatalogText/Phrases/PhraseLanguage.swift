/// The language of the phrases chosen for a locale, and whether it is a fallback.
///
/// ```swift
/// let phrases = try Phrasebook(locale: LocaleID("pt_AO"))
/// phrases.language.tag          // "pt-PT": CLDR's parent of pt_AO
/// phrases.language.isFallback   // false: still Portuguese
/// try Phrasebook(locale: LocaleID("cy")).language.isFallback  // true: no Welsh, English is used
/// ```
public struct PhraseLanguage: Sendable, Hashable, CustomStringConvertible {
    /// The language tag of the translation used ("pt-BR", "zh-Hant", "en").
    public let tag: String
    /// The candidates tried, in order, ending with the one used.
    public let tried: [String]
    /// Whether the translation is not the locale's own language (e.g. English for a Welsh locale).
    public let isFallback: Bool

    /// The tag, with the candidates tried first when it is a fallback: "en (fallback after cy, cy-GB)".
    public var description: String {
        isFallback ? "\(tag) (fallback after \(tried.dropLast().joined(separator: ", ")))" : tag
    }
}
