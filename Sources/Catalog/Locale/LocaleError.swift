/// A locale identifier could not be used.
public enum LocaleError: CatalogError, Equatable {
    /// Not a well-formed BCP 47 tag or ICU locale ID.
    case malformed(String)
    /// Well-formed, but ICU has no data for it: formatting would silently fall back to root.
    case noData(String, suggestions: [String])

    public var description: String {
        switch self {
        case .malformed(let text): "\"\(text)\" is not a locale identifier"
        case .noData(let text, _): "ICU has no locale data for \"\(text)\""
        }
    }

    public var hint: String? {
        switch self {
        case .malformed: "write a BCP 47 tag such as fr-FR, zh-Hant-TW, sr-Latn-RS, or an ICU ID such as fr_FR"
        case .noData(_, let suggestions) where !suggestions.isEmpty:
            "did you mean \(suggestions.joined(separator: ", "))?"
        case .noData: "use a locale ICU knows, such as en, fr_FR or ar_SA; catalog-site locales lists them"
        }
    }
}
