/// A currency code is not one ICU knows.
public struct CurrencyError: CatalogError, Equatable {
    /// The code as given.
    public let code: String
    /// Known codes that are close to it (`EURO` → `EUR`).
    public let suggestions: [String]

    public init(code: String, suggestions: [String]) {
        self.code = code
        self.suggestions = suggestions
    }

    public var description: String { "unknown currency code \"\(code)\"" }

    public var hint: String? {
        suggestions.isEmpty
            ? "use an ISO 4217 code such as USD, EUR or JPY"
            : "did you mean \(suggestions.joined(separator: ", "))?"
    }
}
