import CatalogTestSupport
import Testing

@Suite("catalog-site price")
struct PriceCommandTests {
    @Test func formatsOnePrice() throws {
        let result = try CommandLineTool.run(["price", "0.99", "--currency", "EUR", "--locale", "fr-FR"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "0,99\u{00A0}€\n")
        #expect(result.standardError.isEmpty)
    }

    @Test func displays() throws {
        #expect(
            try CommandLineTool.run(["price", "0.99", "--currency", "EUR", "--locale", "fr_FR", "--display", "name"]).standardOutput
                == "0,99 euro\n")
        #expect(
            try CommandLineTool.run(["price", "0.99", "--currency", "EUR", "--locale", "fr_FR", "--display", "code"]).standardOutput
                == "0,99\u{00A0}EUR\n")
        #expect(
            try CommandLineTool.run(["price", "4.99", "--currency", "SAR", "--locale", "ar_SA", "--numbering-system", "latn"])
                .standardOutput
                == "\u{200F}4.99\u{00A0}ر.س.\u{200F}\n")
    }

    @Test(arguments: [
        (
            ["price", "0.99", "--currency", "EURO", "--locale", "fr_FR"],
            "error: unknown currency code \"EURO\" (hint: did you mean EUR?)\n"
        ),
        (
            ["price", "1,5", "--currency", "EUR", "--locale", "de"],
            "error: \"1,5\" is not a decimal amount (hint: did you mean 1.5? write digits with an optional '.' and fraction, without currency or grouping: 0.99, 1200, 12345678.9)\n"
        ),
        (
            ["price", "1", "--currency", "EUR", "--locale", "xx_YY"],
            "error: ICU has no locale data for \"xx_YY\" (hint: use a locale ICU knows, such as en, fr_FR or ar_SA; catalog-site locales lists them)\n"
        ),
    ])
    func errorsGoToStandardErrorWithAHint(_ arguments: [String], _ message: String) throws {
        let result = try CommandLineTool.run(arguments)
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == message)
    }

    @Test func usageErrorsExitTwo() throws {
        let result = try CommandLineTool.run(["price", "0.99", "--locale", "fr"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("give --currency"))
    }

    @Test func batchKeepsOrderAndGoesOnAfterBadLines() throws {
        let input = "fr_FR\tEUR\t0.99\nxx_YY\tEUR\t1\nja_JP\tJPY\t1200\nbad line\nde_CH\tCHF\t12345.5\n"
        let result = try CommandLineTool.run(["price", "--batch"], input: input)
        #expect(result.status == 1)
        #expect(
            result.standardOutput == """
                0,99\u{00A0}€
                error: line 2: ICU has no locale data for "xx_YY" (hint: use a locale ICU knows, such as en, fr_FR or ar_SA; catalog-site locales lists them)
                ￥1,200
                error: line 4: expected 3 tab-separated fields (locale<TAB>currency<TAB>amount), found 1
                CHF\u{00A0}12’345.50

                """)
    }

    @Test func cleanBatchExitsZero() throws {
        let lines = (0..<2000).map { "en_US\tUSD\t\($0).5" }.joined(separator: "\n") + "\n"
        let result = try CommandLineTool.run(["price", "--batch"], input: lines)
        #expect(result.status == 0)
        let output = result.standardOutput.split(separator: "\n")
        #expect(output.count == 2000)
        #expect(output.first == "$0.50")
        #expect(output.last == "$1,999.50")
    }
}

@Suite("catalog-site price: amounts that look like options")
struct PriceCommandNegativeTests {
    @Test func negativeAmountsAreRefusedAsNegative() throws {
        let result = try CommandLineTool.run(["price", "-1", "--currency", "EUR", "--locale", "fr"])
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "error: negative amount -1: prices cannot be negative (hint: give the price the store charges, a number of zero or more)\n"
        )
    }

    @Test func anAmountAfterTheSeparatorIsAnAmount() throws {
        let negative = try CommandLineTool.run(["price", "--currency", "EUR", "--locale", "fr", "--", "-1"])
        #expect(negative.status == 1)
        #expect(
            negative.standardError
                == "error: negative amount -1: prices cannot be negative (hint: give the price the store charges, a number of zero or more)\n"
        )
        let positive = try CommandLineTool.run(["price", "--currency", "EUR", "--locale", "fr", "--", "1.5"])
        #expect(positive.status == 0)
        #expect(positive.standardOutput == "1,50\u{00A0}€\n")
        let options = try CommandLineTool.run(["price", "--", "-1", "--currency", "EUR"])
        #expect(options.status == 2)
        #expect(options.standardError.hasPrefix("Error: give one amount, not 3: -1 --currency EUR\n"))
    }

    @Test func misspeltOptionsAreNotAmounts() throws {
        let result = try CommandLineTool.run(["price", "0.99", "--curency", "EUR", "--locale", "fr"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("Error: unknown option --curency"))
    }
}
