import Foundation

/// An exact amount in a currency: a price as a store states it.
///
/// Amounts are decimal, read from strings and never through `Double`, and never negative.
///
/// ```swift
/// let price = try Money("0.99", currency: "EUR")
/// try PriceFormatter(locale: LocaleID("fr_FR")).format(price)  // "0,99 €"
/// ```
public struct Money: Sendable, Hashable, CustomStringConvertible {
    /// The exact amount.
    public let amount: Decimal
    /// The currency of the amount.
    public let currency: Currency
    /// The amount spelled as ICU reads it ("0.99"), computed once so that formatting passes its bytes
    /// to ICU without converting (short spellings, nearly all prices, are stored inline in the String).
    package let decimalString: String

    /// The most significant digits an amount may have.
    public static let maximumSignificantDigits = 34

    /// Creates money from an exact decimal amount.
    /// - Throws: `AmountError.negative` for a negative amount.
    public init(amount: Decimal, currency: Currency) throws(AmountError) {
        guard amount >= 0, !amount.isNaN else { throw .negative(amount.description) }
        self.amount = amount
        self.currency = currency
        self.decimalString = amount.plainString
    }

    /// Nothing, in a currency: the price of a free phase.
    package init(zeroIn currency: Currency) {
        self.amount = .zero
        self.currency = currency
        self.decimalString = Decimal.zero.plainString
    }

    /// Reads an amount written as a plain decimal ("0.99", "1200", "12345678.9").
    /// - Throws: `AmountError` for anything else, `CurrencyError` for an unknown currency code.
    public init(_ amount: String, currency currencyCode: String) throws {
        try self.init(amount: Money.parse(amount), currency: Currency(currencyCode))
    }

    /// Reads an amount written as a plain decimal in a known currency.
    /// - Throws: `AmountError` when the text is not a plain, non-negative decimal.
    public init(_ amount: String, currency: Currency) throws(AmountError) {
        try self.init(amount: Money.parse(amount), currency: currency)
    }

    /// The exact amount and the code: "0.99 EUR".
    public var description: String { "\(decimalString) \(currency.code)" }

    /// Equal amounts in the same currency are equal, however they were spelled ("1.0" and "1.00").
    public static func == (lhs: Money, rhs: Money) -> Bool { lhs.amount == rhs.amount && lhs.currency == rhs.currency }

    /// Hashes the amount's value and the currency, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(amount)
        hasher.combine(currency)
    }

    /// Parses the decimal grammar `digits [ "." digits ]`, exactly.
    static func parse(_ text: String) throws(AmountError) -> Decimal {
        let trimmed = text.trimmingASCIIWhitespace()
        var body = Substring(trimmed)
        if body.first == "-" {
            if isPlainDecimal(body.dropFirst()) { throw .negative(trimmed) }
            throw .notADecimal(text)
        }
        if body.first == "+" { body = body.dropFirst() }
        guard isPlainDecimal(body) else { throw .notADecimal(text) }
        let significant = body.filter(\.isNumber).drop { $0 == "0" }
        if significant.count > maximumSignificantDigits { throw .tooManyDigits(trimmed) }
        // Fast path, exact: up to 18 digits fit an integer significand with a power-of-ten exponent.
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let digits = parts.joined()
        if digits.count <= 18, let significand = UInt64(digits) {
            let scale = parts.count == 2 ? parts[1].count : 0
            return Decimal(sign: .plus, exponent: -scale, significand: Decimal(significand))
        }
        guard let value = Decimal(string: String(body), locale: Locale(identifier: "en_US_POSIX")) else {
            throw .notADecimal(text)
        }
        return value
    }

    private static func isPlainDecimal(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit) else { return false }
        if parts.count == 2 { return !parts[1].isEmpty && parts[1].allSatisfy(\.isASCIIDigit) }
        return true
    }

    /// This amount rounded to the currency's digits (JPY 0, EUR 2, KWD 3).
    public func rounded(_ mode: RoundingMode = .halfEven) -> Money {
        // Rounding a non-negative amount keeps it non-negative.
        (try? Money(amount: amount.rounded(scale: currency.fractionDigits, mode), currency: currency)) ?? self
    }

    /// Whether the amount has more fraction digits than its currency shows (0.999 EUR, 1.5 JPY).
    public var hasExcessFractionDigits: Bool { fractionDigitCount > currency.fractionDigits }

    /// The number of significant fraction digits ("0.990" has 2), read from the exact spelling.
    var fractionDigitCount: Int {
        let utf8 = Array(decimalString.utf8)
        guard let point = utf8.firstIndex(of: UInt8(ascii: ".")) else { return 0 }
        var digits = utf8[(point + 1)...]
        while digits.last == UInt8(ascii: "0") { digits = digits.dropLast() }
        return digits.count
    }

    /// The number of digits before the decimal point ("1234.5" has 4).
    package var integerDigitCount: Int {
        decimalString.utf8.prefix { $0 != UInt8(ascii: ".") }.count
    }
}

extension Character {
    package var isASCIIDigit: Bool { isASCII && isNumber }
}
