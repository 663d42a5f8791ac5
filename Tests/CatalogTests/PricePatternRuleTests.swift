import Testing

@testable import CatalogText

/// One rule of the compiled price patterns per test, with the exact text ICU 72 writes.
@Suite("PricePattern: rules")
struct PricePatternRuleTests {
    /// The compiled pattern of a locale, currency and options, and ICU's own text for an amount.
    static func both(
        _ locale: String, _ code: String, _ amount: String, display: PriceFormatter.CurrencyDisplay = .symbol,
        rounding: RoundingMode = .halfEven, precision: PriceFormatter.Precision = .standard,
        zeroFraction: PriceFormatter.ZeroFraction = .shown
    ) throws -> (compiled: String?, icu: String) {
        let currency = try Currency(code)
        let skeletons = PriceFormatter.skeletons(
            locale: try LocaleID(locale), display: display, numberingSystem: nil, rounding: rounding, precision: precision,
            zeroFraction: zeroFraction)
        let icu = try NumberFormatterHandle(skeleton: PriceFormatter.Storage(skeletons).skeleton(for: currency), locale: locale)
        let pattern = try #require(try PricePattern(formatter: icu, currency: currency, precision: precision, rounding: rounding))
        return (pattern.format(amount), try icu.format(decimal: amount))
    }

