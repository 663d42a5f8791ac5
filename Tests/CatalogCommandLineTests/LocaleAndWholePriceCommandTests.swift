import CatalogTestSupport
import Testing

/// Locales with a region ICU does not know, and whole prices, as a user meets them on the command line.
@Suite("catalog-site: locale regions and whole prices", .removesTemporaryFolders)
struct LocaleAndWholePriceCommandTests {
    @Test(arguments: [
        ("en_UK", "error: unknown region \"UK\" in locale \"en_UK\" (hint: did you mean en_GB?)\n"),
        ("fr-XX", "error: unknown region \"XX\" in locale \"fr-XX\" (hint: did you mean fr-FR?)\n"),
        ("ja_JA", "error: unknown region \"JA\" in locale \"ja_JA\" (hint: did you mean ja_JP?)\n"),
    ])
    func unknownRegionsAreRefusedWithTheLikelyLocale(_ locale: String, _ message: String) throws {
        let result = try CommandLineTool.run(["price", "1", "--currency", "EUR", "--locale", locale])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == message)
    }

    @Test(arguments: [
        (["3990", "--currency", "HUF", "--locale", "hu_HU"], "3\u{00A0}990\u{00A0}Ft\n"),
        (["3990.5", "--currency", "HUF", "--locale", "hu_HU"], "3\u{00A0}990,50\u{00A0}Ft\n"),
        (["249", "--currency", "CZK", "--locale", "cs_CZ"], "249\u{00A0}Kč\n"),
        (["9", "--currency", "USD", "--locale", "en_US"], "$9.00\n"),
    ])
    func wholePricesWhereCashIsWhole(_ arguments: [String], _ expected: String) throws {
        let result = try CommandLineTool.run(["price"] + arguments + ["--zero-fraction", "hiddenWhereCashIsWhole"])
        #expect(result.status == 0)
        #expect(result.standardOutput == expected)
    }

    /// A page's per-month equivalent follows the price lines' whole-amount rule, rounded down where cash is
    /// whole: «Átszámítva 3 330 Ft/hónap», not «3 330,00 Ft»; «Setara Rp 74.916 per bulan», not «74.916,66».
    @Test func equivalentsAreWholeWhereCashIsWhole() throws {
        let folder = try SiteFixture.temporaryFolder()
        let catalog = folder.appendingPathComponent("whole.json")
        try """
        { "name": "Whole", "stores": ["appStore"], "sourceLocale": "en_US", "defaultStorefront": "US",
          "groups": [ { "id": "pro", "name": "Pro" } ],
          "products": [
            { "id": "com.x.monthly", "type": "autoRenewable", "referenceName": "Monthly", "group": "pro", "level": 2,
              "period": "P1M", "prices": { "US": "9.99", "HU": "3990", "ID": "149000" },
              "localizations": { "en_US": { "displayName": "Monthly", "description": "Billed monthly" } } },
            { "id": "com.x.yearly", "type": "autoRenewable", "referenceName": "Yearly", "group": "pro", "level": 1,
              "period": "P1Y", "prices": { "US": "59.99", "HU": "39960", "ID": "899000" },
              "localizations": { "en_US": { "displayName": "Yearly", "description": "Billed yearly" } } } ],
          "paywalls": [ { "id": "main", "products": ["com.x.monthly", "com.x.yearly"], "locales": ["hu_HU", "id_ID"] } ] }
        """.write(to: catalog, atomically: true, encoding: .utf8)
        let result = try CommandLineTool.run(["strings", catalog.path])
        #expect(result.status == 0)
        #expect(
            result.standardOutput.split(separator: "\n").filter { $0.contains("› equivalent = ") } == [
                "whole.json › main › hu-HU › com.x.yearly › any › equivalent = Átszámítva 3\u{00A0}330\u{00A0}Ft/hónap",
                "whole.json › main › id-ID › com.x.yearly › any › equivalent = Setara Rp\u{00A0}74.916 per bulan",
            ])
    }

    @Test func lintReportsUnknownAndUnlikelyLocales() throws {
        let folder = try SiteFixture.temporaryFolder()
        let catalog = folder.appendingPathComponent("locales.json")
        try """
        { "name": "Loc", "stores": ["appStore"],
          "products": [ { "id": "com.x.coins", "type": "consumable", "prices": { "US": "0.99" },
             "localizations": { "en_US": { "displayName": "Coins", "description": "Some coins" } } } ],
          "paywalls": [ { "id": "main", "products": ["com.x.coins"], "locales": ["en_US", "en_UK", "es_LA"] } ] }
        """.write(to: catalog, atomically: true, encoding: .utf8)
        let result = try CommandLineTool.run(["lint", catalog.path])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains(": error: unknown region \"UK\" in locale \"en_UK\" [unknown-locale]"))
        #expect(
            result.standardOutput.contains(
                "warning: locale \"es_LA\" is Spanish (Laos), a language CLDR does not list for that region [unlikely-locale]"))
    }
}
