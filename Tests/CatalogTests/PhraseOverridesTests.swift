import Catalog
import Foundation
import Testing

/// A team's own wording over Catalog's phrases (`PhraseOverrides`), per key and language, with plural
/// variants chosen by the language's CLDR rules.
@Suite("Phrase overrides")
struct PhraseOverridesTests {
    /// A brand's English and German button, and its Polish and Arabic "every N months", each category
    /// marked so that the table shows which variant a count chose.
    static func brand() throws -> PhraseOverrides {
        var brand = PhraseOverrides()
        try brand.set("Join Pulse", for: "paywall.subscribe", language: "en")
        try brand.set("Pulse beitreten", for: "paywall.subscribe", language: "de")
        try brand.set(
            [.one: "co miesiąc", .few: "raz na {count} miesiące", .many: "raz na {count} miesięcy", .other: "raz na {count} miesiąca"],
            for: "period.every.month", language: "pl")
        try brand.set(
            [
                .zero: "zero {count}", .one: "one {count}", .two: "two: كل شهرين", .few: "few {count}", .many: "many {count}",
                .other: "other {count}",
            ], for: "period.every.month", language: "ar")
        return brand
    }

    /// Locale, label, expected: the team's text in its languages and in Catalog's more specific forms
    /// of them (en-GB, en-AU), Catalog's elsewhere.
    @Test(arguments: [
        ("en_US", "Join Pulse"), ("en_GB", "Join Pulse"), ("en_AU", "Join Pulse"), ("de_DE", "Pulse beitreten"),
        ("de_AT", "Pulse beitreten"), ("fr_FR", "S’abonner"), ("pl_PL", "Subskrybuj"),
    ])
    func labels(_ locale: String, _ expected: String) throws {
        #expect(try Phrasebook(locale: LocaleID(locale), overrides: Self.brand()).text(.subscribe) == expected)
    }

    /// Locale, period, expected: plural variants chosen by each language's categories (Polish 2 and 22
    /// are `few`, 5 is `many`; Arabic 2 is `two`, 3 `few`, 11 `many`, 100 `other`), counts in the
    /// locale's digits.
    @Test(arguments: [
        ("pl_PL", "P2M", "raz na 2 miesiące"), ("pl_PL", "P5M", "raz na 5 miesięcy"), ("pl_PL", "P22M", "raz na 22 miesiące"),
        ("ar", "P2M", "two: كل شهرين"), ("ar", "P3M", "few ٣"), ("ar", "P11M", "many ١١"), ("ar", "P100M", "other ١٠٠"),
        ("ru_RU", "P5M", "каждые 5 месяцев"),
    ])
    func pluralVariants(_ locale: String, _ period: String, _ expected: String) throws {
        let periods = try PeriodFormatter(prices: PriceFormatter(locale: LocaleID(locale)), overrides: Self.brand())
        #expect(try periods.every(SubscriptionPeriod(period)) == expected)
    }

