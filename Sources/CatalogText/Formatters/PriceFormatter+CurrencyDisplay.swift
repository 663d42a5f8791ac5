extension PriceFormatter {
    /// How a price names its currency.
    public enum CurrencyDisplay: String, Sendable, Hashable, Codable, CaseIterable {
        /// The locale's symbol: "€", "US$", "CHF". The default.
        case symbol
        /// The narrowest symbol: "$" for USD everywhere.
        case narrow
        /// The ISO 4217 code: "EUR 0.99".
        case code
        /// The currency's full name, with plural agreement: "0,99 euro", "3 euros".
        case name

        var skeleton: String {
            switch self {
            case .symbol: ""
            case .narrow: "unit-width-narrow"
            case .code: "unit-width-iso-code"
            case .name: "unit-width-full-name"
            }
        }
    }
}
