import CatalogText

/// Google Play's exact amounts as decimal text, by string arithmetic alone (never through a
/// floating-point number): `Money` `{units, nanos}` and legacy `priceMicros`.
enum PlayAmount {
    /// What an amount's parts say, or why they say nothing.
    enum Reading: Equatable {
        /// The amount as plain decimal text ("1.75"), and whether it is negative.
        case amount(String, negative: Bool)
        /// The parts are no amount; the message says why.
        case invalid(String)
    }

    /// `units` + `nanos` / 10⁹: Google's `Money`, whose `nanos` lie within ±999,999,999 and have the sign
    /// of `units` when `units` is not zero ("-1" and -750000000 are -1.75).
    ///
    /// ```swift
    /// PlayAmount.money(units: "4", nanos: 990_000_000)  // .amount("4.99", negative: false)
    /// ```
    static func money(units: String, nanos: Int) -> Reading {
        let unitsNegative = units.hasPrefix("-")
        let digits = unitsNegative || units.hasPrefix("+") ? units.dropFirst() : Substring(units)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else {
            return .invalid("units \"\(units)\" is not a whole number")
        }
        guard nanos > -1_000_000_000, nanos < 1_000_000_000 else {
            return .invalid("nanos \(nanos) is not between -999999999 and 999999999")
        }
        let unitsZero = digits.allSatisfy { $0 == "0" }
        if !unitsZero, nanos != 0, unitsNegative != (nanos < 0) {
            return .invalid("units \(units) and nanos \(nanos) have different signs")
        }
        return .amount(decimal(whole: digits, fraction: String(nanos.magnitude), scale: 9), negative: unitsNegative || nanos < 0)
    }

    /// `priceMicros` / 10⁶: a legacy price in millionths.
    ///
    /// ```swift
    /// PlayAmount.micros("1990000")  // .amount("1.99", negative: false)
    /// ```
    static func micros(_ text: String) -> Reading {
        let negative = text.hasPrefix("-")
        let digits = negative ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else {
            return .invalid("priceMicros \"\(text)\" is not a whole number of millionths")
        }
        let whole = digits.count > 6 ? digits.dropLast(6) : "0"
        let fraction = String(digits.suffix(6))
        return .amount(decimal(whole: whole, fraction: fraction, scale: 6), negative: negative && digits.contains { $0 != "0" })
    }

    /// `whole` "." `fraction` (left-padded to `scale` digits), without leading zeros of `whole` or
    /// trailing zeros of the fraction: "4", "990000000", 9 → "4.99".
    private static func decimal(whole: Substring, fraction: String, scale: Int) -> String {
        let integer = whole.drop { $0 == "0" }
        let padded = String(repeating: "0", count: max(0, scale - fraction.count)) + fraction
        var decimals = Substring(padded)
        while decimals.last == "0" { decimals = decimals.dropLast() }
        let head = integer.isEmpty ? "0" : String(integer)
        return decimals.isEmpty ? head : head + "." + decimals
    }
}
