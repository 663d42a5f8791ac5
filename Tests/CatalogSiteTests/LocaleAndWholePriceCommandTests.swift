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
