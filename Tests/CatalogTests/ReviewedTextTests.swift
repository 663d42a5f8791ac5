import Testing

@testable import CatalogFiles
@testable import CatalogText

/// The text the localization review asked for (issue 8, items 13–17): tables per locale, exact strings.
@Suite("Reviewed text: disclosures, compact prices, durations")
struct ReviewedTextTests {
    static var trial: [PricingPhase] {
        get throws {
            [
                .freeTrial(try SubscriptionPeriod("P1W"), currency: try Currency("USD")),
                .regular(try Money("9.99", currency: "USD"), every: try SubscriptionPeriod("P1M")),
            ]
        }
    }

    /// Compact prices come from our reviewed phrases, never CLDR's "€/M", "$/m", "/г": one unit, several
    /// units (no break between the count and the unit), a year and a week.
    @Test(arguments: [
        ("en_US", "$4.99/mo", "$14.99/3\u{00A0}mo", "$49.99/yr", "$1.99/wk"),
        ("de_DE", "4,99\u{00A0}$/Monat", "14,99\u{00A0}$/3\u{00A0}Monate", "49,99\u{00A0}$/Jahr", "1,99\u{00A0}$/Woche"),
        ("fr_FR", "4,99\u{00A0}$US/mois", "14,99\u{00A0}$US/3\u{00A0}mois", "49,99\u{00A0}$US/an", "1,99\u{00A0}$US/semaine"),
        ("es_MX", "USD\u{00A0}4.99/mes", "USD\u{00A0}14.99/3\u{00A0}meses", "USD\u{00A0}49.99/año", "USD\u{00A0}1.99/semana"),
        ("it_IT", "4,99\u{00A0}USD/mese", "14,99\u{00A0}USD/3\u{00A0}mesi", "49,99\u{00A0}USD/anno", "1,99\u{00A0}USD/settimana"),
        ("pt_BR", "US$\u{00A0}4,99/mês", "US$\u{00A0}14,99/3\u{00A0}meses", "US$\u{00A0}49,99/ano", "US$\u{00A0}1,99/semana"),
        ("nl_NL", "US$\u{00A0}4,99/mnd", "US$\u{00A0}14,99/3\u{00A0}mnd", "US$\u{00A0}49,99/jaar", "US$\u{00A0}1,99/week"),
        ("sv_SE", "4,99\u{00A0}US$/mån", "14,99\u{00A0}US$/3\u{00A0}mån", "49,99\u{00A0}US$/år", "1,99\u{00A0}US$/vecka"),
        ("nb_NO", "USD\u{00A0}4,99/mnd.", "USD\u{00A0}14,99/3\u{00A0}mnd.", "USD\u{00A0}49,99/år", "USD\u{00A0}1,99/uke"),
        ("da_DK", "4,99\u{00A0}US$/md.", "14,99\u{00A0}US$/3\u{00A0}mdr.", "49,99\u{00A0}US$/år", "1,99\u{00A0}US$/uge"),
        ("fi_FI", "4,99\u{00A0}$/kk", "14,99\u{00A0}$/3\u{00A0}kk", "49,99\u{00A0}$/vuosi", "1,99\u{00A0}$/vk"),
        ("pl_PL", "4,99\u{00A0}USD/mies.", "14,99\u{00A0}USD/3\u{00A0}mies.", "49,99\u{00A0}USD/rok", "1,99\u{00A0}USD/tydz."),
        ("ru_RU", "4,99\u{00A0}$/мес", "14,99\u{00A0}$/3\u{00A0}мес", "49,99\u{00A0}$/год", "1,99\u{00A0}$/нед"),
        ("uk_UA", "4,99\u{00A0}USD/міс.", "14,99\u{00A0}USD/3\u{00A0}міс.", "49,99\u{00A0}USD/рік", "1,99\u{00A0}USD/тиж."),
        ("cs_CZ", "4,99\u{00A0}US$/měs.", "14,99\u{00A0}US$/3\u{00A0}měs.", "49,99\u{00A0}US$/rok", "1,99\u{00A0}US$/týden"),
        ("tr_TR", "$4,99/ay", "$14,99/3\u{00A0}ay", "$49,99/yıl", "$1,99/hafta"),
        ("el_GR", "4,99\u{00A0}$/μήνα", "14,99\u{00A0}$/3\u{00A0}μήνες", "49,99\u{00A0}$/έτος", "1,99\u{00A0}$/εβδομάδα"),
        ("hu_HU", "4,99\u{00A0}USD/hó", "14,99\u{00A0}USD/3\u{00A0}hónap", "49,99\u{00A0}USD/év", "1,99\u{00A0}USD/hét"),
        (
            "ar_SA", "\u{200F}٤٫٩٩\u{00A0}US$/شهر", "\u{200F}١٤٫٩٩\u{00A0}US$/٣\u{00A0}أشهر", "\u{200F}٤٩٫٩٩\u{00A0}US$/سنة",
            "\u{200F}١٫٩٩\u{00A0}US$/أسبوع"
        ),
        (
            "he_IL", "\u{200F}4.99\u{00A0}\u{200F}$ לחודש", "\u{200F}14.99\u{00A0}\u{200F}$ ל-3\u{00A0}חודשים",
            "\u{200F}49.99\u{00A0}\u{200F}$ לשנה", "\u{200F}1.99\u{00A0}\u{200F}$ לשבוע"
        ),
        ("hi_IN", "$4.99/माह", "$14.99/3\u{00A0}माह", "$49.99/वर्ष", "$1.99/सप्ताह"),
        ("th_TH", "US$4.99/เดือน", "US$14.99/3\u{00A0}เดือน", "US$49.99/ปี", "US$1.99/สัปดาห์"),
        ("vi_VN", "4,99\u{00A0}US$/tháng", "14,99\u{00A0}US$/3\u{00A0}tháng", "49,99\u{00A0}US$/năm", "1,99\u{00A0}US$/tuần"),
        ("id_ID", "US$4,99/bulan", "US$14,99/3\u{00A0}bulan", "US$49,99/tahun", "US$1,99/minggu"),
        ("ms_MY", "USD\u{00A0}4.99/bulan", "USD\u{00A0}14.99/3\u{00A0}bulan", "USD\u{00A0}49.99/tahun", "USD\u{00A0}1.99/minggu"),
        ("ja_JP", "$4.99/月", "$14.99/3か月", "$49.99/年", "$1.99/週"),
        ("ko_KR", "US$4.99/월", "US$14.99/3개월", "US$49.99/년", "US$1.99/주"),
        ("zh_Hans_CN", "US$4.99/月", "US$14.99/3个月", "US$49.99/年", "US$1.99/周"),
        ("zh_Hant_TW", "每月 US$4.99", "每\u{00A0}3\u{00A0}個月 US$14.99", "每年 US$49.99", "每週 US$1.99"),
    ])
    func compactPrices(_ locale: String, _ month: String, _ quarter: String, _ year: String, _ week: String) throws {
        let formatter = try PeriodFormatter(locale: LocaleID(locale))
        func compact(_ amount: String, _ period: String) throws -> String {
            try formatter.price(Money(amount, currency: "USD"), per: SubscriptionPeriod(period), width: .short)
        }
        #expect(try compact("4.99", "P1M") == month)
        #expect(try compact("14.99", "P3M") == quarter)
        #expect(try compact("49.99", "P1Y") == year)
        #expect(try compact("1.99", "P1W") == week)
        #expect(try formatter.price(Money("4.99", currency: "USD"), per: SubscriptionPeriod("P1M"), width: .narrow) == month)
    }

