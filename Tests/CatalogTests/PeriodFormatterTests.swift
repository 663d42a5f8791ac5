import Catalog
import Testing

/// One row of a duration table: what ICU 72 (CLDR 42) writes for a period in a locale and width.
struct DurationCase: Sendable, CustomStringConvertible {
    let locale: String
    let period: String
    let width: UnitWidth
    let expected: String

    init(_ locale: String, _ period: String, _ width: UnitWidth, _ expected: String) {
        self.locale = locale
        self.period = period
        self.width = width
        self.expected = expected
    }

    var description: String { "\(locale) \(period) \(width)" }
}

@Suite("Periods in 16 locales")
struct PeriodFormatterTests {
    static let durations: [DurationCase] = [
        DurationCase("en_US", "P1W", .long, "1 week"),
        DurationCase("en_US", "P3M", .long, "3 months"),
        DurationCase("en_US", "P21M", .long, "21 months"),
        DurationCase("en_US", "P22M", .long, "22 months"),
        DurationCase("en_US", "P11M", .long, "11 months"),
        DurationCase("en_US", "P7D", .short, "7 days"),
        DurationCase("en_US", "P1Y", .narrow, "1y"),
        DurationCase("de_DE", "P1W", .long, "1 Woche"),
        DurationCase("de_DE", "P3M", .long, "3 Monate"),
        DurationCase("de_DE", "P21M", .long, "21 Monate"),
        DurationCase("de_DE", "P22M", .long, "22 Monate"),
        DurationCase("de_DE", "P11M", .long, "11 Monate"),
        DurationCase("de_DE", "P7D", .short, "7 Tg."),
        DurationCase("de_DE", "P1Y", .narrow, "1 J"),
        DurationCase("fr_FR", "P1W", .long, "1\u{00A0}semaine"),
        DurationCase("fr_FR", "P3M", .long, "3\u{00A0}mois"),
        DurationCase("fr_FR", "P21M", .long, "21\u{00A0}mois"),
        DurationCase("fr_FR", "P22M", .long, "22\u{00A0}mois"),
        DurationCase("fr_FR", "P11M", .long, "11\u{00A0}mois"),
        DurationCase("fr_FR", "P7D", .short, "7\u{202F}j"),
        DurationCase("fr_FR", "P1Y", .narrow, "1a"),
        DurationCase("ru_RU", "P1W", .long, "1 неделя"),
        DurationCase("ru_RU", "P3M", .long, "3 месяца"),
        DurationCase("ru_RU", "P21M", .long, "21 месяц"),
        DurationCase("ru_RU", "P22M", .long, "22 месяца"),
        DurationCase("ru_RU", "P11M", .long, "11 месяцев"),
        DurationCase("ru_RU", "P7D", .short, "7 дн."),
        DurationCase("ru_RU", "P1Y", .narrow, "1 г."),
        DurationCase("pl_PL", "P1W", .long, "1 tydzień"),
        DurationCase("pl_PL", "P3M", .long, "3 miesiące"),
        DurationCase("pl_PL", "P21M", .long, "21 miesięcy"),
        DurationCase("pl_PL", "P22M", .long, "22 miesiące"),
        DurationCase("pl_PL", "P11M", .long, "11 miesięcy"),
        DurationCase("pl_PL", "P7D", .short, "7 dni"),  // ours: CLDR says "7 dób"
        DurationCase("pl_PL", "P1Y", .narrow, "1 r."),
        DurationCase("ja_JP", "P1W", .long, "1週間"),  // ours: CLDR says "1 週間"
        DurationCase("ja_JP", "P3M", .long, "3か月"),
        DurationCase("ja_JP", "P21M", .long, "21か月"),
        DurationCase("ja_JP", "P22M", .long, "22か月"),
        DurationCase("ja_JP", "P11M", .long, "11か月"),
        DurationCase("ja_JP", "P7D", .short, "7日間"),
        DurationCase("ja_JP", "P1Y", .narrow, "1年"),  // ours: CLDR narrow says "1y"
        DurationCase("ar_SA", "P1W", .long, "أسبوع"),
        DurationCase("ar_SA", "P3M", .long, "٣ أشهر"),
        DurationCase("ar_SA", "P21M", .long, "٢١ شهرًا"),
        DurationCase("ar_SA", "P22M", .long, "٢٢ شهرًا"),
        DurationCase("ar_SA", "P11M", .long, "١١ شهرًا"),
        DurationCase("ar_SA", "P7D", .short, "٧ أيام"),
        DurationCase("ar_SA", "P1Y", .narrow, "سنة"),
        DurationCase("he_IL", "P1W", .long, "שבוע"),
        DurationCase("he_IL", "P3M", .long, "3 חודשים"),
        DurationCase("he_IL", "P21M", .long, "21 חודשים"),
        DurationCase("he_IL", "P22M", .long, "22 חודשים"),
        DurationCase("he_IL", "P11M", .long, "11 חודשים"),
        DurationCase("he_IL", "P7D", .short, "7 ימ׳"),
        DurationCase("he_IL", "P1Y", .narrow, "ש′ 1"),
        DurationCase("zh_Hans_CN", "P1W", .long, "1周"),
        DurationCase("zh_Hans_CN", "P3M", .long, "3个月"),
        DurationCase("zh_Hans_CN", "P21M", .long, "21个月"),
        DurationCase("zh_Hans_CN", "P22M", .long, "22个月"),
        DurationCase("zh_Hans_CN", "P11M", .long, "11个月"),
        DurationCase("zh_Hans_CN", "P7D", .short, "7天"),
        DurationCase("zh_Hans_CN", "P1Y", .narrow, "1年"),
        DurationCase("zh_Hant_TW", "P1W", .long, "1 週"),
        DurationCase("zh_Hant_TW", "P3M", .long, "3 個月"),
        DurationCase("zh_Hant_TW", "P21M", .long, "21 個月"),
        DurationCase("zh_Hant_TW", "P22M", .long, "22 個月"),
        DurationCase("zh_Hant_TW", "P11M", .long, "11 個月"),
        DurationCase("zh_Hant_TW", "P7D", .short, "7 天"),
        DurationCase("zh_Hant_TW", "P1Y", .narrow, "1 年"),
        DurationCase("ko_KR", "P1W", .long, "1주"),
        DurationCase("ko_KR", "P3M", .long, "3개월"),
        DurationCase("ko_KR", "P21M", .long, "21개월"),
        DurationCase("ko_KR", "P22M", .long, "22개월"),
        DurationCase("ko_KR", "P11M", .long, "11개월"),
        DurationCase("ko_KR", "P7D", .short, "7일"),
        DurationCase("ko_KR", "P1Y", .narrow, "1년"),
        DurationCase("tr_TR", "P1W", .long, "1 hafta"),
        DurationCase("tr_TR", "P3M", .long, "3 ay"),
        DurationCase("tr_TR", "P21M", .long, "21 ay"),
        DurationCase("tr_TR", "P22M", .long, "22 ay"),
        DurationCase("tr_TR", "P11M", .long, "11 ay"),
        DurationCase("tr_TR", "P7D", .short, "7 gün"),
        DurationCase("tr_TR", "P1Y", .narrow, "1y"),
        DurationCase("hi_IN", "P1W", .long, "1 सप्ताह"),
        DurationCase("hi_IN", "P3M", .long, "3 महीने"),
        DurationCase("hi_IN", "P21M", .long, "21 महीने"),
        DurationCase("hi_IN", "P22M", .long, "22 महीने"),
        DurationCase("hi_IN", "P11M", .long, "11 महीने"),
        DurationCase("hi_IN", "P7D", .short, "7 दिन"),
        DurationCase("hi_IN", "P1Y", .narrow, "1वर्ष"),
        DurationCase("uk_UA", "P1W", .long, "1 тиждень"),
        DurationCase("uk_UA", "P3M", .long, "3 місяці"),
        DurationCase("uk_UA", "P21M", .long, "21 місяць"),
        DurationCase("uk_UA", "P22M", .long, "22 місяці"),
        DurationCase("uk_UA", "P11M", .long, "11 місяців"),
        DurationCase("uk_UA", "P7D", .short, "7 дн."),
        DurationCase("uk_UA", "P1Y", .narrow, "1р"),
        DurationCase("cs_CZ", "P1W", .long, "1 týden"),
        DurationCase("cs_CZ", "P3M", .long, "3 měsíce"),
        DurationCase("cs_CZ", "P21M", .long, "21 měsíců"),
        DurationCase("cs_CZ", "P22M", .long, "22 měsíců"),
        DurationCase("cs_CZ", "P11M", .long, "11 měsíců"),
        DurationCase("cs_CZ", "P7D", .short, "7 dnů"),
        DurationCase("cs_CZ", "P1Y", .narrow, "1 r."),
        DurationCase("fi_FI", "P1W", .long, "1 viikko"),
        DurationCase("fi_FI", "P3M", .long, "3 kuukautta"),
        DurationCase("fi_FI", "P21M", .long, "21 kuukautta"),
        DurationCase("fi_FI", "P22M", .long, "22 kuukautta"),
        DurationCase("fi_FI", "P11M", .long, "11 kuukautta"),
        DurationCase("fi_FI", "P7D", .short, "7 pv"),
        DurationCase("fi_FI", "P1Y", .narrow, "1v"),
    ]

