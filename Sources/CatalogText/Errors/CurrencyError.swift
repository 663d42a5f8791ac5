/// A currency could not be found: an unknown code, or a region without a current currency.
public enum CurrencyError: CatalogError, Equatable {
    /// The code as given is not an ISO 4217 code ICU knows; `suggestions` are known codes close to it
    /// (`EURO` → `EUR`).
    case unknownCode(String, suggestions: [String])
    /// The region as given has no current currency in CLDR.
    case noCurrencyInRegion(String)

    /// What is wrong, naming the code or region as given.
    public var description: String {
        switch self {
        case .unknownCode(let code, _): "unknown currency code \"\(code)\""
        case .noCurrencyInRegion(let region): "ICU knows no current currency for region \"\(region)\""
        }
    }

    /// The close matches, or an example of a valid code or region.
    public var hint: String? {
        switch self {
        case .unknownCode(_, let suggestions) where !suggestions.isEmpty: "did you mean \(suggestions.joined(separator: ", "))?"
        case .unknownCode: "use an ISO 4217 code such as USD, EUR or JPY"
        case .noCurrencyInRegion: "use an ISO 3166 alpha-2 region with a currency, such as US, DE or JP"
        }
    }
}