    /// A free trial's disclosure says that nothing is charged today, in every language.
    @Test(arguments: [
        ("en_US", "Nothing is charged today. Payment is charged to your account when the free trial ends. "),
        ("de_DE", "Heute wird dir nichts berechnet. Die Zahlung wird über dein Konto abgerechnet, sobald die kostenlose Testphase endet. "),
        ("fr_FR", "Rien ne vous est facturé aujourd’hui. Le paiement sera prélevé sur votre compte à l’issue de l’essai gratuit. "),
        ("es_ES", "Hoy no se te cobrará nada. El pago se cargará en tu cuenta al terminar la prueba gratuita. "),
        ("pl_PL", "Dziś nic nie płacisz. Płatność zostanie pobrana z Twojego konta po upływie bezpłatnego okresu próbnego. "),
        ("ru_RU", "Сегодня ничего не списывается. Оплата будет списана с вашего аккаунта, когда закончится бесплатный пробный период. "),
        ("ja_JP", "本日のご請求はありません。無料トライアルが終了すると、お客様のアカウントに料金が請求されます。お試し"),
        ("zh_Hans_CN", "今天不会向您收取任何费用。免费试用期满后，费用将从您的账户中扣除。优惠"),
        ("ar_SA", "لن يُخصم أي مبلغ اليوم. يُخصم المبلغ من حسابك عند انتهاء التجربة المجانية. "),
        ("ko_KR", "오늘은 요금이 청구되지 않습니다. 무료 체험이 종료되면 계정으로 요금이 청구됩니다. "),
    ])
    func freeTrialDisclosure(_ locale: String, _ opening: String) throws {
        let formatter = try OfferFormatter(locale: LocaleID(locale))
        let text = try formatter.disclosure(for: Offer(kind: .introductory, phases: try Self.trial))
        #expect(text.hasPrefix(opening), "\(text)")
    }