    @Test(arguments: durations)
    func durationsComeFromCLDR(_ row: DurationCase) throws {
        let formatter = try PeriodFormatter(locale: LocaleID(row.locale))
        #expect(try formatter.duration(SubscriptionPeriod(row.period), width: row.width) == row.expected)
    }

    /// A price per period: CLDR's per-unit pattern for one period, our plural phrase for several.
    @Test(arguments: [
        PriceCase("fr_FR", "EUR", "0.99 P1M long", "0,99\u{00A0}€ par mois"),
        PriceCase("fr_FR", "EUR", "0.99 P1M short", "0,99\u{00A0}€/mois"),
        PriceCase("ja_JP", "JPY", "120 P1M long", "￥120/月"),
        PriceCase("ko_KR", "KRW", "1200 P1M long", "월 ₩1,200"),
        PriceCase("he_IL", "ILS", "9.99 P1M long", "\u{200F}\u{200F}9.99\u{00A0}\u{200F}₪ לחודש"),
        PriceCase("de_DE", "EUR", "29.99 P3M long", "29,99\u{00A0}€ alle 3 Monate"),
        PriceCase("ru_RU", "RUB", "299 P3M long", "299,00\u{00A0}₽ каждые 3 месяца"),
        PriceCase("ru_RU", "RUB", "299 P21M long", "299,00\u{00A0}₽ раз в 21 месяц"),
        PriceCase("en_US", "USD", "9.99 P1M long", "$9.99 per month"),
        PriceCase("en_US", "USD", "9.99 P1M short", "$9.99/mo"),
        PriceCase("en_CA", "CAD", "9.99 P1M short", "$9.99/mo"),
        PriceCase("zh_Hans_CN", "CNY", "15 P1M long", "¥15.00/月"),
        PriceCase("ar_SA", "SAR", "19.99 P1Y long", "\u{200F}١٩٫٩٩\u{00A0}ر.س.\u{200F} في السنة"),
        PriceCase("pl_PL", "PLN", "49.99 P2W long", "49,99\u{00A0}zł co 2 tygodnie"),
    ])
    func pricesPerPeriod(_ row: PriceCase) throws {
        let parts = row.amount.split(separator: " ").map(String.init)
        let locale = try LocaleID(row.locale)
        let price = try Money(parts[0], currency: row.currency)
        let width = try #require(UnitWidth(rawValue: parts[2]))
        #expect(try PeriodFormatter(locale: locale).price(price, per: SubscriptionPeriod(parts[1]), width: width) == row.expected)
    }

    @Test(arguments: [
        ("en", "month"), ("de", "Monat"), ("fr", "mois"), ("ru", "месяц"), ("ar", "شهر"), ("he", "חודש"), ("pl", "miesiąc"),
    ])
    func unitNameForOnePeriod(_ locale: String, _ expected: String) throws {
        #expect(try PeriodFormatter(locale: LocaleID(locale)).unitName(.month) == expected)
    }

    @Test func everyNPeriods() throws {
        #expect(try PeriodFormatter(locale: LocaleID("en")).every(SubscriptionPeriod("P3M")) == "every 3 months")
        #expect(try PeriodFormatter(locale: LocaleID("ru")).every(SubscriptionPeriod("P5M")) == "каждые 5 месяцев")
        #expect(try PeriodFormatter(locale: LocaleID("ar")).every(SubscriptionPeriod("P2M")) == "كل شهرين")
    }
}
