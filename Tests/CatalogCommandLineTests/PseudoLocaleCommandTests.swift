import CatalogTestSupport
import Foundation
import Testing

/// The pseudo-locales en-XA and ar-XB wherever the command line takes a locale.
@Suite("catalog-site: pseudo-locales", .removesTemporaryFolders)
struct PseudoLocaleCommandTests {
    /// ar-XB's wrapping of one word.
    static func rtl(_ word: String) -> String { "\u{200F}\u{202E}\(word)\u{202C}\u{200F}" }

    @Test(arguments: [
        (["price", "1234.5", "--currency", "USD", "--locale", "en-XA"], "$1,234.50\n"),
        (["price", "1234.5", "--currency", "USD", "--locale", "ar_XB"], "$1,234.50\n"),
        (["price", "2", "--currency", "EUR", "--locale", "en_XA", "--display", "name"], "[2.00 éúŕóš one]\n"),
        (["period", "P3M", "--locale", "en-XA"], "[3 ḿóñţĥš one]\n"),
        (["period", "P1Y", "--locale", "en-XA", "--style", "per", "--price", "59.99", "--currency", "USD"], "[$59.99 ṗéŕ ýéáŕ one]\n"),
        (["period", "P1W", "--locale", "ar-XB"], "1 \(rtl("week"))\n"),
        (
            ["offer", "--locale", "en-XA", "--currency", "USD", "--phase", "free:P1W", "--phase", "9.99:P1M"],
            "[[[1 ŵééķ one] ḟŕéé one], ţĥéñ [$9.99 ṗéŕ ḿóñţĥ one] one]\n"
        ),
        (
            ["offer", "--locale", "ar-XB", "--currency", "USD", "--phase", "free:P1W", "--phase", "9.99:P1M"],
            "1 \(rtl("week")) \(rtl("free")), \(rtl("then")) $9.99 \(rtl("per")) \(rtl("month"))\n"
        ),
    ])
    func formatsInPseudoLocales(_ arguments: [String], _ expected: String) throws {
        let result = try CommandLineTool.run(arguments)
        #expect(result.standardError == "")
        #expect(result.status == 0)
        #expect(result.standardOutput == expected)
    }

    @Test func otherPrivateUseRegionsStayErrors() throws {
        let result = try CommandLineTool.run(["price", "1", "--currency", "EUR", "--locale", "fr-XA"])
        #expect(result.status == 1)
        #expect(result.standardError == "error: unknown region \"XA\" in locale \"fr-XA\" (hint: did you mean en-XA?)\n")
    }

    @Test func lintAcceptsThemInAPaywall() throws {
        let folder = try SiteFixture.temporaryFolder()
        let catalog = folder.appendingPathComponent("pseudo.json")
        try """
        { "name": "Pseudo", "stores": ["appStore"],
          "products": [ { "id": "com.x.coins", "type": "consumable", "prices": { "US": "0.99" },
             "localizations": { "en_US": { "displayName": "Coins", "description": "Some coins" } } } ],
          "paywalls": [ { "id": "main", "products": ["com.x.coins"], "locales": ["en_US", "en-XA", "ar_XB"],
             "copy": { "en_US": { "title": "Coins", "subtitle": "For you", "features": [] } } } ] }
        """.write(to: catalog, atomically: true, encoding: .utf8)
        let result = try CommandLineTool.run(["lint", catalog.path])
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "0 errors, 0 warnings in 1 file\n")
    }

    @Test func buildPreviewsBoth() throws {
        let out = try SiteFixture.temporaryFolder().appendingPathComponent("_site").path
        let result = try CommandLineTool.run([
            "build", SiteFixture.exampleCatalogs + "/castle-coins.json", "--out", out, "--locales", "en-XA,ar-XB",
        ])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("castle-coins.json · shop: 2 locales"))
        let accented = try SiteFixture.read(URL(fileURLWithPath: out + "/castle-coins/shop/en-xa.html"))
        #expect(accented.contains("<html lang=\"en-XA\" dir=\"ltr\">"))
        #expect(accented.contains("[Ŕóýáļ Ţŕéášúŕý one two]"))
        #expect(accented.contains("English (pseudo, right to left)"))
        let bidi = try SiteFixture.read(URL(fileURLWithPath: out + "/castle-coins/shop/ar-xb.html"))
        #expect(bidi.contains("<html lang=\"ar-XB\" dir=\"rtl\">"))
        #expect(bidi.contains("\(Self.rtl("Royal")) \(Self.rtl("Treasury"))"))
        let index = try SiteFixture.read(URL(fileURLWithPath: out + "/index.html"))
        #expect(index.contains("English (pseudo, accented)"))
    }
}
