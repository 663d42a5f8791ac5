import Catalog

/// How Catalog's phrases cover a locale, for `locales --store`: in its own language ("covered (de)"), in
/// another variant of it ("fallback (es-MX)" for es-419), or not at all, when the source language's
/// are used ("not covered (en)").
enum PhraseCoverage: Equatable, CustomStringConvertible {
    /// The locale's language, in its script and region or none: de for de-DE, zh-Hant for zh-HK.
    case covered(String)
    /// Another region's variant of the language: es-MX for es-419, en-GB for en-IN.
    case fallback(String)
    /// None of the language: the source language's phrases are used.
    case notCovered(String)

    /// The coverage of `locale` by the bundled phrases.
    /// - Throws: `PhraseError` when the bundled phrases cannot be read.
    init(of locale: LocaleID) throws(PhraseError) {
        let phrases = try Phrasebook(locale: locale).language
        guard !phrases.isFallback else {
            self = .notCovered(phrases.tag)
            return
        }
        let used = try? LocaleID(phrases.tag)
        let sameVariant =
            used.map { $0.maximized.script == locale.maximized.script && ($0.region == nil || $0.region == locale.region) }
            ?? false
        self = sameVariant ? .covered(phrases.tag) : .fallback(phrases.tag)
    }

    var description: String {
        switch self {
        case .covered(let tag): "covered (\(tag))"
        case .fallback(let tag): "fallback (\(tag))"
        case .notCovered(let tag): "not covered (\(tag))"
        }
    }
}
