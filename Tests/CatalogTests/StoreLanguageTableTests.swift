import Catalog
import Testing

@testable import CatalogFiles

/// Each store's language table: every code, its locale, and the way back.
@Suite("Store languages: the tables")
struct StoreLanguageTableTests {
    @Test(arguments: [(Store.appStore, 50), (Store.googlePlay, 87)])
    func eachStoreHasItsListedLanguagesOnce(_ store: Store, _ count: Int) {
        let codes = store.languages.map(\.code) + store.languages.flatMap(\.alternateCodes)
        #expect(store.languages.count == count)
        #expect(Set(codes.map { $0.lowercased() }).count == codes.count)
        #expect(Set(store.languages.map(\.locale)).count == count, "two codes of \(store.name) stand for one locale")
        #expect(store.languages.allSatisfy { $0.store == store })
    }

    @Test func playListsLanguagesInItsHelpPagesOrder() {
        #expect(Store.googlePlay.languages.map(\.code).prefix(3) == ["af", "sq", "am"])
        #expect(Store.googlePlay.language(forCode: "iw-IL")?.locale.languageTag == "he-IL")
        #expect(Store.googlePlay.language(forCode: "iw-IL")?.description == "Google Play iw-IL")
    }

    /// code → locale → code gives the store's preferred spelling, for every code.
    @Test(arguments: Store.allCases)
    func everyCodeRoundTrips(_ store: Store) {
        for language in store.languages {
            #expect(store.language(forCode: language.code) == language)
            #expect(store.languageCode(for: language.locale) == language.code, "\(language)")
        }
    }

    /// The table's locales are ICU's canonical identifiers, and ICU has data for each.
    @Test(arguments: Store.allCases)
    func everyLocaleIsCanonical(_ store: Store) throws {
        for language in store.languages {
            #expect(try LocaleID(language.locale.languageTag) == language.locale, "\(language)")
        }
    }

    /// A code stands for the locale ICU reads it as, but for Norwegian (both stores' `no` is Bokmål) and
    /// Play's Hebrew (ICU keeps the old code `iw`); those codes stand for ICU's reading too.
    @Test(arguments: Store.allCases)
    func everyCodeIsTheLocaleICUReads(_ store: Store) throws {
        let renamed = ["no": "nb", "iw": "he"]
        for language in store.languages {
            let read = try LocaleID(language.code)
            if let canonical = renamed[read.language] {
                #expect(language.locale.language == canonical)
                #expect(language.standsFor.contains(read), "\(language)")
            } else {
                #expect(read == language.locale, "\(language)")
            }
        }
    }

    /// The locales a code stands for beyond its own are canonical, as the matching compares them.
    @Test(arguments: Store.allCases)
    func standsForLocalesAreCanonical(_ store: Store) throws {
        for language in store.languages {
            for locale in language.standsFor { #expect(try LocaleID(locale.identifier) == locale, "\(language)") }
        }
    }

    @Test(arguments: [
        ("bn-BD", "bn"), ("gu-IN", "gu"), ("kn-IN", "kn"), ("ml-IN", "ml"), ("mr-IN", "mr"), ("or-IN", "or"),
        ("pa-IN", "pa"), ("sl-SI", "sl"), ("ta-IN", "ta"), ("te-IN", "te"), ("ur-PK", "ur"),
    ])
    func appStoreAlternateSpellingsAreTheSameLanguage(_ alternate: String, _ code: String) throws {
        let language = try #require(Store.appStore.language(forCode: alternate))
        #expect(language.code == code)
        #expect(language == Store.appStore.language(forCode: code))
    }

    @Test(arguments: [
        (Store.googlePlay, "iw-IL", "he_IL"), (.googlePlay, "no-NO", "nb_NO"), (.googlePlay, "fil", "fil"),
        (.googlePlay, "es-419", "es_419"), (.googlePlay, "zh-CN", "zh_CN"), (.googlePlay, "zh-TW", "zh_TW"),
        (.googlePlay, "zh-HK", "zh_HK"), (.googlePlay, "fa-AE", "fa_AE"), (.appStore, "zh-Hans", "zh_Hans"),
        (.appStore, "es-MX", "es_MX"), (.appStore, "no", "nb"), (.appStore, "ar-SA", "ar_SA"), (.appStore, "gu", "gu"),
    ])
    func codesStandForTheirLocale(_ store: Store, _ code: String, _ identifier: String) {
        #expect(store.language(forCode: code)?.locale.identifier == identifier)
    }

    /// Play reads codes as BCP 47 does, whatever their case; App Store Connect's codes are case-sensitive.
    @Test(arguments: [
        (Store.googlePlay, "iw-il", "iw-IL" as String?), (.googlePlay, "ZH-cn", "zh-CN"), (.googlePlay, "Fil", "fil"),
        (.appStore, "zh-hans", nil), (.appStore, "GU", nil), (.appStore, "gu-in", nil), (.googlePlay, "he", nil),
        (.googlePlay, "gu-IN", nil), (.appStore, "he-IL", nil), (.googlePlay, "iw_IL", nil),
    ])
    func codesAreComparedAsTheStoreComparesThem(_ store: Store, _ code: String, _ expected: String?) {
        #expect(store.language(forCode: code)?.code == expected)
    }

    /// The store's preferred code for a locale, by best match.
    @Test(arguments: [
        (Store.googlePlay, "en_US", "en-US" as String?), (.googlePlay, "he", "iw-IL"), (.googlePlay, "zh_Hans", "zh-CN"),
        (.googlePlay, "nb", "no-NO"), (.googlePlay, "es_MX", "es-419"), (.googlePlay, "no", "no-NO"),
        (.googlePlay, "zh_Hant", "zh-TW"), (.appStore, "zh_Hant_HK", "zh-Hant"), (.googlePlay, "zh_Hant_HK", "zh-HK"),
        (.googlePlay, "ar_SA", "ar"),
        (.googlePlay, "de", "de-DE"), (.googlePlay, "pt", "pt-BR"), (.googlePlay, "zh_SG", "zh-CN"),
        (.googlePlay, "en_NZ", "en-US"), (.appStore, "he_IL", "he"), (.appStore, "es_419", "es-MX"),
        (.appStore, "es_AR", "es-MX"), (.appStore, "es_US", "es-MX"), (.appStore, "zh_HK", "zh-Hant"),
        (.appStore, "zh_CN", "zh-Hans"), (.appStore, "nb_NO", "no"), (.appStore, "ar", "ar-SA"),
        (.appStore, "en_IN", "en-GB"), (.appStore, "en_DE", "en-GB"), (.appStore, "pt_AO", "pt-PT"),
        (.appStore, "de_AT", "de-DE"), (.appStore, "fr_BE", "fr-FR"), (.appStore, "en-XA", "en-US"),
        (.appStore, "fa", nil), (.googlePlay, "or", nil), (.googlePlay, "sr_Latn", nil),
    ])
    func localesGetTheStoresBestCode(_ store: Store, _ locale: String, _ code: String?) throws {
        #expect(store.languageCode(for: try LocaleID(locale)) == code)
    }
}
