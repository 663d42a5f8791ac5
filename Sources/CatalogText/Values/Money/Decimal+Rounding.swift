import Foundation

extension Decimal {
    /// This non-negative value rounded to `scale` fraction digits with a Catalog rounding mode.
    ///
    /// ```swift
    /// Decimal(string: "0.125")?.rounded(scale: 2, .halfEven)  // 0.12
    /// ```
    func rounded(scale: Int, _ mode: CatalogText.RoundingMode) -> Decimal {
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
    func rounded(toMultipleOf increment: Decimal, _ mode: CatalogText.RoundingMode) -> Decimal {
        guard increment > 0 else { return self }
        return (self / increment).rounded(scale: 0, mode) * increment
    }

    /// The value with exactly `scale` fraction digits ("1.00"), for messages; the value must already
    /// have at most `scale` digits.
    package func fixedString(scale: Int) -> String {
        let text = plainString
        guard scale > 0 else { return text }
        let parts = text.split(separator: ".", maxSplits: 1)
        let fraction = parts.count == 2 ? String(parts[1]) : ""
        return "\(parts.first ?? "0").\(fraction)\(String(repeating: "0", count: max(0, scale - fraction.count)))"
    }

    /// The plain decimal spelling ICU reads: digits, an optional '.', never an exponent or grouping.
    var plainString: String { description }
}
