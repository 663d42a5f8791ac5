import CatalogJSON
import Testing

@testable import CatalogFiles
@testable import CatalogText

/// The lint rules of paywall copy (`copy-*`) beyond the bad-catalog corpus, which checks one finding
/// of each with its position: the string-position helper, CLDR categories per language and kind,
/// eligibility, translations.
@Suite("Copy lint")
struct CopyLintTests {
    // MARK: Positions inside strings

    @Test func charactersOfAStringWithoutEscapesAreOneColumnEach() {
        let source = JSONStringSource(start: JSONPosition(line: 4, column: 10), escaped: nil)
        #expect(source.position(ofCharacter: 0, in: "Go {price") == JSONPosition(line: 4, column: 11))
        #expect(source.position(ofCharacter: 3, in: "Go {price") == JSONPosition(line: 4, column: 14))
        // Columns count scalars: "é" written as e + combining accent is one character, two columns.
        #expect(source.position(ofCharacter: 2, in: "e\u{301}x{") == JSONPosition(line: 4, column: 14))
        // Past the end: the closing quote.
        #expect(source.position(ofCharacter: 9, in: "ab") == JSONPosition(line: 4, column: 13))
    }

    @Test func escapesTakeTheColumnsTheFileGivesThem() {
        let start = JSONPosition(line: 1, column: 1)
        // "Caf\u00e9 {" : é is 6 columns.
        #expect(
            JSONStringSource(start: start, escaped: #"Caf\u00e9 {"#).position(ofCharacter: 5, in: "Café {")
                == JSONPosition(line: 1, column: 12))
        // \" and \n are 2 columns each.
        #expect(
            JSONStringSource(start: start, escaped: #"\"a\"\n{"#).position(ofCharacter: 4, in: "\"a\"\n{")
                == JSONPosition(line: 1, column: 9))
        // A surrogate pair is one scalar of the value, 12 columns of the file.
        #expect(
            JSONStringSource(start: start, escaped: #"\ud83d\ude00{"#).position(ofCharacter: 1, in: "😀{")
                == JSONPosition(line: 1, column: 14))
        // An emoji written as itself is one column (one scalar).
        #expect(
            JSONStringSource(start: start, escaped: #"😀\t{"#).position(ofCharacter: 2, in: "😀\t{")
                == JSONPosition(line: 1, column: 5))
    }

