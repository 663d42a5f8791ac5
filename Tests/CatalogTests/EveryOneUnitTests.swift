import Catalog
import Testing

/// "every month" for a period of one unit, with no numeral, in every language: not «每1个月», «раз в 1
/// месяц» or «svaki 1 mjesec», where a language's plural `one` is absent or also covers 21, 31….
@Suite("Periods: every one unit")
struct EveryOneUnitTests {
    @Test(arguments: TranslatedLanguages.tags)
    func hasNoDigit(_ tag: String) throws {
        let formatter = try PeriodFormatter(locale: TranslatedLanguages.locale(for: tag))
        for period in ["P1D", "P1W", "P1M", "P1Y"] {
            let text = try formatter.every(SubscriptionPeriod(period))
            #expect(!text.unicodeScalars.contains { $0.properties.numericType != nil }, "\(tag) \(period): \(text)")
            #expect(!text.isEmpty)
        }
    }

    @Test(arguments: [
        ("en_US", "P1M", "every month"),
        ("en_US", "P1W", "every week"),
        ("zh_Hans_CN", "P1M", "每月"),
        ("ru_RU", "P1M", "каждый месяц"),
        ("hr_HR", "P1Y", "svake godine"),
        ("ja_JP", "P1D", "毎日"),
        ("uk_UA", "P1W", "щотижня"),
    ])
    func wordsForOneUnit(_ locale: String, _ period: String, _ expected: String) throws {
        #expect(try PeriodFormatter(locale: LocaleID(locale)).every(SubscriptionPeriod(period)) == expected)
    }

    /// Two units and more keep the numeral.
    @Test func severalUnitsKeepTheirNumber() throws {
        #expect(try PeriodFormatter(locale: LocaleID("zh_Hans_CN")).every(SubscriptionPeriod("P2M")).contains("2"))
        #expect(try PeriodFormatter(locale: LocaleID("ru_RU")).every(SubscriptionPeriod("P21M")) == "раз в 21 месяц")
    }
}