    /// No language says "charged when you confirm the purchase" for a free trial, and every language
    /// still says it for a paid offer.
    @Test(arguments: TranslatedLanguages.tags)
    func onlyPaidOffersAreChargedAtPurchase(_ tag: String) throws {
        let formatter = try OfferFormatter(locale: LocaleID(tag))
        let charge = try formatter.phrases.template(.disclosureCharge)
        let free = try formatter.disclosure(for: Offer(kind: .introductory, phases: try Self.trial))
        #expect(!free.contains(charge))
        #expect(free.contains(try formatter.phrases.template(.disclosureChargeAfterTrial)))
        let month = try SubscriptionPeriod("P1M")
        let paid = [
            try PricingPhase.payAsYouGo(Money("0.99", currency: "USD"), every: month, count: 3),
            try .regular(Money("9.99", currency: "USD"), every: month),
        ]
        #expect(try formatter.disclosure(for: Offer(kind: .introductory, phases: paid)).hasPrefix(charge))
    }

    /// Chinese and Japanese sentences follow "。" without a space; Thai separates sentences with one.
    @Test(arguments: [("ja_JP", "。", false), ("zh_Hans_CN", "。", false), ("zh_Hant_TW", "。", false), ("th_TH", " ", true)])
    func paragraphsJoinAsTheLanguageDoes(_ locale: String, _ stop: String, _ spaced: Bool) throws {
        let text = try OfferFormatter(locale: LocaleID(locale)).disclosure(for: Offer(kind: .introductory, phases: try Self.trial))
        #expect(text.contains("\(stop) ") == spaced || stop == " ")
        if stop == "。" { #expect(!text.contains("。 ")) }
    }

    /// The 24 hours are written in the locale's digits (the Arabic text no longer hard-codes "٢٤").
    @Test(arguments: [("ar_SA", "٢٤ ساعة"), ("ar_AE", "24 ساعة"), ("en_US", "24 hours"), ("hi_IN", "24 घंटे")])
    func cancellationHoursUseTheLocalesDigits(_ locale: String, _ hours: String) throws {
        let text = try OfferFormatter(locale: LocaleID(locale)).disclosure(for: Offer(kind: .introductory, phases: try Self.trial))
        #expect(text.contains(hours), "\(text)")
    }

    /// Durations where CLDR's word is wrong on a paywall come from our phrases (docs/translations/).
    @Test(arguments: [
        ("pl_PL", "P1D", "1 dzień"), ("pl_PL", "P3D", "3 dni"), ("pl_PL", "P7D", "7 dni"), ("pl_PL", "P22D", "22 dni"),
        ("sv_SE", "P1D", "1 dag"), ("sv_SE", "P3D", "3 dagar"), ("nb_NO", "P1D", "1 dag"), ("nb_NO", "P3D", "3 dager"),
        ("ja_JP", "P3D", "3日間"), ("ja_JP", "P1W", "1週間"), ("ja_JP", "P6M", "6か月"), ("ja_JP", "P1Y", "1年"),
        ("cs_CZ", "P7D", "7 dnů"), ("de_DE", "P3D", "3 Tage"), ("ru_RU", "P21D", "21 день"),
    ])
    func durations(_ locale: String, _ period: String, _ expected: String) throws {
        #expect(try PeriodFormatter(locale: LocaleID(locale)).duration(SubscriptionPeriod(period)) == expected)
    }

    /// A price per day says "dag", "dzień", not the hotel words "dygn", "døgn", "doba"; Korean and Hebrew
    /// per-unit prices read as their paywalls write them.
    @Test(arguments: [
        ("sv_SE", "SEK", "P1D", "4,99\u{00A0}kr per dag"), ("nb_NO", "NOK", "P1D", "kr\u{00A0}4,99 per dag"),
        ("pl_PL", "PLN", "P1D", "4,99\u{00A0}zł na dzień"), ("ko_KR", "KRW", "P1M", "월 ₩5"),
        ("he_IL", "ILS", "P1W", "\u{200F}4.99\u{00A0}\u{200F}₪ לשבוע"),
    ])
    func pricesPerUnit(_ locale: String, _ currency: String, _ period: String, _ expected: String) throws {
        let price = try Money(currency == "KRW" ? "5" : "4.99", currency: currency)
        #expect(try PeriodFormatter(locale: LocaleID(locale)).price(price, per: SubscriptionPeriod(period)) == expected)
    }

    /// Wording the review asked to fix: "equivalent to" is not "only", "save" is not "discount", the
    /// Korean up-front price is paid once, one card does not say the same word twice.
    @Test(arguments: [
        ("pl_PL", PhraseKey.equivalent, "Czyli {pricePerPeriod}"), ("ru_RU", .equivalent, "Это {pricePerPeriod}"),
        ("uk_UA", .equivalent, "Це {pricePerPeriod}"), ("hr_HR", .equivalent, "Preračunato: {pricePerPeriod}"),
        ("hu_HU", .save, "{percent} megtakarítás"), ("ko_KR", .save, "{percent} 절약"),
        ("ko_KR", .phaseUpFront, "첫 {duration} {price} 일시불"), ("vi_VN", .bestValue, "Đáng giá nhất"),
        ("id_ID", .bestValue, "Pilihan terbaik"),
    ])
    func reviewedWording(_ locale: String, _ key: PhraseKey, _ expected: String) throws {
        #expect(try Phrasebook(locale: LocaleID(locale)).template(key) == expected)
    }
}
