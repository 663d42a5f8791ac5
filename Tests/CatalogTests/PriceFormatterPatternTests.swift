import Testing

@testable import CatalogText

/// `PriceFormatter` writes through a compiled pattern (`PricePattern`) wherever its doc says one is
/// compiled: a pattern refused while opening a formatter would be silent (ICU writes the same text,
/// only slower), so each formatter of every option combination is asked for its pattern, through the
/// formatter's own cache, in locales and currencies that exercise every part of a pattern.
@Suite("PriceFormatter: prices go through the compiled patterns")
struct PriceFormatterPatternTests {
    typealias Combination = (
        display: PriceFormatter.CurrencyDisplay, digits: NumberingSystem?, rounding: RoundingMode, precision: PriceFormatter.Precision,
        zeroFraction: PriceFormatter.ZeroFraction
    )

    /// Every display × the locale's, Latin and Arabic-Indic digits × rounding mode × precision × zero
    /// fraction: 360 combinations.
    static let combinations: [Combination] = PriceFormatter.CurrencyDisplay.allCases.flatMap { display in
        [nil, NumberingSystem.latin, NumberingSystem(validated: "arab")].flatMap { digits in
            RoundingMode.allCases.flatMap { rounding in
                PriceFormatter.Precision.allCases.flatMap { precision in
                    PriceFormatter.ZeroFraction.allCases.map { (display, digits, rounding, precision, $0) }
                }
            }
        }
    }

    /// USD, JPY (no fraction), CHF (cash 0.05), DKK (cash 0.5), HUF (whole cash), BHD (3 digits) in
    /// English, Indian grouping, native digits with bidi marks, minimum grouping 2, and `’` groups.
    @Test(arguments: ["en_US", "hi_IN", "ar_SA", "es_ES", "de_CH"])
    func patternForEveryCombination(_ locale: String) throws {
        let currencies = try ["USD", "JPY", "CHF", "DKK", "HUF", "BHD"].map { try Currency($0) }
        var unexpected: [String] = []
        for (display, digits, rounding, precision, zeroFraction) in Self.combinations {
            let formatter = PriceFormatter(
                locale: try LocaleID(locale), display: display, numberingSystem: digits, rounding: rounding, precision: precision,
                zeroFraction: zeroFraction)
            for currency in currencies {
                // Documented as compiling no pattern: currency names, which agree with the amount.
                let compiles = display != .name
                if try (formatter.pattern(for: currency) != nil) != compiles {
                    unexpected.append("\(currency) \(display) \(digits?.name ?? "default") \(rounding) \(precision) \(zeroFraction)")
                }
            }
        }
        #expect(
            unexpected.isEmpty, "\(unexpected.count) formatters with a pattern where none is documented, or none: \(unexpected.prefix(20))")
    }

    /// The pattern a formatter holds is the one it formats with: a price the pattern covers reads the same.
    @Test func formatsWithItsPattern() throws {
        let formatter = PriceFormatter(locale: try LocaleID("hi_IN"), precision: .cash)
        let pattern = try #require(try formatter.pattern(for: Currency("CHF")))
        #expect(pattern.format("1234567.025") == "CHF\u{00A0}12,34,567.00")
        #expect(try formatter.format(Money("1234567.025", currency: "CHF")) == "CHF\u{00A0}12,34,567.00")
    }
}
