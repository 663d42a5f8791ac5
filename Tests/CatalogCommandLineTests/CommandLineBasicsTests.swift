import Catalog
import CatalogTestSupport
import Testing

/// Exit statuses, `--version`, `help`, and the batch readers' blank lines and defaults.
@Suite("catalog-site basics")
struct CommandLineBasicsTests {
    @Test func versionIsThePackageVersion() throws {
        let result = try CommandLineTool.run(["--version"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput
                == "catalog-site \(CatalogPackage.version) (ICU \(CatalogPackage.icuVersion), CLDR \(CatalogPackage.cldrVersion))\n")
        #expect(result.standardError.isEmpty)
    }

    @Test func helpOfAnUnknownSubcommandSaysSo() throws {
        let unknown = try CommandLineTool.run(["help", "nosuch"])
        #expect(unknown.status == 2)
        #expect(unknown.standardOutput.isEmpty)
        #expect(
            unknown.standardError
                == "error: unknown subcommand \"nosuch\" (hint: the subcommands are price, period, offer, locales, lint, build, serve, strings, convert, translations)\n"
        )
        let misspelt = try CommandLineTool.run(["help", "biuld"])
        #expect(misspelt.status == 2)
        #expect(misspelt.standardError == "error: unknown subcommand \"biuld\" (hint: did you mean build?)\n")
        // Where a subcommand is expected, as after help: "did you mean", exit 2, nothing on standard output.
        for (arguments, message) in [
            (["biuld"], "error: unknown subcommand \"biuld\" (hint: did you mean build?)\n"),
            (["biuld", "catalogs", "--out", "_site"], "error: unknown subcommand \"biuld\" (hint: did you mean build?)\n"),
            (
                ["translations", "exprot"],
                "error: unknown subcommand \"exprot\" of catalog-site translations (hint: did you mean export?)\n"
            ),
        ] {
            let run = try CommandLineTool.run(arguments)
            #expect(run.status == 2 && run.standardOutput.isEmpty)
            #expect(run.standardError == message)
        }
        let nested = try CommandLineTool.run(["help", "build", "fast"])
        #expect(nested.status == 2)
        #expect(nested.standardError == "error: catalog-site build has no subcommand \"fast\"\n")
        let known = try CommandLineTool.run(["help", "build"])
        #expect(known.status == 0)
        #expect(known.standardOutput.hasPrefix("OVERVIEW: Build paywall previews for every locale into a static site.\n"))
    }

    /// Usage errors exit 2 in every subcommand, so CI can tell a wrong call (2) from a bad catalog (1).
    @Test(arguments: [
        (
            ["nosuch"],
            "error: unknown subcommand \"nosuch\" (hint: the subcommands are price, period, offer, locales, lint, build, serve, strings, convert, translations)\n"
        ),
        (["price", "0.99", "--locale", "fr"], "Error: give --currency, e.g. --currency EUR\n"),
        (["price", "0.99", "--curency", "EUR", "--locale", "fr"], "Error: unknown option --curency\n"),
        (["period", "--locale", "fr"], "Error: give a period, e.g. catalog-site period P3M --locale ru\n"),
        (["period", "P1M", "--locale", "fr", "--width", "wide"], "Error: The value 'wide' is invalid for '--width <width>'"),
        (["offer", "--locale", "fr", "--currency", "EUR"], "Error: give at least one --phase, e.g. --phase free:P1W --phase 9.99:P1M\n"),
        (["offer", "--currency", "EUR", "--phase", "free:P1W"], "Error: Missing expected argument '--locale <locale>'\n"),
        (["locales", "fr"], "Error: Unexpected argument 'fr'\n"),
        (["lint", "--format", "xml"], "Error: The value 'xml' is invalid for '--format <format>'"),
        (["build", "--locales", ""], "Error: --locales \"\" names no locale; give a list such as en_US,fr-FR,ar_SA, or all\n"),
        (["build", "--outt", "x"], "Error: Unknown option '--outt'"),
    ])
    func usageErrorsExitTwo(_ arguments: [String], _ message: String) throws {
        let result = try CommandLineTool.run(arguments)
        #expect(result.status == 2, "\(arguments)")
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
    }

    @Test func inputErrorsStillExitOne() throws {
        let result = try CommandLineTool.run(["price", "0.99", "--currency", "EURO", "--locale", "fr"])
        #expect(result.status == 1)
        #expect(result.standardError == "error: unknown currency code \"EURO\" (hint: did you mean EUR?)\n")
    }

    @Test func blankBatchLinesAreSkipped() throws {
        let prices = try CommandLineTool.run(["price", "--batch"], input: "fr_FR\tEUR\t0.99\n\n   \r\nja_JP\tJPY\t1200\n\t\nbad\n")
        #expect(prices.status == 1)
        #expect(
            prices.standardOutput == """
                0,99\u{00A0}€
                ￥1,200
                error: line 6: expected 3 tab-separated fields (locale<TAB>currency<TAB>amount), found 1

                """)
        let periods = try CommandLineTool.run(["period", "--batch"], input: "\nen\tP1W\tlong\n\n")
        #expect(periods.status == 0)
        #expect(periods.standardOutput == "1 week\n")
    }

    @Test func periodBatchWidthDefaultsToTheWidthOption() throws {
        let input = "en\tP3M\nen\tP3M\tlong\nen\tP3M\t\nfr\tP1M\n"
        let long = try CommandLineTool.run(["period", "--batch"], input: input)
        #expect(long.status == 0)
        #expect(long.standardOutput == "3 months\n3 months\n3 months\n1\u{00A0}mois\n")
        let short = try CommandLineTool.run(["period", "--batch", "--width", "short"], input: input)
        #expect(short.status == 0)
        #expect(short.standardOutput == "3 mths\n3 months\n3 mths\n1\u{202F}m.\n")
        let bad = try CommandLineTool.run(["period", "--batch"], input: "en\n")
        #expect(bad.status == 1)
        #expect(bad.standardOutput == "error: line 1: expected 2 or 3 tab-separated fields (locale<TAB>period[<TAB>width]), found 1\n")
    }
}
