import Foundation
import Testing

@testable import CatalogFiles
@testable import CatalogText

/// The string catalog is product copy: complete, plural-correct, placeholder-safe, translated.
@Suite("Our phrases in every store language")
struct PhraseCatalogTests {
    /// The bundled catalog, or why it failed to load (each test then fails with that reason).
    static let catalog = Result { () throws -> StringCatalog in try StringCatalog.bundled() }

    @Test func loadsFromTheBundle() throws {
        let catalog = try Self.catalog.get()
        #expect(catalog.sourceLanguage == "en")
        #expect(Set(catalog.languages) == Set(TranslatedLanguages.tags))
    }

    @Test(arguments: TranslatedLanguages.tags)
    func everyKeyIsTranslated(_ tag: String) throws {
        let catalog = try Self.catalog.get()
        for key in PhraseKey.allCases where !key.isCLDROverride {
            let value = catalog.strings[key.rawValue]?[tag]
            #expect(value != nil, "\(key.rawValue) has no \(tag) text")
            for text in value?.texts ?? [] {
                #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(key.rawValue) [\(tag)] is empty")
            }
        }
        #expect(Set(catalog.strings.keys).isSubset(of: Set(PhraseKey.allCases.map(\.rawValue))), "keys the code does not know")
    }

    @Test(arguments: TranslatedLanguages.tags)
    func pluralMessagesHaveExactlyICUsCategories(_ tag: String) throws {
        let catalog = try Self.catalog.get()
        let categories = Set(try PluralCategory.categories(for: LocaleID(tag)))
        for (key, values) in catalog.strings {
            guard case .plural(let variants)? = values[tag] else { continue }
            #expect(
                Set(variants.keys) == categories,
                "\(key) [\(tag)]: \(variants.keys.map(\.rawValue).sorted()) vs ICU \(categories.map(\.rawValue).sorted())")
        }
    }

    /// The placeholders a key's texts use: the source language's, or `{count}` for CLDR overrides,
    /// which have no source text (English keeps CLDR's durations).
    static func placeholders(of key: String, _ values: [String: StringCatalog.Value]) throws -> Set<String> {
        if key.hasPrefix("duration.") { return ["count"] }
        if key.hasPrefix("price.per.") { return ["price"] }
        return Set(try #require(values["en"], "\(key) has no source text").texts.flatMap(StringCatalog.placeholders(in:)))
    }

    /// Duration overrides are plural with `{count}` in every variant; per-unit overrides are one text.
    @Test func overridesOfCLDRHaveTheirShape() throws {
        let catalog = try Self.catalog.get()
        for key in PhraseKey.allCases where key.isCLDROverride {
            for (tag, value) in catalog.strings[key.rawValue] ?? [:] {
                #expect(tag != "en", "\(key.rawValue) overrides CLDR in English, the fallback language of every other")
                switch value {
                case .plural(let variants):
                    #expect(key.rawValue.hasPrefix("duration."), "\(key.rawValue) [\(tag)] is plural")
                    for (category, text) in variants {
                        #expect(StringCatalog.placeholders(in: text) == ["count"], "\(key.rawValue) [\(tag)] \(category): \(text)")
                    }
                case .text(let text):
                    #expect(key.rawValue.hasPrefix("price.per."), "\(key.rawValue) [\(tag)] is not plural")
                    #expect(StringCatalog.placeholders(in: text) == ["price"], "\(key.rawValue) [\(tag)]: \(text)")
                }
            }
        }
    }

    @Test(arguments: TranslatedLanguages.tags)
    func placeholdersMatchTheSource(_ tag: String) throws {
        let catalog = try Self.catalog.get()
        for (key, values) in catalog.strings {
            let expected = try Self.placeholders(of: key, values)
            guard let value = values[tag] else { continue }
            switch value {
            case .text(let text):
                #expect(Set(StringCatalog.placeholders(in: text)) == expected, "\(key) [\(tag)]: \(text)")
            case .plural(let variants):
                #expect(
                    key.hasPrefix("duration.")
                        || values["en"].map { if case .plural = $0 { true } else { false } } == true,
                    "\(key) [\(tag)] is plural, English is not")
                for (category, text) in variants {
                    let found = Set(StringCatalog.placeholders(in: text))
                    // A variant may drop {count} where the language says "every month" (fr "tous les mois").
                    #expect(found == expected || found == expected.subtracting(["count"]), "\(key) [\(tag)] \(category): \(text)")
                }
            }
        }
    }

    /// Texts that are the same words in English and in the language, reviewed one by one.
    static let sameAsEnglish: Set<String> = [
        "nl price.every.week {price} per week",  // Dutch writes "per week" too.
        "af price.every.week {price} per week",  // So does Afrikaans.
        "af price.compact.week {price}/wk",  // "wk" is Afrikaans's abbreviation of week ("R 99,00/2 wk").
    ]

    /// Every brace starts a placeholder the source uses: "{name }", "{Price}" or a stray "{" would be
    /// printed as they are.
    @Test(arguments: TranslatedLanguages.tags)
    func everyBraceIsAKnownPlaceholder(_ tag: String) throws {
        let catalog = try Self.catalog.get()
        for (key, values) in catalog.strings {
            let known = try Self.placeholders(of: key, values)
            for text in values[tag]?.texts ?? [] {
                let braces = text.filter { $0 == "{" || $0 == "}" }.count
                let placeholders = known.reduce(0) { $0 + text.components(separatedBy: "{\($1)}").count - 1 }
                #expect(braces == placeholders * 2, "\(key) [\(tag)]: \(text)")
            }
        }
    }

    /// Whether a text has letters outside its placeholders: "{charge} {renewal} {cancel}" has none, so
    /// it may equal English.
    static func hasWords(_ text: String) -> Bool {
        var withoutPlaceholders = text
        for name in StringCatalog.placeholders(in: text) {
            withoutPlaceholders = withoutPlaceholders.replacingOccurrences(of: "{\(name)}", with: "")
        }
        return withoutPlaceholders.contains { $0.isLetter }
    }

    @Test(arguments: TranslatedLanguages.tags.filter { !$0.hasPrefix("en") })
    func noLanguageStillHoldsEnglish(_ tag: String) throws {
        let catalog = try Self.catalog.get()
        for (key, values) in catalog.strings {
            let english = Set(values["en"]?.texts ?? [])
            for text in values[tag]?.texts ?? []
            where !Self.sameAsEnglish.contains("\(tag) \(key) \(text)") && Self.hasWords(text) {
                #expect(!english.contains(text), "\(key) [\(tag)] is the English text \"\(text)\"")
            }
        }
    }

    @Test(arguments: [
        ("pt_BR", "pt-BR", false), ("pt_PT", "pt-PT", false), ("pt_AO", "pt-PT", false), ("pt", "pt-BR", false),
        ("zh_Hant_HK", "zh-HK", false), ("zh_HK", "zh-HK", false), ("zh_Hant_MO", "zh-HK", false),
        ("zh_TW", "zh-Hant", false), ("zh_CN", "zh-Hans", false), ("es_ES", "es", false), ("es_AR", "es-MX", false),
        ("es_MX", "es-MX", false), ("en_IN", "en-GB", false), ("en_NZ", "en-GB", false), ("en_US", "en", false), ("en_GB", "en-GB", false),
        ("fr_BE", "fr", false), ("fr_CA", "fr-CA", false),
        ("no", "nb", false), ("nb_NO", "nb", false), ("de_AT", "de", false), ("cy_GB", "en", true), ("ps", "en", true),
    ])
    func languageFallbackSaysWhichLanguageWasUsed(_ locale: String, _ tag: String, _ isFallback: Bool) throws {
        let phrases = try Phrasebook(locale: LocaleID(locale))
        #expect(phrases.language.tag == tag)
        #expect(phrases.language.isFallback == isFallback)
    }

    @Test func fallbackChainIsReported() throws {
        let phrases = try Phrasebook(locale: LocaleID("zh-Hant-HK"))
        #expect(phrases.language.tried == ["zh-Hant-HK", "zh-HK"])
        let welsh = try Phrasebook(locale: LocaleID("cy"))
        #expect(welsh.language.description == "en (fallback after cy, cy-Latn-GB, cy-Latn, cy-GB)")
        // CLDR parents: pt_AO → pt_PT, es_AR → es_419 (our es-MX), en_NZ → en_001 (our en-GB).
        #expect(try Phrasebook(locale: LocaleID("pt_AO")).language.tried == ["pt-AO", "pt-PT"])
        #expect(try Phrasebook(locale: LocaleID("es_AR")).language.tried == ["es-AR", "es-MX"])
    }

    @Test func pluralVariantFollowsCLDRRules() throws {
        let russian = try Phrasebook(locale: LocaleID("ru"))
        #expect(try russian.text(.everyMonth, count: 2) == "каждые 2 месяца")
        #expect(try russian.text(.everyMonth, count: 5) == "каждые 5 месяцев")
        #expect(try russian.text(.everyMonth, count: 21) == "раз в 21 месяц")
        let arabic = try Phrasebook(locale: LocaleID("ar"))
        #expect(try arabic.text(.everyMonth, count: 3) == "كل ٣ أشهر")
        #expect(try arabic.text(.everyMonth, count: 11) == "كل ١١ شهرًا")
    }

    @Test func malformedCatalogsAreExplained() {
        #expect(throws: PhraseError.self) { try StringCatalog(data: Data("{".utf8)) }
        let badCategory =
            #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"variations":{"plural":{"lots":{"stringUnit":{"value":"x"}}}}}}}}}"#
        #expect(throws: PhraseError.unknownPluralCategory(key: "k", language: "en", name: "lots")) {
            try StringCatalog(data: Data(badCategory.utf8))
        }
        #expect(
            PhraseError.unknownPluralCategory(key: "k", language: "en", name: "lots").description
                == "k [en]: \"lots\" is not a CLDR plural category")
    }

    @Test func placeholderScanner() {
        #expect(StringCatalog.placeholders(in: "{price} every {count} months, {price}") == ["count", "price"])
        #expect(StringCatalog.placeholders(in: "no { placeholder } here {}") == [])
    }
}
