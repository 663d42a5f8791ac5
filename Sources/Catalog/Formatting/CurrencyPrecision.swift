/// Which rounding a currency's prices follow.
public enum CurrencyPrecision: String, Sendable, Hashable, Codable, CaseIterable {
    /// The currency's standard digits (JPY 0, EUR 2, KWD 3). The default, as stores show prices.
    case standard
    /// Cash rounding where the currency has one (CHF to 0.05).
    case cash

    var skeleton: String {
        switch self {
        case .standard: ""
        case .cash: "precision-currency-cash"
        }
    }
}
