extension PricePattern {
    /// Reads the pattern of an ICU price formatter (one skeleton in one locale, for `currency`): its
    /// affixes, digits, separators, grouping and fraction digits from probe numbers it formats, its
    /// rounding increment from ICU's currency data. Nil when the formatter writes something this form
    /// cannot express, or when the compiled pattern does not write the check numbers as ICU does.
    ///
    /// - Parameters:
    ///   - formatter: The ICU formatter the pattern mirrors (never `.name` display: see the type).
    ///   - currency: The formatter's currency, for its rounding increment.
    ///   - precision: The formatter's precision (which increment: standard or cash).
    ///   - mode: The formatter's rounding mode.
    /// - Throws: `ICUError` only when ICU fails to format a probe.
    init?(formatter: NumberFormatterHandle, currency: Currency, precision: PriceFormatter.Precision, rounding mode: RoundingMode)
        throws(ICUError)
    {
        guard let increment = Self.increment(currency.roundingIncrement(precision)) else { return nil }
        let probe = try formatter.probe(Self.probeNumber)
        let negative = try formatter.probe("-" + Self.probeNumber)
        guard let shape = Shape(probe), let negativeShape = Shape(negative),
            probe.text[shape.number] == negative.text[negativeShape.number],
            let digits = Self.digits(probe, shape), let primaryGrouping = Self.grouping(probe, shape, digitWidth: digits.width)
        else { return nil }
        let minimumGrouping = try Self.minimumGrouping(formatter, primary: primaryGrouping.primary)
        guard let minimumGrouping else { return nil }
        let fractionBytes = shape.fraction.map { probe.text[$0].count } ?? 0
        guard fractionBytes % digits.width == 0, fractionBytes / digits.width >= increment.fractionDigits else { return nil }
        let fractionDigits = fractionBytes / digits.width
        let whole = try formatter.probe("1")
        self.init(
            positivePrefix: Array(probe.text[..<shape.number.lowerBound]),
            negativePrefix: Array(negative.text[..<negativeShape.number.lowerBound]),
            positiveSuffix: Array(probe.text[shape.number.upperBound...]),
            negativeSuffix: Array(negative.text[negativeShape.number.upperBound...]),
            digits: digits.bytes, digitWidth: digits.width,
            decimalSeparator: shape.decimalSeparator.map { Array(probe.text[$0]) } ?? [],
            groupingSeparator: primaryGrouping.separator,
            grouping: Grouping(primary: primaryGrouping.primary, secondary: primaryGrouping.secondary, minimum: minimumGrouping),
            fractionDigits: fractionDigits,
            hidesWholeFraction: fractionDigits > 0 && whole.ranges(of: .fraction).isEmpty,
            rounding: Rounding(
                fractionDigits: increment.fractionDigits < 0 ? fractionDigits : increment.fractionDigits, step: increment.step,
                mode: mode))
        for check in Self.checkNumbers {
            guard let text = format(check) else { continue }
            guard try text == formatter.format(decimal: check) else { return nil }
        }
    }

    /// The number whose text shows the pattern: 19 integer digits (every digit, at least five groups)
    /// and a fraction no currency's rounding changes into a whole amount.
    static let probeNumber = "1234567890123456789.5"

    /// Numbers a compiled pattern must write as ICU does before it is used: grouping edges, rounding
    /// edges at two and three digits and at 0.05 and 0.5, carries into a new digit, a negative amount.
    static let checkNumbers = [
        "0", "1", "0.5", "7", "12", "123", "1234", "12345", "123456", "1234567", "12345678", "123456789012345.678",
        "0.005", "0.015", "0.025", "0.0249", "0.075", "0.125", "0.994999", "0.995", "9.9999", "99999.995", "1.05",
        "1.25", "1.75", "2.5", "3.5", "-1234.56", "-0.5",
    ]

    /// The increment `Currency.roundingIncrement(_:)` spells ("0", "0.05", "0.5", "1") as fraction digits
    /// and a step of 1 or 5; nil for others. "0" (no increment) is a step of 1 at the currency's digits,
    /// which the caller reads from the probe.
    private static func increment(_ text: String?) -> (fractionDigits: Int, step: UInt8)? {
        guard let text else { return nil }
        if text == "0" { return (-1, 1) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let last = text.last, last == "1" || last == "5",
            text.dropLast().allSatisfy({ $0 == "0" || $0 == "." })
        else { return nil }
        return (parts.count == 2 ? parts[1].count : 0, last == "1" ? 1 : 5)
    }
}
