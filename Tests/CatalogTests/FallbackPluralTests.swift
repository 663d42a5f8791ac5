import Foundation
import Testing

@testable import CatalogFiles
@testable import CatalogText

/// A plural variant is chosen by the rules of the language the phrase is written in: English phrases on
/// a Cebuano page, where 2, 3, 5, 7 and 8 are `one`, still say "every 3 months".
@Suite("Phrases: plural categories of the phrase's language")
struct FallbackPluralTests {
    @Test(arguments: ["ceb", "ceb_PH"])
    func englishFallbackUsesEnglishCategories(_ locale: String) throws {
        let periods = try PeriodFormatter(locale: LocaleID(locale))
        #expect(periods.phrases.language.isFallback)
        #expect(try periods.every(SubscriptionPeriod("P3M")) == "every 3 months")
        #expect(try periods.every(SubscriptionPeriod("P2W")) == "every 2 weeks")
        #expect(try periods.every(SubscriptionPeriod("P1M")) == "every month")
    }

    @Test func quarterlyDisclosureInCebuano() throws {
        let offer = try Offer(kind: .introductory, phases: [.regular(Money("499", currency: "PHP"), every: SubscriptionPeriod("P3M"))])
        let text = try OfferFormatter(locale: LocaleID("ceb_PH")).disclosure(for: offer)
        #expect(text.contains("renews automatically at ₱499.00 every 3 months until you cancel it."), "\(text)")
    }

    /// A string catalog whose keys have plural texts: key → language → category → text.
    static func catalog(_ strings: [String: [String: [String: String]]]) throws -> StringCatalog {
        func plural(_ variants: [String: String]) -> String {
            let members = variants.map { #""\#($0.key)": {"stringUnit": {"state": "translated", "value": "\#($0.value)"}}"# }
            return #"{"variations": {"plural": {\#(members.joined(separator: ", "))}}}"#
        }
        let keys = strings.map { key, languages in
            #""\#(key)": {"localizations": {\#(languages.map { #""\#($0.key)": \#(plural($0.value))"# }.joined(separator: ", "))}}"#
        }
        let json = #"{"sourceLanguage": "en", "version": "1.0", "strings": {\#(keys.joined(separator: ", "))}}"#
        return try StringCatalog(data: Data(json.utf8))
    }

    /// A language with phrases of its own uses its own rules, and a key it lacks falls back with the
    /// source language's rules (the synthetic catalog has `period.every.month` only in English).
    @Test func perKeyFallbackUsesTheSourceLanguagesRules() throws {
        let catalog = try Self.catalog([
            "period.every.month": ["en": ["one": "every month", "other": "every {count} months"]],
            "period.every.week": [
                "en": ["one": "every week", "other": "every {count} weeks"],
                "fil": ["one": "bawat {count} linggo (one)", "other": "bawat {count} na linggo (other)"],
            ],
        ])
        let phrases = Phrasebook(locale: try LocaleID("fil_PH"), catalog: catalog)
        #expect(phrases.language.tag == "fil")
        #expect(!phrases.language.isFallback)
        // Filipino's own phrase: 3 is `one` in Filipino.
        #expect(try phrases.every(3, .week) == "bawat 3 linggo (one)")
        // English's phrase, for want of a Filipino one: English's `other`.
        #expect(try phrases.every(3, .month) == "every 3 months")
    }

    /// A regional translation's rules, not its locale's: pt_AO's phrases are pt-PT's, where 0 is `other`
    /// (in pt, ICU's rules for pt_AO, 0 is `one`).
    @Test func regionalTranslationUsesItsOwnRules() throws {
        let catalog = try Self.catalog([
            "period.every.month": [
                "en": ["one": "every month", "other": "every {count} months"],
                "pt-PT": ["one": "one {count}", "many": "many {count}", "other": "other {count}"],
            ]
        ])
        let phrases = Phrasebook(locale: try LocaleID("pt_AO"), catalog: catalog)
        #expect(phrases.language.tag == "pt-PT")
        #expect(try phrases.every(0, .month) == "other 0")
        #expect(try phrases.every(1, .month) == "one 1")
    }
}
