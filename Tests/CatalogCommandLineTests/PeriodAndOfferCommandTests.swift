import CatalogTestSupport
import Testing

@Suite("catalog-site period and offer")
struct PeriodAndOfferCommandTests {
    @Test(arguments: [
        (["period", "P21M", "--locale", "ru"], "21 месяц\n"),
        (["period", "P3M", "--locale", "ja"], "3か月\n"),
        (["period", "P7D", "--locale", "en"], "7 days\n"),
        (["period", "P7D", "--locale", "en", "--normalize"], "1 week\n"),
        (["period", "P1M", "--locale", "de", "--style", "unit"], "Monat\n"),
        (["period", "P1M", "--locale", "fr", "--style", "per", "--price", "0.99", "--currency", "EUR"], "0,99\u{00A0}€ par mois\n"),
        (
            ["period", "P1M", "--locale", "fr", "--style", "per", "--price", "0.99", "--currency", "EUR", "--width", "short"],
            "0,99\u{00A0}€/mois\n"
        ),
        (["period", "P1M", "--locale", "ja", "--style", "per", "--price", "120", "--currency", "JPY"], "￥120/月\n"),
        (["period", "P3M", "--locale", "en", "--style", "every"], "every 3 months\n"),
        (["period", "P1M", "--locale", "zh_Hans_CN", "--style", "every"], "每月\n"),
        (["period", "P1M", "--locale", "ru", "--style", "every"], "каждый месяц\n"),
        (["period", "P1W", "--locale", "hr", "--style", "every"], "svaki tjedan\n"),
        (
            ["period", "P1M", "--locale", "hu_HU", "--style", "per", "--price", "3990", "--currency", "HUF"],
            "3\u{00A0}990,00\u{00A0}Ft/hónap\n"
        ),
        (
            [
                "period", "P1M", "--locale", "hu_HU", "--style", "per", "--price", "3990", "--currency", "HUF", "--zero-fraction",
                "hiddenWhereCashIsWhole",
            ],
            "3\u{00A0}990\u{00A0}Ft/hónap\n"
        ),
    ])
    func periods(_ arguments: [String], _ expected: String) throws {
        let result = try CommandLineTool.run(arguments)
        #expect(result.status == 0)
        #expect(result.standardOutput == expected)
    }

    @Test func zeroFractionIsForPrices() throws {
        let result = try CommandLineTool.run(["period", "P1M", "--locale", "hu", "--style", "every", "--zero-fraction", "hidden"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("Error: --zero-fraction applies to --style per, which writes a price\n"))
    }

    @Test func badPeriodsAreExplained() throws {
        let result = try CommandLineTool.run(["period", "P1Y6M", "--locale", "en"])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("error: \"P1Y6M\" is not a subscription period: only one component is allowed"))
    }

    @Test func periodBatch() throws {
        let result = try CommandLineTool.run(
            ["period", "--batch"], input: "ru\tP21M\tlong\nen\tP7D\tshort\nar\tP11M\tlong\nen\tP1M\twide\nen\tPT1H\tlong\n")
        #expect(result.status == 1)
        #expect(
            result.standardOutput == """
                21 месяц
                7 days
                ١١ شهرًا
                error: line 4: "wide" is not a width (hint: use long, short or narrow)
                error: line 5: "PT1H" is not a subscription period: hours, minutes and seconds (after "T") are not billing periods (hint: write an ISO 8601 duration with one positive whole number and one unit: P3D, P1W, P1M, P3M, P6M, P1Y)

                """)
    }

    @Test func offerSentence() throws {
        let result = try CommandLineTool.run([
            "offer", "--locale", "en_US", "--currency", "USD", "--phase", "free:P1W", "--phase", "1.99:P1M:3", "--phase", "9.99:P1M",
        ])
        #expect(result.status == 0)
        #expect(result.standardOutput == "1 week free, then $1.99 per month for 3 months, then $9.99 per month\n")
    }

    @Test func offerCompactAndDisclosure() throws {
        let compact = try CommandLineTool.run([
            "offer", "--locale", "de_DE", "--currency", "EUR", "--phase", "0.99:P1M:3", "--phase", "3.99:P1M", "--style", "compact",
            "--width", "short",
        ])
        #expect(compact.standardOutput == "3 Monate lang 0,99\u{00A0}€/Monat (danach 3,99\u{00A0}€/Monat)\n")
        let disclosure = try CommandLineTool.run([
            "offer", "--locale", "en_US", "--currency", "USD", "--phase", "49.99:P1Y", "--style", "disclosure",
        ])
        #expect(disclosure.standardOutput.contains("renews automatically at $49.99 per year until you cancel it."))
    }

    @Test func badPhasesAreExplained() throws {
        let result = try CommandLineTool.run(["offer", "--locale", "en", "--currency", "USD", "--phase", "9.99"])
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "error: phase \"9.99\" is not PRICE:PERIOD[:COUNT] (hint: e.g. free:P1W, 1.99:P1M:3, 29.99:P6M:once, 9.99:P1M)\n")
    }
}
