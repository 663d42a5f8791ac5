/// An amount of money could not be read.
public enum AmountError: CatalogError, Equatable {
    /// The text is not a plain decimal number such as `0.99` or `1200`.
    case notADecimal(String)
    /// Prices cannot be negative.
    case negative(String)
    /// More significant digits than an exact decimal can hold (34).
    case tooManyDigits(String)

    /// What is wrong with the amount, quoting it.
    public var description: String {
        switch self {
        case .notADecimal(let text): "\"\(text)\" is not a decimal amount"
        case .negative(let text): "negative amount \(text): prices cannot be negative"
        case .tooManyDigits(let text): "amount \(text) has more than \(Money.maximumSignificantDigits) significant digits"
        }
    }

    /// How amounts are written.
    public var hint: String? {
        switch self {
        case .notADecimal(let text):
            (Money.likelyMeant(text).map { "did you mean \($0)? " } ?? "")
                + "write digits with an optional '.' and fraction, without currency or grouping: 0.99, 1200, 12345678.9"
        case .negative: "give the price the store charges, a number of zero or more"
        case .tooManyDigits: "check the amount; no store price needs that many digits"
        }
    }
}
