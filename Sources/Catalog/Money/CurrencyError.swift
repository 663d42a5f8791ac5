/// A currency code is not one ICU knows.
public struct CurrencyError: CatalogError, Equatable {
    /// The code as given.
    public let code: String
    /// Known codes that are close to it (`EURO` → `EUR`).
    public let suggestions: [String]

    /// Whether `code` is a region that has no current currency rather than a currency code.
    public let isRegion: Bool

    public init(code: String, suggestions: [String], region: Bool = false) {
        self.code = code
        self.suggestions = suggestions
        self.isRegion = region
    }

    public var description: String {
        isRegion ? "ICU knows no current currency for region \"\(code)\"" : "unknown currency code \"\(code)\""
    }

    public var hint: String? {
        if isRegion { return "use an ISO 3166 alpha-2 region with a currency, such as US, DE or JP" }
        return suggestions.isEmpty
            ? "use an ISO 4217 code such as USD, EUR or JPY"
            : "did you mean \(suggestions.joined(separator: ", "))?"
    }
}
