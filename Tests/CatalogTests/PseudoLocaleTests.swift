import Testing

@testable import Catalog

/// The pseudo-locales en-XA and ar-XB: parsing, the text transform, and formatting from English data.
@Suite("Pseudo-locales")
struct PseudoLocaleTests {
    /// ar-XB's wrapping of one word, as Android writes it.
    static func rtl(_ word: String) -> String { "\u{200F}\u{202E}\(word)\u{202C}\u{200F}" }

    // MARK: LocaleID

    @Test(arguments: [
        ("en-XA", "en_XA", "en-XA", LocaleID.Pseudo.accented), ("en_XA", "en_XA", "en-XA", .accented),
        ("EN-xa", "en_XA", "en-XA", .accented), ("ar-XB", "ar_XB", "ar-XB", .bidi), ("ar_XB", "ar_XB", "ar-XB", .bidi),
    ])
    func parsesBothSpellings(_ spelling: String, _ identifier: String, _ tag: String, _ pseudo: LocaleID.Pseudo) throws {
        let locale = try LocaleID(spelling)
        #expect(locale.identifier == identifier)
        #expect(locale.languageTag == tag)
        #expect(locale.pseudo == pseudo)
        #expect(pseudo.locale == locale)
        #expect(pseudo.description == tag)
        #expect(locale.isLanguageUsedInRegion)
    }

    @Test func realLocalesAreNotPseudo() throws {
        #expect(try LocaleID("en_US").pseudo == nil)
        #expect(try LocaleID("ar").pseudo == nil)
    }

    @Test func directionNamesAndMatching() throws {
        let accented = try LocaleID("en-XA"), bidi = try LocaleID("ar-XB")
        #expect(!accented.isRightToLeft)
        #expect(bidi.isRightToLeft)
        #expect(accented.displayName() == "English (pseudo, accented)")
        #expect(bidi.displayName(in: .english) == "English (pseudo, right to left)")
        // Text is made from the English translation, never another language's.
        let available = [try LocaleID("ar_SA"), try LocaleID("en_US"), try LocaleID("de_DE")]
        #expect(bidi.bestMatch(among: available, source: try LocaleID("de_DE"))! == (try LocaleID("en_US"), false))
        #expect(accented.bestMatch(among: [try LocaleID("de_DE")], source: try LocaleID("de_DE"))! == (try LocaleID("de_DE"), true))
    }

    @Test(arguments: [
        ("fr-XA", "XA", "en-XA"), ("ar_XA", "XA", "en_XA"), ("en-XB", "XB", "ar-XB"), ("en-ZZ", "ZZ", "en-US"), ("en_XC", "XC", "en_US"),
    ])
    func otherUnknownRegionsStayErrors(_ spelling: String, _ region: String, _ suggestion: String) {
        #expect(throws: LocaleError.unknownRegion(spelling, region: region, suggestion: suggestion)) { try LocaleID(spelling) }
    }

    // MARK: en-XA

