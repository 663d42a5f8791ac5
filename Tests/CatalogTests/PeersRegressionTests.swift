import Testing

@testable import Catalog

/// Each known failure of other tools (../shared/notes/peers.md), as an exact-string test.
@Suite("What other tools get wrong")
struct PeersRegressionTests {
    /// 1. Plural forms come from CLDR rules, not from the number.
    @Test func pluralFormsFollowCLDR() throws {
        #expect(try PeriodFormatter(locale: LocaleID("ru")).duration(SubscriptionPeriod("P21M")) == "21 месяц")
        #expect(try PeriodFormatter(locale: LocaleID("pl")).duration(SubscriptionPeriod("P22M")) == "22 miesiące")
        #expect(try PeriodFormatter(locale: LocaleID("pl")).duration(SubscriptionPeriod("P25M")) == "25 miesięcy")
        #expect(try PluralCategory.category(of: 11, in: LocaleID("ar")) == .many)
        #expect(try PeriodFormatter(locale: LocaleID("ar")).duration(SubscriptionPeriod("P11M")) == "١١ شهرًا")
        #expect(try PluralCategory.category(of: 21, in: LocaleID("ru")) == .one)
        #expect(try PluralCategory.category(of: 22, in: LocaleID("pl")) == .few)
    }

    /// 2. No hard-coded "/" between price and unit, no "ly" glued to a unit.
    @Test func perUnitPatternsComeFromCLDR() throws {
        let month = try SubscriptionPeriod("P1M")
        #expect(try PeriodFormatter(locale: LocaleID("fr")).price(Money("0.99", currency: "EUR"), per: month) == "0,99\u{00A0}€ par mois")
        // Korean: our reviewed "월 ₩1,200" replaces CLDR's "월당" (docs/translations/ko.md).
        #expect(try PeriodFormatter(locale: LocaleID("ko")).price(Money("1200", currency: "KRW"), per: month) == "월 ₩1,200")
        #expect(try PeriodFormatter(locale: LocaleID("de")).price(Money("9.99", currency: "EUR"), per: month) == "9,99\u{00A0}€ pro Monat")
        #expect(try PeriodFormatter(locale: LocaleID("en")).every(SubscriptionPeriod("P3M")) == "every 3 months")
    }

    /// 3. "1 month" is never turned into "month" by removing "1 ": Japanese and Arabic survive.
    @Test func singlePeriodsKeepTheirOwnForm() throws {
        #expect(try PeriodFormatter(locale: LocaleID("ja")).duration(SubscriptionPeriod("P1M")) == "1か月")
        #expect(try PeriodFormatter(locale: LocaleID("ar")).duration(SubscriptionPeriod("P1M")) == "شهر")
        #expect(try PeriodFormatter(locale: LocaleID("ar")).duration(SubscriptionPeriod("P2M")) == "شهران")
        #expect(try PeriodFormatter(locale: LocaleID("he")).duration(SubscriptionPeriod("P2W")) == "שבועיים")
    }

    /// 4. The storefront's currency in the user's language, with explicit digits.
    @Test func storefrontCurrencyInTheUsersLanguage() throws {
        #expect(try PriceFormatter(locale: LocaleID("ro_RO")).format(Money("4.99", currency: "RON")) == "4,99\u{00A0}RON")
        #expect(
            try PriceFormatter(locale: LocaleID("ro_RO"), display: .name).format(Money("4.99", currency: "RON")) == "4,99 lei românești")
        #expect(try PriceFormatter(locale: LocaleID("es_ES")).format(Money("4.99", currency: "SAR")) == "4,99\u{00A0}SAR")
        #expect(try PriceFormatter(locale: LocaleID("en_US")).format(Money("4.99", currency: "EUR")) == "€4.99")
        #expect(try !PriceFormatter(locale: LocaleID("en_US")).format(Money("4.99", currency: "XAF")).contains("¤"))
        #expect(
            try PriceFormatter(locale: LocaleID("ar_SA"), numberingSystem: .latin).format(Money("4.99", currency: "SAR"))
                == "\u{200F}4.99\u{00A0}ر.س.\u{200F}")
        #expect(try PriceFormatter(locale: LocaleID("de_CH")).format(Money("4.90", currency: "CHF")) == "CHF\u{00A0}4.90")
    }

    /// 5. Computed prices follow the currency's digits and never overstate a saving.
    @Test func computedPricesRoundToTheCurrency() throws {
        let yen = try Money("1200", currency: "JPY").converted(per: SubscriptionPeriod("P1Y"), to: .month)
        #expect(try PriceFormatter(locale: LocaleID("en_US")).format(yen) == "¥100")
        let dollars = try Money("83.99", currency: "USD").converted(per: SubscriptionPeriod("P1Y"), to: .month, rounding: .down)
        #expect(try PriceFormatter(locale: LocaleID("en_US")).format(dollars) == "$6.99")
        let saving = try Money("59.99", currency: "USD").savingPercent(
            per: try SubscriptionPeriod("P1Y"), against: try Money("9.99", currency: "USD"),
            per: try SubscriptionPeriod("P1M"))
        #expect(saving == 49)
    }

    /// 6. A weekly subscription reported as P7D is "1 week" once normalised.
    @Test func weeklyIsOneWeek() throws {
        #expect(try PeriodFormatter(locale: LocaleID("en")).duration(SubscriptionPeriod("P7D").normalized) == "1 week")
        #expect(try PeriodFormatter(locale: LocaleID("de")).duration(SubscriptionPeriod("P7D").normalized) == "1 Woche")
    }

    /// 7. Chinese and Japanese per-unit prices read "¥15.00/月" (CLDR long, our compact phrases), not "¥15/个月" or "¥1/y".
    @Test func chineseAndJapanesePerUnit() throws {
        let yuan = try Money("15", currency: "CNY")
        #expect(try PeriodFormatter(locale: LocaleID("zh_Hans_CN")).price(yuan, per: SubscriptionPeriod("P1M")) == "¥15.00/月")
        #expect(
            try PeriodFormatter(locale: LocaleID("zh_Hans_CN")).price(yuan, per: SubscriptionPeriod("P1Y"), width: .narrow) == "¥15.00/年")
        let yen = try Money("1", currency: "JPY")
        #expect(try PeriodFormatter(locale: LocaleID("ja_JP")).price(yen, per: SubscriptionPeriod("P1Y")) == "￥1/年")
    }

    /// 8. Placeholders and plural variants of every translation are checked in PhraseCatalogTests; a
    ///    placeholder with the wrong case is not filled, so it cannot pass silently.
    @Test func placeholdersAreExact() {
        #expect(StringCatalog.placeholders(in: "{Total_price} {name }") == [])
        #expect(StringCatalog.placeholders(in: "{price} {count}") == ["count", "price"])
    }

    /// 9. A one-month trial is "1 month free", never "30-day free trial".
    @Test func trialNamesThePeriodTheStoreNames() throws {
        let offer = try Offer(
            kind: .introductory,
            phases: [
                .freeTrial(SubscriptionPeriod("P1M"), currency: Currency("USD")),
                .regular(Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M")),
            ])
        #expect(try OfferFormatter(locale: LocaleID("en_US")).sentence(for: offer) == "1 month free, then $9.99 per month")
    }
}
