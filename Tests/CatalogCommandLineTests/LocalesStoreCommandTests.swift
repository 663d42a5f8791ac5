import Catalog
import CatalogTestSupport
import Testing

@testable import catalog_site

/// `catalog-site locales --store`: a store's listing languages, our locale for each and our phrases' coverage.
@Suite("catalog-site locales --store")
struct LocalesStoreCommandTests {
    @Test func playListsEachListingLanguageWithOurLocaleAndCoverage() throws {
        let result = try CommandLineTool.run(["locales", "--store", "play"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 87)
        #expect(lines.allSatisfy { $0.split(separator: "\t").count == 4 })
        for line in [
            "de-DE\tde-DE\tGerman (Germany)\tcovered (de)",
            "iw-IL\the-IL\tHebrew (Israel)\tcovered (he)",
            "no-NO\tnb-NO\tNorwegian Bokmål (Norway)\tcovered (nb)",
            "es-419\tes-419\tSpanish (Latin America)\tfallback (es-MX)",
            "zh-HK\tzh-HK\tChinese (Hong Kong SAR China)\tcovered (zh-HK)",
            "zh-TW\tzh-TW\tChinese (Taiwan)\tcovered (zh-Hant)",
            "fa-AF\tfa-AF\tPersian (Afghanistan)\tcovered (fa)",
        ] {
            #expect(lines.contains(Substring(line)), "no line \(line)")
        }
    }

    @Test func appStoreListsItsCodesNotTheirAlternates() throws {
        let result = try CommandLineTool.run(["locales", "--store", "appstore"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 50)
        #expect(lines.contains("no\tnb\tNorwegian Bokmål\tcovered (nb)"))
        #expect(lines.contains("zh-Hans\tzh-Hans\tChinese (Simplified)\tcovered (zh-Hans)"))
        #expect(!lines.contains { $0.hasPrefix("gu-IN\t") })
    }

    /// Every language of both stores has our phrases in it: none is left to English.
    @Test(arguments: ["appstore", "play"])
    func noStoreLanguageFallsBackToEnglish(_ store: String) throws {
        let result = try CommandLineTool.run(["locales", "--store", store])
        let uncovered = result.standardOutput.split(separator: "\n").filter { $0.hasSuffix("not covered (en)") }
        #expect(uncovered.isEmpty, "\(uncovered)")
        #expect(result.standardOutput.split(separator: "\n").allSatisfy { $0.contains("\tcovered (") || $0.contains("\tfallback (") })
    }

    @Test func anUnknownStoreIsAUsageErrorNamingTheStores() throws {
        let result = try CommandLineTool.run(["locales", "--store", "google"])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("The value 'google' is invalid for '--store <store>'"))
        #expect(result.standardError.contains("'appstore' and 'play'"))
    }

    @Test(arguments: [
        ("de_DE", PhraseCoverage.covered("de")), ("zh_HK", .covered("zh-HK")), ("zh_TW", .covered("zh-Hant")),
        ("es_419", .fallback("es-MX")),
        ("en_IN", .fallback("en-GB")), ("cy", .notCovered("en")), ("en_US", .covered("en")),
    ])
    func coverage(_ locale: String, _ expected: PhraseCoverage) throws {
        #expect(try PhraseCoverage(of: LocaleID(locale)) == expected)
    }
}
