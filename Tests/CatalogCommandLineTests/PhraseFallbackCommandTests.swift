import CatalogTestSupport
import Testing

/// Text commands whose sentences use another language's phrases say so on standard error, in the words
/// `build` and `strings` use; the text itself and the exit status stay as they were.
@Suite("catalog-site text commands: phrases of another language")
struct PhraseFallbackCommandTests {
    @Test(arguments: [
        (
            ["period", "P3M", "--locale", "ceb", "--style", "every"], "every 3 months\n",
            "note: Catalog has no ceb phrases; buttons and sentences use en (tried ceb, ceb-Latn-PH, ceb-Latn, ceb-PH).\n"
        ),
        (
            ["period", "P3M", "--locale", "as_IN", "--style", "per", "--price", "3990", "--currency", "INR"],
            "₹\u{00A0}৩,৯৯০.০০ every ৩ months\n",
            "note: Catalog has no as-IN phrases; buttons and sentences use en (tried as-IN, as, as-Beng-IN, as-Beng).\n"
        ),
        (
            ["offer", "--locale", "as_IN", "--currency", "INR", "--phase", "free:P1W", "--phase", "249:P1M"],
            "১ সপ্তাহ free, then ₹\u{00A0}২৪৯.০০ প্ৰতি মাহ\n",
            "note: Catalog has no as-IN phrases; buttons and sentences use en (tried as-IN, as, as-Beng-IN, as-Beng).\n"
        ),
    ])
    func fallbackIsNoted(_ arguments: [String], _ output: String, _ note: String) throws {
        let result = try CommandLineTool.run(arguments)
        #expect(result.status == 0)
        #expect(result.standardOutput == output)
        #expect(result.standardError == note)
    }

    /// Text in the locale's own phrases, or CLDR's alone, has nothing to note.
    @Test(arguments: [
        ["period", "P3M", "--locale", "de_DE", "--style", "every"],
        ["offer", "--locale", "de_DE", "--currency", "EUR", "--phase", "free:P1W", "--phase", "9.99:P1M"],
        ["period", "P1M", "--locale", "as_IN", "--style", "per", "--price", "3990", "--currency", "INR"],
        ["period", "P3M", "--locale", "as_IN"],
    ])
    func ownOrCLDRTextIsNotNoted(_ arguments: [String]) throws {
        let result = try CommandLineTool.run(arguments)
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
    }

    /// A disclosure for a quarterly plan in Cebuano (English phrases, where 3 is `one`) says "every 3
    /// months", not "per month".
    @Test func quarterlyDisclosureInCebuano() throws {
        let result = try CommandLineTool.run([
            "offer", "--locale", "ceb_PH", "--currency", "PHP", "--phase", "499:P3M", "--style", "disclosure",
        ])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("renews automatically at ₱499.00 every 3 months until you cancel it."))
    }
}