    /// The offer formatter and the copy formatters write with the team's words.
    @Test func formattersUseTheOverrides() throws {
        var brand = PhraseOverrides()
        try brand.set("{first} — and after that, {next}", for: "offer.then", language: "en")
        try brand.set("Forever", for: "plan.lifetime", language: "en")
        let offer = try Offer(
            kind: .introductory,
            phases: [
                .freeTrial(SubscriptionPeriod("P1W"), currency: Currency("USD")),
                .regular(Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M")),
            ])
        let english = try OfferFormatter(locale: LocaleID("en_US"), overrides: brand)
        #expect(try english.sentence(for: offer) == "1 week free — and after that, $9.99 per month")
        #expect(try OfferFormatter(locale: LocaleID("en_US")).sentence(for: offer) == "1 week free, then $9.99 per month")
        let copy = try CopyVariables.Formatters(locale: LocaleID("en_US"), overrides: brand)
        #expect(try copy.offers.phrases.text(.lifetime) == "Forever")
    }

    /// A language Catalog has no phrases for becomes one: the team's text where it gives one, Catalog's
    /// English elsewhere.
    @Test func aNewLanguage() throws {
        var brand = PhraseOverrides()
        try brand.set("Tanysgrifio", for: "paywall.subscribe", language: "cy")
        let welsh = try Phrasebook(locale: LocaleID("cy_GB"), overrides: brand)
        #expect(welsh.language.tag == "cy")
        #expect(welsh.language.isFallback == false)
        #expect(try welsh.text(.subscribe) == "Tanysgrifio")
        #expect(try welsh.text(.buy) == "Buy")
        #expect(try Phrasebook(locale: LocaleID("cy_GB")).language.isFallback)
    }

    /// A team's own String Catalog, read as overrides.
    @Test func fromAStringCatalog() throws {
        let json = #"""
            {"sourceLanguage": "en", "strings": {
              "paywall.buy": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Get it"}},
                                                "ja": {"stringUnit": {"state": "translated", "value": "今すぐ入手"}}}},
              "duration.day": {"localizations": {"pl": {"variations": {"plural": {
                "one": {"stringUnit": {"value": "{count} doba"}}, "few": {"stringUnit": {"value": "{count} doby"}},
                "many": {"stringUnit": {"value": "{count} dób"}}, "other": {"stringUnit": {"value": "{count} doby"}}}}}}}
            }}
            """#
        let brand = try PhraseOverrides(xcstrings: Data(json.utf8))
        #expect(try Phrasebook(locale: LocaleID("en_US"), overrides: brand).text(.buy) == "Get it")
        #expect(try Phrasebook(locale: LocaleID("ja_JP"), overrides: brand).text(.buy) == "今すぐ入手")
        let polish = try PeriodFormatter(prices: PriceFormatter(locale: LocaleID("pl_PL")), overrides: brand)
        #expect(try polish.duration(SubscriptionPeriod("P7D")) == "7 dób")
        #expect(try PeriodFormatter(locale: LocaleID("pl_PL")).duration(SubscriptionPeriod("P7D")) == "7 dni")
    }

    /// Key, language, text, expected error: every override is checked when it is added.
    @Test(arguments: [
        ("paywall.subscrbe", "en", "Join", PhraseError.unknownKey("paywall.subscrbe", suggestion: "paywall.subscribe")),
        ("checkout.title", "en", "Pay", .unknownKey("checkout.title", suggestion: nil)),
        ("paywall.buy", "xx_YY", "Buy", .unknownLanguage("xx_YY")),
        ("paywall.save", "en", "Save now", .placeholdersChanged(key: "paywall.save", language: "en", expected: ["percent"], found: [])),
        (
            "offer.then", "de", "{first}, dann {nächste}",
            .placeholdersChanged(key: "offer.then", language: "de", expected: ["first", "next"], found: ["first", "nächste"])
        ),
        ("paywall.save", "en", "Save {percent} {", .strayBrace(key: "paywall.save", language: "en", text: "Save {percent} {")),
        ("period.every.month", "en", "every {count} months", .needsPluralVariants(key: "period.every.month", language: "en")),
    ])
    func refusedTexts(_ key: String, _ language: String, _ text: String, _ expected: PhraseError) {
        var brand = PhraseOverrides()
        do throws(PhraseError) {
            try brand.set(text, for: key, language: language)
            Issue.record("\(key) [\(language)] \"\(text)\" was accepted")
        } catch {
            #expect(error == expected)
        }
        #expect(brand.isEmpty)
    }

    /// Plural variants must be exactly the language's categories and keep the placeholders; a variant
    /// may write its count in words.
    @Test func refusedVariants() throws {
        var brand = PhraseOverrides()
        #expect(
            throws: PhraseError.pluralCategoriesChanged(
                key: "period.every.month", language: "pl", expected: [.one, .few, .many, .other], found: [.one, .few, .other])
        ) {
            try brand.set(
                [.one: "co miesiąc", .few: "co {count} miesiące", .other: "co {count} miesiąca"], for: "period.every.month", language: "pl")
        }
        #expect(throws: PhraseError.needsText(key: "paywall.buy", language: "en")) {
            try brand.set([.one: "Buy it", .other: "Buy them"], for: "paywall.buy", language: "en")
        }
        #expect(throws: PhraseError.placeholdersChanged(key: "period.every.month", language: "en", expected: ["count"], found: ["price"])) {
            try brand.set([.one: "every month", .other: "every {price}"], for: "period.every.month", language: "en")
        }
        try brand.set([.one: "monthly", .other: "each {count} months"], for: "period.every.month", language: "en_US")
        #expect(
            try PeriodFormatter(prices: PriceFormatter(locale: LocaleID("en_US")), overrides: brand).every(SubscriptionPeriod("P3M"))
                == "each 3 months")
        #expect(PhraseOverrides.keys.contains("period.every.month"))
    }

    /// The messages say which key and language and what changed, with a hint.
    @Test func messages() {
        let error = PhraseError.placeholdersChanged(key: "paywall.save", language: "en", expected: ["percent"], found: [])
        #expect(error.description == "paywall.save [en]: the override uses no placeholders, Catalog's phrase uses {percent}")
        #expect(
            PhraseError.unknownKey("paywall.subscrbe", suggestion: "paywall.subscribe").explanation
                == "Catalog has no phrase paywall.subscrbe (hint: did you mean paywall.subscribe? PhraseOverrides.keys lists every phrase)")
        let categories = PhraseError.pluralCategoriesChanged(
            key: "period.every.month", language: "pl", expected: [.one, .few, .many, .other], found: [.one, .other])
        #expect(
            categories.description
                == "period.every.month [pl]: the variants are one, other, the language's categories are one, few, many, other")
    }
}
