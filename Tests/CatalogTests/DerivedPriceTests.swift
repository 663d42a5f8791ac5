import Catalog
import Testing

/// Computed prices (per-month equivalents) follow the whole-amount rule of the price lines, rounded
/// down to whole units where cash is whole.
@Suite("PriceFormatter: derived prices")
struct DerivedPriceTests {
    @Test(arguments: [
        ("hu_HU", "1999.16", "HUF", "1\u{00A0}999\u{00A0}Ft"),
        ("hu_HU", "3330.00", "HUF", "3\u{00A0}330\u{00A0}Ft"),
        ("hu_HU", "3330.99", "HUF", "3\u{00A0}330\u{00A0}Ft"),
        ("id_ID", "74916.66", "IDR", "Rp\u{00A0}74.916"),
        ("zh_Hant_TW", "149.16", "TWD", "$149"),
        ("cs_CZ", "57.49", "CZK", "57\u{00A0}Kč"),
        ("de_DE", "4.16", "EUR", "4,16\u{00A0}€"),
        ("de_DE", "4", "EUR", "4,00\u{00A0}€"),
        ("ja_JP", "816", "JPY", "￥816"),
    ])
    func wholeWhereCashIsWhole(_ locale: String, _ amount: String, _ currency: String, _ expected: String) throws {
        let formatter = PriceFormatter(locale: try LocaleID(locale), zeroFraction: .hiddenWhereCashIsWhole)
        #expect(try formatter.format(derived: Money(amount, currency: currency)) == expected)
    }

    /// With zero fractions shown, a derived price keeps every digit, as before.
    @Test func everyDigitWhereZeroFractionsAreShown() throws {
        let formatter = PriceFormatter(locale: try LocaleID("hu_HU"))
        #expect(try formatter.format(derived: Money("1999.16", currency: "HUF")) == "1\u{00A0}999,16\u{00A0}Ft")
    }

    /// `.hidden` rounds only where cash is whole: dollars keep their cents.
    @Test func hiddenKeepsCentsOfDollars() throws {
        let formatter = PriceFormatter(locale: try LocaleID("en_US"), zeroFraction: .hidden)
        #expect(try formatter.format(derived: Money("4.16", currency: "USD")) == "$4.16")
        #expect(try formatter.format(derived: Money("4.00", currency: "USD")) == "$4")
    }

    /// The copy variable of the per-month price and the plan cards' equivalent use the same rule.
    @Test func copyFormattersWriteEquivalentsByTheRule() throws {
        let formatters = try CopyVariables.Formatters(locale: LocaleID("hu_HU"))
        #expect(try formatters.derivedPrices.format(derived: Money("1999.16", currency: "HUF")) == "1\u{00A0}999\u{00A0}Ft")
    }
}
