/// A locale, a storefront region or a numbering system could not be used.
public enum LocaleError: CatalogError, Equatable {
    /// Not a well-formed BCP 47 tag or ICU locale ID.
    case malformed(String)
    /// Well-formed, but ICU has no data for it: formatting would silently fall back to root.
    case noData(String, suggestions: [String])
    /// The region is not one ICU knows ("en_UK", "fr_XX", "ja_JA"); `suggestion` is the likely locale.
    case unknownRegion(String, region: String, suggestion: String?)
    /// The script is not an ISO 15924 code ICU knows ("zh_Hanx_TW").
    case unknownScript(String, script: String, suggestion: String?)
    /// The variant is not one CLDR knows ("fr_FR_FOO").
    case unknownVariant(String, suggestion: String?)
    /// A keyword (`@key=value`, `-u-` extension) has no BCP 47 spelling, so pages could not name the
    /// locale ("ar_SA@numjers=latn"); ICU would ignore it silently.
    case unknownKeyword(String)
    /// A storefront region code is not an ISO 3166 region ICU knows; `suggestions` are likely meant
    /// codes (the alpha-2 code of a spelled-out alpha-3 code).
    case unknownStorefrontRegion(String, suggestions: [String])
    /// ICU does not know the numbering system.
    case unknownNumberingSystem(String)

    /// What is wrong, naming the text as given.
    public var description: String {
        switch self {
        case .malformed(let text): "\"\(text)\" is not a locale identifier"
        case .noData(let text, _): "ICU has no locale data for \"\(text)\""
        case .unknownRegion(let text, let region, _): "unknown region \"\(region)\" in locale \"\(text)\""
        case .unknownScript(let text, let script, _): "unknown script \"\(script)\" in locale \"\(text)\""
        case .unknownVariant(let text, _): "unknown variant in locale \"\(text)\""
        case .unknownKeyword(let text): "unknown keyword in locale \"\(text)\""
        case .unknownStorefrontRegion(let code, _): "unknown storefront region \"\(code)\""
        case .unknownNumberingSystem(let name): "unknown numbering system \"\(name)\""
        }
    }

    /// The likely fix, or an example of a valid value.
    public var hint: String? {
        switch self {
        case .malformed: "write a BCP 47 tag such as fr-FR, zh-Hant-TW, sr-Latn-RS, or an ICU ID such as fr_FR"
        case .noData(_, let suggestions) where !suggestions.isEmpty:
            "did you mean \(suggestions.joined(separator: ", "))?"
        case .noData: "use a locale ICU knows, such as en, fr_FR or ar_SA; catalog-site locales lists them"
        case .unknownRegion(_, _, let suggestion?), .unknownScript(_, _, let suggestion?), .unknownVariant(_, let suggestion?):
            "did you mean \(suggestion)?"
        case .unknownRegion: "use an ISO 3166 region code such as US, GB, FR, or a UN M.49 area such as 419"
        case .unknownScript: "use an ISO 15924 script code such as Latn, Cyrl, Hans, Hant"
        case .unknownVariant: "remove the variant"
        case .unknownKeyword: "use a Unicode extension such as ar-SA-u-nu-latn (ICU: ar_SA@numbers=latn), or remove it"
        case .unknownStorefrontRegion(_, let suggestions) where !suggestions.isEmpty:
            "did you mean \(suggestions.joined(separator: ", "))?"
        case .unknownStorefrontRegion: "use an ISO 3166 alpha-2 code such as US, DE, JP"
        case .unknownNumberingSystem: "use a CLDR numbering system such as latn, arab, arabext, deva, beng, thai"
        }
    }
}