    @Test(arguments: [
        ("Buy", "[Ḃúý one]"),
        ("Subscribe", "[Šúḃšçŕíḃé one]"),
        ("The quick brown fox jumps over the lazy dog", "[Ţĥé ǫúíçķ ḃŕóŵñ ḟóẋ ĵúḿṗš óṽéŕ ţĥé ļážý ðóĝ one two three four]"),
        ("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "[ÁḂÇÐÉḞĜĤÍĴĶĻḾÑÓṖǪŔŠŢÚṼŴẊÝŽ one two three]"),
        ("Save 58% — $9.99/mo", "[Šáṽé 58% — $9.99/ḿó one two]"),
        ("Café", "[Çáḟé one]"),
        ("", ""),
    ])
    func accentsPadsAndBrackets(_ text: String, _ expected: String) {
        #expect(LocaleID.Pseudo.accented.text(text) == expected)
    }

    @Test func paddingIsAtLeastFortyPercent() {
        for count in [1, 2, 3, 10, 37, 100, 400] {
            let text = String(repeating: "a", count: count)
            let padded = LocaleID.Pseudo.accented.text(text)
            #expect(padded.count - 2 - count >= (count * 2 + 4) / 5)
            #expect(padded.count - 2 - count < (count * 2 + 4) / 5 + 11)  // at most one word more than needed
        }
        #expect(LocaleID.Pseudo.padding(for: 0) == "")
        #expect(LocaleID.Pseudo.padding(for: 10) == " one")
        #expect(LocaleID.Pseudo.padding(for: 11) == " one two")
    }

    @Test(arguments: [
        ("Go to https://example.com/terms.", "[Ĝó ţó https://example.com/terms. one]"),
        ("Mail mailto:help@example.com or www.example.com", "[Ḿáíļ mailto:help@example.com óŕ www.example.com one]"),
        ("%@ per %1$d days, %.2f%%", "[%@ ṗéŕ %1$d ðáýš, %.2f%% one two]"),
        ("{price} per month", "[{price} ṗéŕ ḿóñţĥ one]"),
    ])
    func keepsURLsAndPlaceholders(_ text: String, _ expected: String) {
        #expect(LocaleID.Pseudo.accented.text(text) == expected)
    }

    @Test(arguments: [
        ("Try {trialDays} days free", "[Ţŕý {trialDays} ðáýš ḟŕéé one two]"),
        (
            "{trialDays, plural, one {# day free} other {# days free}}",
            "[{trialDays, plural, one {# ðáý ḟŕéé} other {# ðáýš ḟŕéé}} one two]"
        ),
        (
            "{eligible, select, yes {Start your {trialDuration} trial} other {Subscribe for {price}}}",
            "[{eligible, select, yes {Šţáŕţ ýóúŕ {trialDuration} ţŕíáļ} other {Šúḃšçŕíḃé ḟóŕ {price}}} one two]"
        ),
        ("{n, number, integer} workouts", "[{n, number, integer} ŵóŕķóúţš one]"),
        ("L'essai gratuit", "[Ļ'éššáí ĝŕáţúíţ one two]"),
        ("Use '{'braces'}' and it''s fine", "[Úšé '{'ḃŕáçéš'}' áñð íţ''š ḟíñé one two three]"),
        (
            "{offerPeriods, selectordinal, =1 {first} other {#th}} month",
            "[{offerPeriods, selectordinal, =1 {ḟíŕšţ} other {#ţĥ}} ḿóñţĥ one two]"
        ),
    ])
    func patternsKeepMessageFormatSyntax(_ pattern: String, _ expected: String) {
        #expect(LocaleID.Pseudo.accented.pattern(pattern) == expected)
    }

    // MARK: ar-XB

    @Test func bidiWrapsEveryWord() {
        let bidi = LocaleID.Pseudo.bidi
        #expect(bidi.text("Buy") == Self.rtl("Buy"))
        #expect(
            bidi.text("Don't miss 7-day trials!") == "\(Self.rtl("Don't")) \(Self.rtl("miss")) 7-\(Self.rtl("day")) \(Self.rtl("trials"))!")
        #expect(bidi.text("$9.99 at https://x.io") == "$9.99 \(Self.rtl("at")) https://x.io")
        #expect(
            bidi.pattern("{n, plural, one {# day} other {# days}} left")
                == "{n, plural, one {# \(Self.rtl("day"))} other {# \(Self.rtl("days"))}} \(Self.rtl("left"))")
    }

    // MARK: Formatting

    @Test func formatsFromEnglishData() throws {
        let accented = try LocaleID("en-XA"), bidi = try LocaleID("ar-XB")
        let price = try Money("1234.5", currency: "USD")
        #expect(try PriceFormatter(locale: accented).format(price) == "$1,234.50")
        #expect(try PriceFormatter(locale: bidi).format(price) == "$1,234.50")  // Latin digits, as Android's ar-XB
        #expect(try PriceFormatter(locale: accented, display: .name).format(price) == "[1,234.50 ÚŠ ðóļļáŕš one two]")
        #expect(try PercentFormatter(locale: bidi).format(58) == "58%")
        #expect(try PluralCategory.categories(for: bidi) == [.one, .other])
        #expect(try PluralCategory.category(of: 1, in: bidi) == .one)

        let periods = try PeriodFormatter(locale: accented)
        #expect(try periods.duration(SubscriptionPeriod("P3M")) == "[3 ḿóñţĥš one]")
        #expect(try periods.unitName(.month) == "[ḿóñţĥ one]")
        #expect(try periods.price(Money("9.99", currency: "USD"), per: SubscriptionPeriod("P1M")) == "[$9.99 ṗéŕ ḿóñţĥ one]")
        #expect(try periods.every(SubscriptionPeriod("P3M")) == "[éṽéŕý 3 ḿóñţĥš one two]")
        #expect(try PeriodFormatter(locale: bidi).duration(SubscriptionPeriod("P1W")) == "1 \(Self.rtl("week"))")
    }

    @Test func phrasesAreEnglishMadePseudo() throws {
        let phrases = try Phrasebook(locale: LocaleID("en-XA"))
        #expect(phrases.language.tag == "en-XA")
        #expect(!phrases.language.isFallback)
        #expect(try phrases.text(.subscribe) == "[Šúḃšçŕíḃé one]")
        #expect(try phrases.saving(percent: "58%") == "[Šáṽé 58% one]")
        #expect(try Phrasebook(locale: LocaleID("ar-XB")).text(.buy) == Self.rtl("Buy"))

        let offers = try OfferFormatter(locale: LocaleID("ar-XB"))
        let trial = try Offer(
            kind: .introductory,
            phases: [
                .freeTrial(SubscriptionPeriod("P1W"), currency: Currency("USD")),
                .regular(Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M")),
            ])
        #expect(
            try offers.sentence(for: trial)
                == "1 \(Self.rtl("week")) \(Self.rtl("free")), \(Self.rtl("then")) $9.99 \(Self.rtl("per")) \(Self.rtl("month"))")
        #expect(
            try OfferFormatter(locale: LocaleID("en-XA")).sentence(for: trial)
                == "[[[1 ŵééķ one] ḟŕéé one], ţĥéñ [$9.99 ṗéŕ ḿóñţĥ one] one]")
    }
}
