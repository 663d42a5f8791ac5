import Catalog
import Testing

/// The examples of the 1.0 API decisions in the doc comments, the README ("Our phrases and where they
/// live") and the DocC article "Your own wording", run as written, with the results they state.
@Suite("Documented examples of the 1.0 API")
struct DocumentedAPIExampleTests {
    @Test func readmeAndArticle() throws {
        var brand = PhraseOverrides()
        try brand.set("Join Pulse", for: "paywall.subscribe", language: "en")
        try brand.set(
            [.one: "co miesiąc", .few: "raz na {count} miesiące", .many: "raz na {count} miesięcy", .other: "raz na {count} miesiąca"],
            for: "period.every.month", language: "pl")
        #expect(try Phrasebook(locale: LocaleID("en_GB"), overrides: brand).text(.subscribe) == "Join Pulse")
        let polish = try PeriodFormatter(prices: PriceFormatter(locale: LocaleID("pl_PL")), overrides: brand)
        #expect(try polish.every(SubscriptionPeriod("P5M")) == "raz na 5 miesięcy")
        #expect(try polish.every(SubscriptionPeriod("P22M")) == "raz na 22 miesiące")

        let german = try Phrasebook(locale: LocaleID("de_DE"))
        #expect(try german.periodly(SubscriptionPeriod("P1M")) == "Monatlich")
        #expect(try german.periodly(SubscriptionPeriod("P1Y")) == "Jährlich")
        #expect(try german.periodly(SubscriptionPeriod("P6M")) == nil)
        #expect(try german.text(.lifetime) == "Lebenslang")
        #expect(try german.text(.free) == "Kostenlos")
    }

    @Test func docComments() throws {
        var premium = PhraseOverrides()
        try premium.set("Go Premium", for: "paywall.subscribe", language: "en")
        #expect(try Phrasebook(locale: LocaleID("en_GB"), overrides: premium).text(.subscribe) == "Go Premium")

        let hungarian = try PeriodFormatter(prices: PriceFormatter(locale: LocaleID("hu_HU"), zeroFraction: .hiddenWhereCashIsWhole))
        #expect(try hungarian.price(Money("3990", currency: "HUF"), per: SubscriptionPeriod("P1M")) == "3\u{00A0}990\u{00A0}Ft/hónap")
        let french = try PeriodFormatter(locale: LocaleID("fr_FR"))
        let price = try Money("0.99", currency: "EUR")
        #expect(try french.price(price, per: SubscriptionPeriod("P1M")) == "0,99\u{00A0}€ par mois")
        #expect(try french.price(price, per: SubscriptionPeriod("P1M"), width: .short) == "0,99\u{00A0}€/mois")

        let prices = PriceFormatter(locale: try LocaleID("hu_HU"), zeroFraction: .hiddenWhereCashIsWhole)
        let monthly = try Offer(kind: .introductory, phases: [.regular(Money("3990", currency: "HUF"), every: SubscriptionPeriod("P1M"))])
        #expect(try OfferFormatter(prices: prices).sentence(for: monthly) == "3\u{00A0}990\u{00A0}Ft/hónap")

        let english = try OfferFormatter(locale: LocaleID("en_US"))
        #expect(try english.sentence(for: [.freeTrial(SubscriptionPeriod("P3D"), currency: Currency("USD"))]) == "3 days free")
        let payAsYouGo = try PricingPhase.payAsYouGo(Money("0.99", currency: "USD"), every: SubscriptionPeriod("P1M"), count: 3)
        #expect(try english.phase(payAsYouGo) == "$0.99 per month for 3 months")
        let regular = try Offer(kind: .introductory, phases: [.regular(Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M"))])
        #expect(
            try english.disclosure(for: regular).hasPrefix(
                "Payment is charged to your account when you confirm the purchase. The subscription renews "))

        let formatters = try CopyVariables.Formatters(locale: LocaleID("hu_HU"))
        #expect(try formatters.derivedPrices.format(derived: Money("1999.99", currency: "HUF")) == "1\u{00A0}999\u{00A0}Ft")
        #expect(
            try PricingPhase.payUpFront(Money("29.99", currency: "USD"), for: SubscriptionPeriod("P1M"), count: 6).period.description
                == "P6M")
    }
}
