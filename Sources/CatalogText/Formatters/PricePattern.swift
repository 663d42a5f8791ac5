/// A price formatter's ICU pattern compiled once and applied in Swift: what one ICU `NumberFormatter`
/// (a locale, a currency and `PriceFormatter`'s options) writes, without calling ICU per price.
///
/// A fast path: it mirrors `NumberFormatterHandle.format(decimal:)` with the same skeleton, byte for byte.
/// Every fact comes from that formatter (`init(formatter:currency:precision:rounding:)` reads its affixes,
/// digits, separators, grouping sizes, minimum grouping and fraction digits from probe numbers) or from
/// ICU's currency data (the rounding increment), and a pattern that does not write its own check numbers
/// as ICU does is not used. `PricePatternTests` compares both on every locale ICU has, and `catalog-bench
/// price` on random prices. It gains 2.3–3.0× the raw ICU loop there (issue 25); it goes, and ICU writes
/// every price again, if it ever gains less than 10%.
///
/// `format(_:)` returns nil, and the caller asks ICU, for:
/// - a spelling that is not `[-]digits[.digits]`, or is longer than 64 bytes (`maximumInputLength`);
/// - a negative amount that rounds to zero (ICU keeps the sign of negative zero);
/// - a rounding to 0.05 or 0.5 (cash) that carries into a new leading digit from 16 or more digits:
///   ICU 72 writes a digit ten there ("CHF:00,000,000,000,000.00" for 99999999999999.99 CHF, cash);
/// - a text that does not fill exactly the length worked out for it (never seen: `write(_:into:)` checks
///   every byte against the buffer's end, so no input writes past it).
///
/// No pattern is compiled, and ICU writes every price of the formatter, for:
/// - currency names (`.name`: the name agrees with the amount's plural category);
/// - rounding increments other than 1 or 5 at a digit (CLDR 42 has 0.05 and 0.5 only);
/// - digits that are not ten code points of one length, or a formatter whose probes do not read as
///   prefix, grouped integer, decimal separator, fraction, suffix, or which ICU fails to format.
///
/// ```swift
/// let pattern = try PricePattern(formatter: handle, currency: Currency("EUR"), precision: .standard, rounding: .halfEven)
/// pattern?.format("1234.5")  // "1.234,50 €" in de_DE
/// ```
struct PricePattern: Sendable {
    /// The text before the digits of a positive and a negative amount ("$", "-$", "‏", "").
    let positivePrefix: [UInt8]
    let negativePrefix: [UInt8]
    /// The text after the digits ("\u{00A0}€", "").
    let positiveSuffix: [UInt8]
    let negativeSuffix: [UInt8]
    /// The locale's digits 0 to 9, each `digitWidth` UTF-8 bytes, one after the other.
    let digits: [UInt8]
    let digitWidth: Int
    let decimalSeparator: [UInt8]
    let groupingSeparator: [UInt8]
    let grouping: Grouping
    /// The fraction digits shown (2 for EUR and for CHF's cash 0.05, 0 for JPY).
    let fractionDigits: Int
    /// Whether a whole amount drops its fraction (ICU's `/w`: "3 990 Ft").
    let hidesWholeFraction: Bool
    let rounding: Rounding

    /// The longest spelling formatted here (a `Money` has at most 34 significant digits).
    static let maximumInputLength = 64

    /// The price text ICU writes for a decimal spelling ("1234.5", "-0.99"), or nil where the pattern
    /// does not cover it (see the type's documentation) and the caller asks ICU.
    func format(_ decimal: String) -> String? {
        var decimal = decimal
        return decimal.withUTF8 { format(utf8: $0) }
    }

    /// `format(_:)` on the spelling's UTF-8 bytes.
    func format(utf8 input: UnsafeBufferPointer<UInt8>) -> String? {
        guard input.count <= Self.maximumInputLength else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.maximumInputLength + 8) { scratch in
            guard let number = RoundedNumber(input, rounding: rounding, into: scratch) else { return nil }
            if number.isNegative, number.isZero { return nil }
            if rounding.step == 5, number.carriedOut, number.keptDigitCount >= 16 { return nil }
            return write(number)
        }
    }

    /// The text of a rounded number: prefix, grouped integer digits, separator and fraction, suffix;
    /// nil (ICU writes it) if `write(_:into:)` finds its text does not fill the length worked out for it.
    private func write(_ number: RoundedNumber) -> String? {
        let length = length(of: number)
        var complete = false
        let text = String(unsafeUninitializedCapacity: length) { out in
            guard let written = write(number, into: out), written == out.count else { return 0 }
            complete = true
            return written
        }
        return complete ? text : nil
    }

    /// The fraction digits the text of `number` shows: none for a whole amount where `/w` hides them.
    private func shownFractionDigits(of number: RoundedNumber) -> Int {
        hidesWholeFraction && number.fractionIsZero ? 0 : fractionDigits
    }

    /// The UTF-8 length of the text of `number`.
    private func length(of number: RoundedNumber) -> Int {
        let integerCount = number.integerDigits.count
        let shownFraction = shownFractionDigits(of: number)
        var length = prefix(of: number).count + suffix(of: number).count + integerCount * digitWidth
        length += grouping.separatorCount(integerDigits: integerCount) * groupingSeparator.count
        if shownFraction > 0 { length += decimalSeparator.count + shownFraction * digitWidth }
        return length
    }

    private func prefix(of number: RoundedNumber) -> [UInt8] { number.isNegative ? negativePrefix : positivePrefix }
    private func suffix(of number: RoundedNumber) -> [UInt8] { number.isNegative ? negativeSuffix : positiveSuffix }

    /// Writes the text of `number` into `out` and returns its length; every byte is checked against
    /// `out.count` before it is stored, so whatever the number and the pattern, nothing is written past
    /// the end: nil when the text does not fit.
    func write(_ number: RoundedNumber, into out: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        var at = 0
        func put(_ bytes: some Collection<UInt8>) -> Bool {
            guard bytes.count <= out.count - at else { return false }
            for byte in bytes {
                out[at] = byte
                at += 1
            }
            return true
        }
        func putDigit(_ value: UInt8) -> Bool {
            let start = Int(value) * digitWidth
            return put(digits[start..<(start + digitWidth)])
        }
        guard put(prefix(of: number)) else { return nil }
        let integerCount = number.integerDigits.count
        let grouped = grouping.separatorCount(integerDigits: integerCount) > 0
        for (index, digit) in number.integerDigits.enumerated() {
            guard putDigit(digit) else { return nil }
            if grouped, grouping.separates(after: integerCount - 1 - index) {
                guard put(groupingSeparator) else { return nil }
            }
        }
        let shownFraction = shownFractionDigits(of: number)
        if shownFraction > 0 {
            guard put(decimalSeparator) else { return nil }
            for index in 0..<shownFraction {
                guard putDigit(index < number.fractionDigits.count ? number.fractionDigits[index] : 0) else { return nil }
            }
        }
        guard put(suffix(of: number)) else { return nil }
        return at
    }
}
