import Catalog
import Testing

@Suite("LocaleID")
struct LocaleIDTests {
    @Test(arguments: [
        ("fr-FR", "fr_FR", "fr-FR"), ("fr_FR", "fr_FR", "fr-FR"), ("zh-Hant-TW", "zh_Hant_TW", "zh-Hant-TW"),
        ("sr-Latn-RS", "sr_Latn_RS", "sr-Latn-RS"), ("en", "en", "en"), ("DE-ch", "de_CH", "de-CH"),
        ("ar-SA-u-nu-latn", "ar_SA@numbers=latn", "ar-SA-u-nu-latn"), (" ja_JP ", "ja_JP", "ja-JP"),
    ])
    func canonicalises(_ input: String, _ identifier: String, _ tag: String) throws {
        let locale = try LocaleID(input)
        #expect(locale.identifier == identifier)
        #expect(locale.languageTag == tag)
    }

    @Test func parts() throws {
        let locale = try LocaleID("zh-Hant-TW")
        #expect(locale.language == "zh")
        #expect(locale.script == "Hant")
        #expect(locale.region == "TW")
        #expect(try LocaleID("zh_TW").maximized.identifier == "zh_Hant_TW")
        #expect(try LocaleID("ar_EG").isRightToLeft)
        #expect(try !LocaleID("en").isRightToLeft)
        #expect(try LocaleID("de_CH").displayName() == "Deutsch (Schweiz)")
    }

    @Test(arguments: ["xx_YY", "klingon", "qq"])
    func refusesLocalesWithoutData(_ input: String) {
        #expect { try LocaleID(input) } throws: { error in
            guard case LocaleError.noData(let text, _) = error else { return false }
            return text == input
        }
    }

    // "x_YY" and "x-yy" were found by fuzzing: ICU reads them as private-use tags and formats with root data.
    @Test(arguments: ["", "   ", "fr FR", "fr-FR-", "€uro", "root", "a--b", "x_YY", "x-yy", "@numbers=latn"])
    func refusesMalformedSpellings(_ input: String) {
        #expect(throws: LocaleError.self) { try LocaleID(input) }
    }

    // Found by Fuzz/run fuzz-strings: an unknown keyword was accepted, and its "language tag" was not BCP 47.
    @Test(arguments: ["ar_SA@numjers=latn", "en@foo=bar", "fr_FR@calendar=gregorian;bogus=1", "zh-Hant-h-Hant-TW", "en-t-ja"])
    func refusesUnknownKeywords(_ input: String) {
        #expect(throws: LocaleError.unknownKeyword(input)) { try LocaleID(input) }
        #expect(LocaleError.unknownKeyword(input).description == "unknown keyword in locale \"\(input)\"")
    }

    @Test func errorsExplainThemselves() {
        let error = LocaleError.noData("xx_YY", suggestions: [])
        #expect(error.description == "ICU has no locale data for \"xx_YY\"")
        #expect(error.hint != nil)
    }

    @Test func parentsFollowCLDR() throws {
        #expect(try LocaleID("pt_AO").parent?.identifier == "pt_PT")
        #expect(try LocaleID("es_AR").parent?.identifier == "es_419")
        #expect(try LocaleID("en_NZ").parent?.identifier == "en_001")
        #expect(try LocaleID("de_AT").parent?.identifier == "de")
        #expect(try LocaleID("zh_Hant").parent == nil)
        #expect(try LocaleID("de").parent == nil)
    }

    @Test func listsAvailableLocales() {
        #expect(LocaleID.available.count > 500)
        #expect(LocaleID.available.contains { $0.identifier == "de_CH" })
    }
}
