import Catalog
import Testing

/// Regions, scripts and variants are checked against ICU, with the likely locale as a suggestion.
@Suite("LocaleID subtags")
struct LocaleSubtagTests {
    @Test(arguments: [
        ("en_UK", "unknown region \"UK\" in locale \"en_UK\"", "did you mean en_GB?"),
        ("en-UK", "unknown region \"UK\" in locale \"en-UK\"", "did you mean en-GB?"),
        ("fr_XX", "unknown region \"XX\" in locale \"fr_XX\"", "did you mean fr_FR?"),
        ("ja_JA", "unknown region \"JA\" in locale \"ja_JA\"", "did you mean ja_JP?"),
        ("en_ZZ", "unknown region \"ZZ\" in locale \"en_ZZ\"", "did you mean en_US?"),
        ("de_DD", "unknown region \"DD\" in locale \"de_DD\"", "did you mean de_DE?"),
        ("fr_FR_FOO", "unknown variant in locale \"fr_FR_FOO\"", "did you mean fr_FR?"),
        // Found by fuzzing: ICU reads any three characters as a region, which slipped past the check.
        ("ja_JNP", "unknown region \"JNP\" in locale \"ja_JNP\"", "did you mean ja_JP?"),
        ("en_ABC", "unknown region \"ABC\" in locale \"en_ABC\"", "did you mean en_US?"),
        ("ja_J0P", "unknown region \"J0P\" in locale \"ja_J0P\"", "did you mean ja_JP?"),
    ])
    func refusesUnknownSubtags(_ input: String, _ message: String, _ hint: String) {
        #expect { try LocaleID(input) } throws: { error in
            guard let error = error as? LocaleError else { return false }
            return error.description == message && error.hint == hint
        }
    }

    @Test(arguments: ["es_419", "en_001", "en_US_POSIX", "ca_ES_VALENCIA", "sr_Latn_RS", "zh-Hant-HK", "es_LA", "de_US"])
    func acceptsKnownSubtags(_ input: String) {
        #expect(throws: Never.self) { try LocaleID(input) }
    }

    @Test(arguments: [
        ("es_LA", false), ("en_JP", false), ("es_MX", true), ("de_US", true), ("fr_CH", true), ("es_419", true), ("en", true),
    ])
    func knowsWhichLanguagesARegionUses(_ input: String, _ used: Bool) throws {
        #expect(try LocaleID(input).isLanguageUsedInRegion == used)
    }

    @Test func aNumericVariantIsNotAScript() throws {
        let german = try LocaleID("de_DE_1901")
        #expect(german.script == nil)
        #expect(german.region == "DE")
    }

    @Test func suggestsTheLanguagesLikelyRegion() throws {
        #expect(try LocaleID("es_LA").likelyRegionLocale?.identifier == "es_ES")
        #expect(try LocaleID("zh_Hant_US").likelyRegionLocale?.identifier == "zh_Hant_TW")
    }
}

@Suite("Lint: paywall locales")
struct PaywallLocaleLintTests {
    @Test func unknownRegionsAreErrorsAndUnusualOnesWarnings() {
        let paywalls = #"[ { "id": "main", "products": ["com.example.pro.monthly"], "locales": ["en_US", "en_UK", "es_LA"] } ]"#
        let findings = lint(minimalCatalog(paywalls: paywalls)).filter { $0.rule.rawValue.hasSuffix("-locale") }
        #expect(findings.map(\.rule.rawValue) == ["unknown-locale", "unlikely-locale"])
        #expect(findings.map(\.severity) == [.error, .warning])
        #expect(findings.first?.hint == "did you mean en_GB?")
        #expect(
            findings.last?.message == "locale \"es_LA\" is Spanish (Laos), a language CLDR does not list for that region")
        #expect(
            findings.last?.hint
                == "did you mean es_ES? LA (Laos) is the region's ISO 3166 code; areas such as Latin America have UN M.49 codes (es_419); keep it if it is meant"
        )
    }
}