    /// Expects both the compiled pattern and ICU to write `expected` (ICU 72's text, spelled here).
    static func expectBoth(
        _ expected: String, _ locale: String, _ code: String, _ amount: String, rounding: RoundingMode = .halfEven,
        precision: PriceFormatter.Precision = .standard, zeroFraction: PriceFormatter.ZeroFraction = .shown,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (compiled, icu) = try both(locale, code, amount, rounding: rounding, precision: precision, zeroFraction: zeroFraction)
        #expect(compiled == expected, sourceLocation: sourceLocation)
        #expect(icu == expected, sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        // Indian grouping: 3, then 2.
        ("hi_IN", "INR", "12345678901234.56", "₹1,23,45,67,89,01,234.56"),
        ("bn_BD", "BDT", "1234567.5", "১২,৩৪,৫৬৭.৫০৳"),
        // Minimum grouping digits 2: four digits stay together.
        ("es_ES", "EUR", "1234.5", "1234,50\u{00A0}€"),
        ("es_ES", "EUR", "12345", "12.345,00\u{00A0}€"),
        // Native digits, bidi marks and separators.
        ("ar_SA", "SAR", "1234.5", "\u{200F}١٬٢٣٤٫٥٠\u{00A0}ر.س.\u{200F}"),
        ("my_MM", "MMK", "1234.5", "၁,၂၃၄\u{00A0}K"),
        ("ff_Adlm_GN", "USD", "1234.5", "US$\u{00A0}𞥑⹁𞥒𞥓𞥔.𞥕𞥐"),
        // A negative pattern.
        ("en_US", "USD", "-1234.5", "-$1,234.50"),
        // Three digits, ties to even.
        ("en_US", "BHD", "1.2345", "BHD\u{00A0}1.234"),
    ])
    func writes(_ locale: String, _ code: String, _ amount: String, _ expected: String) throws {
        try Self.expectBoth(expected, locale, code, amount)
    }

    @Test(arguments: [
        // Cash 0.05: ties go to the even multiple (1.00, 1.10); DKK's cash 0.5 shows one digit.
        ("de_CH", "CHF", "1.025", RoundingMode.halfEven, "CHF\u{00A0}1.00"),
        ("de_CH", "CHF", "1.075", .halfEven, "CHF\u{00A0}1.10"),
        ("de_CH", "CHF", "1.025", .halfUp, "CHF\u{00A0}1.05"),
        ("de_CH", "CHF", "1.075", .halfDown, "CHF\u{00A0}1.05"),
        ("de_CH", "CHF", "1.001", .up, "CHF\u{00A0}1.05"),
        ("de_CH", "CHF", "1.049", .down, "CHF\u{00A0}1.00"),
        ("da_DK", "DKK", "1.25", .halfEven, "1,0\u{00A0}kr."),
        ("da_DK", "DKK", "1.75", .halfEven, "2,0\u{00A0}kr."),
    ])
    func cashRounding(_ locale: String, _ code: String, _ amount: String, _ rounding: RoundingMode, _ expected: String) throws {
        try Self.expectBoth(expected, locale, code, amount, rounding: rounding, precision: .cash)
    }

    @Test(arguments: [
        (RoundingMode.halfEven, "€0.12"), (.halfUp, "€0.13"), (.halfDown, "€0.12"), (.up, "€0.13"), (.down, "€0.12"),
    ])
    func halfWay(_ rounding: RoundingMode, _ expected: String) throws {
        try Self.expectBoth(expected, "en_US", "EUR", "0.125", rounding: rounding)
    }

    @Test(arguments: [
        // A currency without fraction digits (JPY) shows none; the half goes to the even yen.
        ("ja_JP", "JPY", "1234.5", PriceFormatter.ZeroFraction.shown, "￥1,234"),
        // Hidden (`/w`): a whole amount, or one that rounds to whole, drops its fraction; others keep it.
        ("en_US", "USD", "9", .hidden, "$9"),
        ("en_US", "USD", "9.004", .hidden, "$9"),
        ("en_US", "USD", "9.5", .hidden, "$9.50"),
        // Hidden where cash is whole: HUF drops it, EUR keeps it.
        ("hu_HU", "HUF", "3990", .hiddenWhereCashIsWhole, "3\u{00A0}990\u{00A0}Ft"),
        ("hu_HU", "HUF", "3990.5", .hiddenWhereCashIsWhole, "3\u{00A0}990,50\u{00A0}Ft"),
        ("hu_HU", "EUR", "9", .hiddenWhereCashIsWhole, "9,00\u{00A0}EUR"),
    ])
    func hiddenFraction(_ locale: String, _ code: String, _ amount: String, _ zeroFraction: PriceFormatter.ZeroFraction, _ expected: String)
        throws
    {
        try Self.expectBoth(expected, locale, code, amount, zeroFraction: zeroFraction)
    }

    @Test(arguments: [
        // Rounding carries into a new leading digit that opens a new group: 3;3, Indian 3;2, and
        // minimum grouping 2 (four digits stay together, five are grouped).
        ("en_US", "USD", "999999.995", "$1,000,000.00"),
        ("hi_IN", "INR", "99999.995", "₹1,00,000.00"),
        ("hi_IN", "INR", "9999999.995", "₹1,00,00,000.00"),
        ("es_ES", "EUR", "9999.995", "10.000,00\u{00A0}€"),
    ])
    func carryIntoNewGroup(_ locale: String, _ code: String, _ amount: String, _ expected: String) throws {
        try Self.expectBoth(expected, locale, code, amount)
    }

    @Test(arguments: [
        // Digits asked for in the locale ID (`@numbers=`) rather than the locale's default (Latin in
        // hi_IN, th_TH and en_US), with the symbols that go with them (en_US in Arabic digits takes
        // Arabic's separators and its U+061C mark).
        ("ar@numbers=arab", "EGP", "1234.5", "\u{200F}١٬٢٣٤٫٥٠\u{00A0}ج.م.\u{200F}"),
        ("hi_IN@numbers=deva", "INR", "1234567.5", "₹१२,३४,५६७.५०"),
        ("th_TH@numbers=thai", "THB", "1234.5", "฿๑,๒๓๔.๕๐"),
        ("en_US@numbers=arab", "USD", "-1234.5", "\u{061C}-١٬٢٣٤٫٥٠\u{00A0}$"),
    ])
    func explicitNumberingSystem(_ locale: String, _ code: String, _ amount: String, _ expected: String) throws {
        try Self.expectBoth(expected, locale, code, amount)
    }

    /// A negative amount that rounds to zero keeps ICU's sign: ICU writes it.
    @Test func negativeZeroIsICUs() throws {
        let (compiled, icu) = try Self.both("en_US", "USD", "-0.001")
        #expect(compiled == nil)
        #expect(icu == "-$0.00")
    }

    /// ICU 72 writes a digit ten when cash rounding carries out of 16 digits; that text stays ICU's.
    @Test func cashCarryAtSixteenDigitsIsICUs() throws {
        let (compiled, icu) = try Self.both("en_US", "CHF", "99999999999999.99", precision: .cash)
        #expect(compiled == nil)
        #expect(icu == "CHF:00,000,000,000,000.00")
        #expect(try Self.both("en_US", "CHF", "9999999999999.99", precision: .cash).compiled == "CHF\u{00A0}10,000,000,000,000.00")
    }

    /// Spellings other than `[-]digits[.digits]` are ICU's.
    @Test(arguments: ["1E+3", ".5", "1.", "1,5", "+1", String(repeating: "1", count: 65)])
    func otherSpellingsAreICUs(_ amount: String) throws {
        let currency = try Currency("USD")
        let icu = try NumberFormatterHandle(skeleton: "currency/USD", locale: "en_US")
        let pattern = try #require(try PricePattern(formatter: icu, currency: currency, precision: .standard, rounding: .halfEven))
        #expect(pattern.format(amount) == nil)
    }

    /// Currency names agree with the amount, so `.name` formatters compile no pattern.
    @Test(arguments: [(PriceFormatter.CurrencyDisplay.name, false), (.symbol, true), (.narrow, true), (.code, true)])
    func currencyNamesAreICUs(_ display: PriceFormatter.CurrencyDisplay, _ compiles: Bool) throws {
        let storage = Caches.priceStorage(
            PriceFormatter.skeletons(
                locale: try LocaleID("fr_FR"), display: display, numberingSystem: nil, rounding: .halfEven, precision: .standard,
                zeroFraction: .shown))
        #expect(try (storage.formatter(for: Currency("EUR")).pattern != nil) == compiles)
    }
}
