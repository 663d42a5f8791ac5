import Catalog
import Testing

/// Whole prices in currencies whose cash has no fraction, as local stores write them.
@Suite("PriceFormatter: zero fractions")
struct ZeroFractionTests {
    @Test(arguments: [
        ("hu_HU", "3990", "HUF", "3\u{00A0}990\u{00A0}Ft"),
        ("hu_HU", "3990.5", "HUF", "3\u{00A0}990,50\u{00A0}Ft"),
        ("zh_Hant_TW", "300", "TWD", "$300"),
        ("id_ID", "149000", "IDR", "Rp\u{00A0}149.000"),
        ("cs_CZ", "249", "CZK", "249\u{00A0}Kč"),
        ("de_DE", "9", "EUR", "9,00\u{00A0}€"),
        ("en_US", "9", "USD", "$9.00"),
        ("ja_JP", "1200", "JPY", "￥1,200"),
        ("de_CH", "5", "CHF", "CHF\u{00A0}5.00"),
    ])
    func hiddenWhereCashIsWhole(_ locale: String, _ amount: String, _ currency: String, _ expected: String) throws {
        let formatter = PriceFormatter(locale: try LocaleID(locale), zeroFraction: .hiddenWhereCashIsWhole)
        #expect(try formatter.format(Money(amount, currency: currency)) == expected)
    }

    @Test(arguments: [
        ("en_US", "9", "USD", "$9"), ("en_US", "9.5", "USD", "$9.50"), ("fr_FR", "10", "EUR", "10\u{00A0}€"),
        ("hu_HU", "3990", "HUF", "3\u{00A0}990\u{00A0}Ft"),
    ])
    func hiddenEverywhere(_ locale: String, _ amount: String, _ currency: String, _ expected: String) throws {
        let formatter = PriceFormatter(locale: try LocaleID(locale), zeroFraction: .hidden)
        #expect(try formatter.format(Money(amount, currency: currency)) == expected)
    }

    @Test func shownByDefault() throws {
        #expect(try PriceFormatter(locale: LocaleID("hu_HU")).format(Money("3990", currency: "HUF")) == "3\u{00A0}990,00\u{00A0}Ft")
    }

    @Test(arguments: [("HUF", true), ("TWD", true), ("CZK", true), ("IDR", true), ("EUR", false), ("JPY", false), ("CHF", false)])
    func currenciesWhoseCashIsWhole(_ code: String, _ unused: Bool) throws {
        #expect(try Currency(code).hasUnusedCashFraction == unused)
    }
}