    @Test func escapedTextIsKeptOnlyForStringsWithEscapes() {
        let bytes = Array(#"{"a": "x\"y", "b": "plain"}"#.utf8)
        #expect(JSONStringSource.escapedText(at: 6, in: bytes) == #"x\"y"#)
        #expect(JSONStringSource.escapedText(at: 19, in: bytes) == nil)
        #expect(JSONStringSource.escapedText(at: 0, in: bytes) == nil)
    }

    @Test func aSyntaxErrorAfterEscapesPointsAtItsCharacter() {
        let findings = lint(paywall(copy: #""en_US": { "title": "\u00c9t\u00e9 \"\ud83d\ude00\" {price" }"#))
        let finding = findings.first { $0.rule == .copySyntax }
        // The title's quote is at column 21: É (6) t (1) é (6) space (1) \" (2) 😀 (12) \" (2) space (1) → { at 53.
        #expect(finding?.message == "the en_US title is not a valid MessageFormat pattern: this { is never closed")
        #expect(finding?.location == Diagnostic.Location(line: copyLine, column: 53))
        #expect(finding?.path == "paywalls[0].copy.en_US.title")
    }

    @Test func aFeatureWithEscapesPointsAtItsCharacter() {
        let findings = lint(paywall(copy: #""en_US": { "title": "Go", "features": ["One", "Caf\u00e9 l'{price}"] }"#))
        // The feature's quote is at column 47: C a f (3) \u00e9 (6) space (1) l (1) → the apostrophe at 59.
        #expect(findings.map(\.rule) == [.copyApostropheBrace])
        #expect(findings.first?.location == Diagnostic.Location(line: copyLine, column: 59))
        #expect(findings.first?.path == "paywalls[0].copy.en_US.features[1]")
    }

    /// Copy of another shape than the plain one is read field by field, which reports it (columns counted by hand).
    @Test(arguments: [
        (#"{ "title": "Go", "title": "Again" }"#, "duplicate-field paywalls[0].copy.en_US.title 9:27"),
        (#"{ "titel": "Go" }"#, "unknown-field paywalls[0].copy.en_US.titel 9:12"),
        (#"{ "title": null }"#, "wrong-type paywalls[0].copy.en_US.title 9:21"),
        (#"{ "features": ["One", 2] }"#, "wrong-type paywalls[0].copy.en_US.features[1] 9:32"),
        (#"{ "features": [["One"]] }"#, "wrong-type paywalls[0].copy.en_US.features[0] 9:25"),
        (#"{ "sameAsSource": "title" }"#, "wrong-type paywalls[0].copy.en_US.sameAsSource 9:28"),
    ])
    func copyOfAnotherShapeIsReportedFieldByField(copy: String, finding: String) {
        let findings = lint(paywall(copy: #""en_US": "# + copy))
        #expect(findings.map { "\($0.rule.rawValue) \($0.path) \($0.location.line):\($0.location.column)" } == [finding])
    }

    @Test func aFeatureUnderAnotherSpellingOfItsLocaleIsReportedAsWritten() {
        let findings = lint(paywall(copy: #""en-US": { "title": "Go", "features": ["Caf\u00e9 l'{price}"] }"#))
        // The feature's quote is at column 40: C a f (3) \u00e9 (6) space (1) l (1) → the apostrophe at 52.
        #expect(findings.map(\.rule) == [.copyApostropheBrace])
        #expect(findings.first?.path == #"paywalls[0].copy["en-US"].features[0]"#)
        #expect(findings.first?.location == Diagnostic.Location(line: copyLine, column: 52))
    }

    @Test func copyUnderAnotherSpellingOfItsLocaleIsReportedAsWritten() {
        let findings = lint(paywall(copy: #""en-US": { "title": "Only {prise}" }"#))
        #expect(findings.map(\.rule) == [.copyUnknownVariable])
        #expect(findings.first?.path == #"paywalls[0].copy["en-US"].title"#)
        // The title's quote is at column 21: "Only {" → the variable's name at 28.
        #expect(findings.first?.location == Diagnostic.Location(line: copyLine, column: 28))
    }

    // MARK: Plural categories

    @Test func arabicNeedsAllSixCategories() {
        let findings = lint(
            paywall(
                copy: """
                    "en_US": { "title": "{trialDays, plural, one {# day} other {# days}} {eligible, select, yes {} other {}}" },
                    "ar": { "title": "{trialDays, plural, one {يوم} other {# يوم}} {eligible, select, yes {} other {}}" }
                    """, locales: #"["en_US", "ar"]"#))
        let missing = findings.filter { $0.rule == .copyPluralMissingCategory }
        #expect(missing.map(\.message) == ["the plural {trialDays} of the ar title has no zero, two, few, many case"])
        #expect(missing.first?.hint == "ar's CLDR rules use zero, one, two, few, many, other: add zero {…} two {…} few {…} many {…}")
    }

    @Test func exactValuesAreNotCategories() {
        let findings = lint(
            paywall(copy: #""en_US": { "title": "Go", "callToAction": "{trialDays, plural, =1 {One day} other {# days}}" }"#))
        #expect(
            findings.filter { $0.rule == .copyPluralMissingCategory }.map(\.message) == [
                "the plural {trialDays} of the en_US callToAction has no one case"
            ])
    }

    @Test func selectOrdinalUsesTheOrdinalRules() throws {
        #expect(try PluralCategory.ordinalCategories(for: LocaleID("en")) == [.one, .two, .few, .other])
        #expect(try PluralCategory.ordinalCategories(for: LocaleID("fr")) == [.one, .other])
        let findings = lint(
            paywall(
                copy: """
                    "en_US": { "title": "{periodInMonths, selectordinal, one {#st} other {#th}} month" },
                    "fr_FR": { "title": "{periodInMonths, selectordinal, one {#er} other {#e}} mois" }
                    """, locales: #"["en_US", "fr_FR"]"#, period: "P1M"))
        #expect(
            findings.filter { $0.rule == .copyPluralMissingCategory }.map(\.message)
                == ["the selectordinal {periodInMonths} of the en_US title has no two, few case"])
        #expect(findings.filter { $0.rule == .copyPluralExtraCategory }.isEmpty)
    }

    // MARK: Values and eligibility

    @Test func offerVariablesNeedTheEligibleCaseExceptInTheCallToAction() {
        let findings = lint(
            paywall(
                copy: """
                    "en_US": {
                      "title": "{eligible, select, yes {Try {trialDuration} free} other {Go Pro}}",
                      "subtitle": "{eligible, select, no {Welcome back} other {{trialDays} days free}}",
                      "callToAction": "Start my {trialDuration}",
                      "callToActionWithoutOffer": "Subscribe"
                    }
                    """))
        #expect(findings.map(\.rule) == [.copyOfferOutsideEligible])
        #expect(findings.first?.path == "paywalls[0].copy.en_US.subtitle")
    }

    @Test func aVariableWithoutValueIsReportedOnceWithItsReason() {
        let findings = lint(
            paywall(
                copy: #""en_US": { "title": "{trialDays} days, {trialDays} days, save {saving}" }"#, offer: false))
        #expect(
            findings.map(\.message) == [
                "the en_US title uses {trialDays}, which has no value for the paywall's first plan \"com.example.pro.monthly\": it has no free trial",
                "the en_US title uses {saving}, which has no value for the paywall's first plan \"com.example.pro.monthly\": the paywall has no other plan to compare it with in US",
            ])
    }

    /// Without a highlight, customers who get the offer read about the plan whose offer is shown (as on
    /// the pages), so its trial variables have values although the first plan has no trial.
    @Test func offerVariablesComeFromThePlanWhoseOfferIsShown() {
        let catalog = """
            {
              "name": "Example",
              "groups": [ { "id": "pro", "name": "Pro" } ],
              "products": [
                { "id": "com.example.pro.monthly", "type": "autoRenewable", "group": "pro", "level": 2, "period": "P1M", "prices": { "US": "9.99" },
                  "localizations": { "en_US": { "displayName": "Pro Monthly", "description": "All" } } },
                { "id": "com.example.pro.yearly", "type": "autoRenewable", "group": "pro", "level": 1, "period": "P1Y", "prices": { "US": "59.99" },
                  "localizations": { "en_US": { "displayName": "Pro Yearly", "description": "All" } },
                  "offers": [ { "phases": [ { "mode": "free", "period": "P1W" } ] } ] } ],
              "paywalls": [ { "id": "main", "products": ["com.example.pro.monthly", "com.example.pro.yearly"], "locales": ["en_US"],
                "copy": { "en_US": { "title": "{eligible, select, yes {{trialDays, plural, one {# day} other {# days}} free} other {Go {periodly}}}",
                                     "callToAction": "Start my {trialDuration}", "callToActionWithoutOffer": "Subscribe" } } } ]
            }
            """
        #expect(lint(catalog).filter { $0.rule.rawValue.hasPrefix("copy-") }.map(\.rendered) == [])
    }

    // MARK: Translations

    @Test func untranslatedCopyIsReportedButNotSameLanguageOrVariablesOnly() {
        let findings = lint(
            paywall(
                copy: """
                    "en_US": { "title": "Go Pro", "subtitle": "{appName}", "features": ["Example", "Offline"] },
                    "en_GB": { "title": "Go Pro", "subtitle": "{appName}", "features": ["Example", "Offline"] },
                    "de_DE": { "title": "Go Pro", "subtitle": "{appName}", "features": ["Example", "Offline"], "sameAsSource": ["title"] }
                    """, locales: #"["en_US", "en_GB", "de_DE"]"#))
        #expect(findings.filter { $0.rule == .copyUntranslated }.map(\.path) == ["paywalls[0].copy.de_DE.features[1]"])
    }

    @Test func sameAsSourceNamesCopyFields() {
        let findings = lint(paywall(copy: #""en_US": { "title": "Go", "sameAsSource": ["titel"] }"#))
        #expect(findings.map(\.rule) == [.invalidValue])
        #expect(findings.first?.hint == "did you mean \"title\"?")
    }

    @Test func aMisspeltVariableIsNotAlsoADifferentSet() {
        let findings = lint(
            paywall(
                copy: """
                    "en_US": { "title": "Only {price}" },
                    "de_DE": { "title": "Nur {prise}" }
                    """, locales: #"["en_US", "de_DE"]"#))
        #expect(findings.map(\.rule) == [.copyUnknownVariable])
        #expect(findings.first?.hint == "did you mean {price}?")
    }

    @Test func correctCopyIsClean() {
        let findings = lint(
            paywall(
                copy: """
                    "en_US": { "title": "{eligible, select, yes {{trialDays, plural, one {# day} other {# days}} free} other {Go Pro}}",
                               "subtitle": "Then {pricePerPeriod}", "callToAction": "Start my {trialDuration}", "callToActionWithoutOffer": "Subscribe" },
                    "pl_PL": { "title": "{eligible, select, yes {{trialDays, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}} za darmo} other {Przejdź na Pro}}",
                               "subtitle": "Potem {pricePerPeriod}", "callToAction": "Zacznij {trialDuration}", "callToActionWithoutOffer": "Subskrybuj" },
                    "fr_FR": { "title": "{eligible, select, yes {{trialDays, plural, one {# jour} many {# jours} other {# jours}} offerts} other {Passez à Pro}}",
                               "subtitle": "Puis {pricePerPeriod}, l''essai s’arrête quand vous voulez", "callToAction": "Commencer l’essai de {trialDuration}", "callToActionWithoutOffer": "S’abonner" }
                    """, locales: #"["en_US", "pl_PL", "fr_FR"]"#))
        #expect(findings.filter { $0.rule.rawValue.hasPrefix("copy-") }.map(\.rendered) == [])
    }

    // MARK: Helpers

    /// The line of the copy's first locale in `paywall(copy:)`.
    let copyLine = 9

    /// A catalog with one monthly plan (with a one-week free trial unless `offer` is false), sold in the
    /// US, Germany, France, Poland and Arabic-speaking Egypt, and a paywall with `copy`.
    func paywall(copy: String, locales: String = #"["en_US"]"#, period: String = "P1M", offer: Bool = true) -> String {
        let offers = offer ? #", "offers": [ { "phases": [ { "mode": "free", "period": "P1W" } ] } ]"# : ""
        return """
            {
              "name": "Example",
              "groups": [ { "id": "pro", "name": "Pro" } ],
              "products": [ { "id": "com.example.pro.monthly", "type": "autoRenewable", "group": "pro", "period": "\(period)",
                "prices": { "US": "9.99", "DE": "9.99", "FR": "9.99", "PL": "39.99", "EG": "149.99", "GB": "8.99" },
                "localizations": { "en_US": { "displayName": "Pro", "description": "All" }, "de_DE": { "displayName": "Pro", "description": "Alles" }, "fr_FR": { "displayName": "Pro", "description": "Tout" }, "pl_PL": { "displayName": "Pro", "description": "Wszystko" }, "ar": { "displayName": "Pro", "description": "كل شيء" }, "en_GB": { "displayName": "Pro", "description": "All" } }\(offers) } ],
              "paywalls": [ { "id": "main", "products": ["com.example.pro.monthly"], "locales": \(locales),
                "copy": {
            \(copy)
                } } ]
            }
            """
    }
}
