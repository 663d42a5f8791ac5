@testable import CatalogText

extension PricePatternCheck {
    /// Why the compiled pattern left an amount to ICU: one case per kind of amount `PricePattern`'s doc
    /// says `format(_:)` does not cover, each recognised here from the amount, the options and ICU's own
    /// text rather than from the pattern, so that a pattern that gave up on an amount it covers is caught.
    enum FallbackReason: String, Sendable, CaseIterable, Comparable {
        /// Not `[-]digits[.digits]`, or longer than `PricePattern.maximumInputLength` bytes.
        case spelling
        /// A negative amount that rounds to zero: ICU writes its sign ("-$0.00").
        case negativeZero
        /// Cash rounding to 0.05 or 0.5 that carries all-nine digits into a new leading digit from 16
        /// digits or more, where ICU 72 writes a digit ten ("CHF:00,000,000,000,000.00").
        case cashCarryFromSixteenDigits

        static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The documented reason an amount goes to ICU under this check's formatter, or nil when none
        /// applies (the pattern should then have written it).
        static func of(_ amount: String, in check: PricePatternCheck, icu: NumberFormatterHandle) throws -> Self? {
            let unsigned = amount.hasPrefix("-") ? String(amount.dropFirst()) : amount
            let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
            let isDigits = { (part: Substring) in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
            guard amount.utf8.count <= PricePattern.maximumInputLength, parts.count <= 2, parts.allSatisfy(isDigits) else {
                return .spelling
            }
            if amount.hasPrefix("-"), try icu.format(decimal: unsigned) == icu.format(decimal: "0") { return .negativeZero }
            let integer = parts[0].drop { $0 == "0" }
            if check.options.precision == .cash, let increment = check.currency.roundingIncrement(.cash), increment.hasSuffix("5"),
                !integer.isEmpty, integer.allSatisfy({ $0 == "9" }),
                integer.count + (increment.split(separator: ".").dropFirst().first?.count ?? 0) >= 16
            {
                return .cashCarryFromSixteenDigits
            }
            return nil
        }
    }
}
