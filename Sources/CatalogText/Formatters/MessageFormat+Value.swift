import Foundation

extension MessageFormat {
    /// The value of one named argument.
    ///
    /// A `plural` or `selectordinal` argument needs a number; a `select` argument needs text; a plain
    /// `{name}` takes either (a number is written with the locale's digits and grouping).
    public enum Value: Sendable, Hashable {
        /// Text, inserted as it is: `.text("$9.99")`; a `select` matches it against its keywords.
        case text(String)
        /// A whole number: plural rules see it exactly and `#` writes it with the locale's digits.
        case number(Int)
        /// A decimal number, passed to ICU as its exact spelling, so `#` writes its visible fraction
        /// digits and plural rules see them (English "1.5 days", not "1.5 day").
        case decimal(Decimal)

        /// Whether the value is a number (`number` or `decimal`).
        var isNumber: Bool {
            if case .text = self { return false }
            return true
        }
    }
}
