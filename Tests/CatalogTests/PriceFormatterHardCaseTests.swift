import Testing

@testable import CatalogFiles
@testable import CatalogText

/// The cases that break naive price formatting, one exact string each.
@Suite("Prices: hard cases")
struct PriceFormatterHardCaseTests {
    static let hardCases: [PriceCase] = [
        // Zero- and three-digit currencies round to their own digits.
        PriceCase("ja_JP", "JPY", "1200", "￥1,200"),
        PriceCase("en_US", "JPY", "120", "¥120"),
        PriceCase("ar_KW", "KWD", "1.5", "\u{200F}١٫٥٠٠\u{00A0}د.ك.\u{200F}"),
        PriceCase("en_US", "KWD", "1.2345", "KWD\u{00A0}1.234"),
        // Minimum grouping: four-digit amounts are not grouped in es, pt_PT, pl.
        PriceCase("es_ES", "EUR", "1234.5", "1234,50\u{00A0}€"),
        PriceCase("es_ES", "EUR", "12345.5", "12.345,50\u{00A0}€"),
        PriceCase("pl_PL", "PLN", "12345.5", "12\u{00A0}345,50\u{00A0}zł"),
        // Indian grouping and Swiss apostrophes.
        PriceCase("hi_IN", "INR", "1234567.9", "₹12,34,567.90"),
        PriceCase("de_CH", "CHF", "1234567.9", "CHF\u{00A0}1’234’567.90"),
        // Narrow no-break space in French thousands.
        PriceCase("fr_FR", "EUR", "12345678.9", "12\u{202F}345\u{202F}678,90\u{00A0}€"),
        // Large amounts stay exact: no Double ever holds them.
        PriceCase("en_US", "USD", "12345678901234567.89", "$12,345,678,901,234,567.89"),
        PriceCase("en_US", "USD", "0", "$0.00"),
        PriceCase("de_DE", "EUR", "0", "0,00\u{00A0}€"),
        // Native digits and bidi marks.
        PriceCase("ar_SA", "SAR", "4.99", "\u{200F}٤٫٩٩\u{00A0}ر.س.\u{200F}"),
        PriceCase("fa_IR", "USD", "0.99", "\u{200E}$۰٫۹۹"),
        PriceCase("he_IL", "ILS", "9.9", "\u{200F}9.90\u{00A0}\u{200F}₪"),
    ]

    @Test(arguments: hardCases)
    func formatsExactly(_ row: PriceCase) throws {
        #expect(try PriceFormatter(locale: LocaleID(row.locale)).format(Money(row.amount, currency: row.currency)) == row.expected)
    }

    @Test func displaysOfACurrency() throws {
        let price = try Money("0.99", currency: "EUR")
        let french = try LocaleID("fr_FR")
        #expect(try PriceFormatter(locale: french).format(price) == "0,99\u{00A0}€")
        #expect(try PriceFormatter(locale: french, display: .code).format(price) == "0,99\u{00A0}EUR")
        #expect(try PriceFormatter(locale: french, display: .name).format(price) == "0,99 euro")
        #expect(try PriceFormatter(locale: french, display: .name).format(Money("3", currency: "EUR")) == "3,00 euros")
        let usd = try Money("0.99", currency: "USD")
        #expect(try PriceFormatter(locale: french).format(usd) == "0,99\u{00A0}$US")
        #expect(try PriceFormatter(locale: french, display: .narrow).format(usd) == "0,99\u{00A0}$")
    }

    @Test func latinDigitsInAnArabicPaywall() throws {
        let formatter = PriceFormatter(locale: try LocaleID("ar_SA"), numberingSystem: .latin)
        #expect(try formatter.format(Money("4.99", currency: "SAR")) == "\u{200F}4.99\u{00A0}ر.س.\u{200F}")
        let arabic = PriceFormatter(locale: try LocaleID("en_US"), numberingSystem: try NumberingSystem("arab"))
        #expect(try arabic.format(Money("4.99", currency: "USD")) == "٤٫٩٩\u{00A0}$")
    }

    @Test func roundingModes() throws {
        let price = try Money("0.125", currency: "EUR")
        let english = try LocaleID("en_US")
        #expect(try PriceFormatter(locale: english).format(price) == "€0.12")
        #expect(try PriceFormatter(locale: english, rounding: .halfUp).format(price) == "€0.13")
        #expect(try PriceFormatter(locale: english, rounding: .halfDown).format(price) == "€0.12")
        #expect(try PriceFormatter(locale: english, rounding: .up).format(Money("0.121", currency: "EUR")) == "€0.13")
        #expect(try PriceFormatter(locale: english, rounding: .down).format(Money("0.129", currency: "EUR")) == "€0.12")
        #expect(try PriceFormatter(locale: english).format(Money("0.135", currency: "EUR")) == "€0.14")
    }

    @Test func cashRounding() throws {
        let swiss = PriceFormatter(locale: try LocaleID("de_CH"), precision: .cash)
        #expect(try swiss.format(Money("4.92", currency: "CHF")) == "CHF\u{00A0}4.90")
        #expect(try swiss.format(Money("4.93", currency: "CHF")) == "CHF\u{00A0}4.95")
    }

    @Test func skeletonNamesEveryOption() throws {
        let formatter = PriceFormatter(
            locale: try LocaleID("fr_FR"), display: .code, numberingSystem: .latin, rounding: .down, precision: .cash)
        #expect(
            formatter.skeleton(for: try Currency("EUR"))
                == "currency/EUR unit-width-iso-code precision-currency-cash rounding-mode-down numbering-system/latn")
    }
}
