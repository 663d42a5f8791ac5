import Foundation

extension Decimal {
    /// This non-negative value rounded to `scale` fraction digits with a Catalog rounding mode.
    ///
    /// ```swift
    /// Decimal(string: "0.125")!.rounded(scale: 2, .halfEven)  // 0.12
    /// ```
    public func rounded(scale: Int, _ mode: Catalog.RoundingMode) -> Decimal {
        var source = self
        var result = Decimal()
        switch mode {
        case .halfEven: NSDecimalRound(&result, &source, scale, .bankers)
        case .halfUp: NSDecimalRound(&result, &source, scale, .plain)
        case .up: NSDecimalRound(&result, &source, scale, .up)
        case .down: NSDecimalRound(&result, &source, scale, .down)
        case .halfDown:
            var truncated = Decimal()
            NSDecimalRound(&truncated, &source, scale, .down)
            let unit = Decimal(sign: .plus, exponent: -scale, significand: 1)
            let remainder = self - truncated
            result = remainder * 2 > unit ? truncated + unit : truncated
        }
        return result
    }

    /// The value rounded to a multiple of `increment` (cash rounding, CHF 0.05).
    public func rounded(toMultipleOf increment: Decimal, _ mode: Catalog.RoundingMode) -> Decimal {
        guard increment > 0 else { return self }
        return (self / increment).rounded(scale: 0, mode) * increment
    }

    /// The plain decimal spelling ICU reads: digits, an optional '.', never an exponent or grouping.
    var plainString: String { description }
}
