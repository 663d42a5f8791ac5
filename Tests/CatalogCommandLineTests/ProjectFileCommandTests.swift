import CatalogTestSupport
import Foundation
import Testing

/// `catalog-site lint`, `build`, `serve` and `strings` with a `catalog-site.json` in the current folder: its rule
/// severities change what is reported and the exit status; a broken file exits 2 (issue 12, item 3).
@Suite("Project file on the command line", .removesTemporaryFolders)
struct ProjectFileCommandTests {
    /// One error (price-fraction-digits) and two warnings (group-ignored, missing-source-copy).
    static let catalog = """
        { "name": "X", "products": [ { "id": "a", "type": "nonConsumable", "group": "g", "prices": { "US": "0.999" }, "localizations": { "en_US": { "displayName": "A", "description": "B" } } } ],
          "paywalls": [ { "id": "shop", "products": ["a"], "locales": ["en_US"] } ] }
        """

    static let fraction = """
        app.json:1:100: error: price 0.999 USD has more fraction digits than USD uses (2) [price-fraction-digits]
          at products[0].prices.US
          hint: keep 2 fraction digits: 0.99
        """
    static let group = """
        app.json:1:77: warning: a nonConsumable product belongs to no group; "group" is ignored [group-ignored]
          at products[0].group
        """
    static let copy = """
        app.json:2:17: warning: paywall "shop" has no copy in the source locale en_US [missing-source-copy]
          at paywalls[0].copy
          hint: other languages fall back to it
        """

    /// A folder holding `app.json` and, when given, `catalog-site.json`.
    static func project(_ settings: String?) throws -> URL {
        let folder = try SiteFixture.temporaryFolder()
        try Data(catalog.utf8).write(to: folder.appendingPathComponent("app.json"))
        if let settings { try Data(settings.utf8).write(to: folder.appendingPathComponent("catalog-site.json")) }
        return folder
    }

    struct LintCase: Sendable, CustomTestStringConvertible {
        let rules: String?
        let status: Int32
        let output: String
        let summary: String
        var testDescription: String { rules ?? "no project file" }
    }

    static let lintCases: [LintCase] = [
        LintCase(
            rules: nil, status: 1, output: [group, fraction, copy].joined(separator: "\n") + "\n",
            summary: "1 error, 2 warnings in 1 file\n"),
        LintCase(
            rules: #"{ "price-fraction-digits": "warning" }"#, status: 0,
            output: [group, fraction.replacingOccurrences(of: ": error:", with: ": warning:"), copy].joined(separator: "\n") + "\n",
            summary: "0 errors, 3 warnings in 1 file\n"),
        LintCase(
            rules: #"{ "price-fraction-digits": "warning", "group-ignored": "error" }"#, status: 1,
            output: [
                group.replacingOccurrences(of: ": warning:", with: ": error:"),
                fraction.replacingOccurrences(of: ": error:", with: ": warning:"),
                copy,
            ].joined(separator: "\n") + "\n", summary: "1 error, 2 warnings in 1 file\n"),
        LintCase(
            rules: #"{ "price-fraction-digits": "off", "group-ignored": "off", "missing-source-copy": "note" }"#, status: 0, output: "",
            summary: "0 errors, 0 warnings in 1 file\n"),
        LintCase(
            rules: #"{ "price-fraction-digits": "off" }"#, status: 0, output: [group, copy].joined(separator: "\n") + "\n",
            summary: "0 errors, 2 warnings in 1 file\n"),
    ]

    @Test(arguments: lintCases) func severitiesDecideTheOutputAndTheExitStatus(_ example: LintCase) throws {
        let folder = try Self.project(example.rules.map { #"{ "inputs": ["app.json"], "rules": \#($0) }"# })
        let result = try CommandLineTool.run(example.rules == nil ? ["lint", "app.json"] : ["lint"], directory: folder)
        #expect(result.status == example.status)
        #expect(result.standardOutput == example.output)
        #expect(result.standardError == example.summary)
    }

    @Test func offRemovesFindingsFromJSONAndSARIFWhoseLevelsFollow() throws {
        let folder = try Self.project(
            #"{ "inputs": ["app.json"], "rules": { "group-ignored": "off", "price-fraction-digits": "warning", "missing-source-copy": "error" } }"#
        )
        let json = try CommandLineTool.run(["lint", "--format", "json"], directory: folder)
        #expect(json.status == 1)
        let findings = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]]
        #expect(
            findings?.map { "\($0["rule"] ?? "") \($0["severity"] ?? "")" } == [
                "price-fraction-digits warning", "missing-source-copy error",
            ])
        let sarif = try CommandLineTool.run(["lint", "--format", "sarif"], directory: folder)
        #expect(sarif.status == 1)
        let log = try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any]
        let results = ((log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(
            results.map { "\($0["ruleId"] ?? "") \($0["level"] ?? "")" } == ["price-fraction-digits warning", "missing-source-copy error"])
        let github = try CommandLineTool.run(["lint", "--format", "github"], directory: folder)
        #expect(
            github.standardOutput == """
                ::warning file=app.json,line=1,col=100,title=price-fraction-digits::price 0.999 USD has more fraction digits than USD uses (2)%0Ahint: keep 2 fraction digits: 0.99
                ::error file=app.json,line=2,col=17,title=missing-source-copy::paywall "shop" has no copy in the source locale en_US%0Ahint: other languages fall back to it

                """)
        #expect(github.standardError == "1 error, 1 warning in 1 file\n")
    }

    @Test func flagsWinOverTheFilesInputs() throws {
        let folder = try Self.project(#"{ "inputs": ["missing.json"], "rules": { "price-fraction-digits": "off" } }"#)
        let fromFile = try CommandLineTool.run(["lint"], directory: folder)
        #expect(fromFile.status == 2)
        #expect(fromFile.standardOutput.hasPrefix("missing.json:1:1: error: no such file or folder [file-not-found]\n"))
        let fromFlag = try CommandLineTool.run(["lint", "app.json"], directory: folder)
        #expect(fromFlag.status == 0)
        #expect(fromFlag.standardError == "0 errors, 2 warnings in 1 file\n")
    }

    @Test func buildShowsTheSetSeverityOnPagesAndInTheIndex() throws {
        let folder = try Self.project(
            #"{ "inputs": ["app.json"], "output": "public", "rules": { "group-ignored": "off", "price-fraction-digits": "warning", "missing-source-copy": "error" } }"#
        )
        let result = try CommandLineTool.run(["build"], directory: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardError == """
                \(Self.copy.replacingOccurrences(of: ": warning:", with: ": error:"))
                \(Self.fraction.replacingOccurrences(of: ": error:", with: ": warning:"))
                warning: built with 1 lint error in 1 catalog file, shown on 1 page and in public/index.html (catalog-site lint lists them; --strict refuses to build with them)

                """)
        let expected = [
            #"<li class="warning"><strong>warning:</strong> price 0.999 USD has more fraction digits than USD uses (2) <code>[price-fraction-digits]</code>"#,
            #"<li class="error"><strong>error:</strong> paywall &quot;shop&quot; has no copy in the source locale en_US <code>[missing-source-copy]</code>"#,
        ]
        for page in ["public/app/shop/en-us.html", "public/index.html"] {
            let html = try SiteFixture.read(folder.appendingPathComponent(page))
            let items = html.components(separatedBy: "<li class=\"").dropFirst().filter { $0.contains("<code>[") }
            let findings = items.map { "<li class=\"" + $0.prefix(upTo: $0.range(of: "</code>")?.upperBound ?? $0.endIndex) }
            #expect(findings == expected, "\(page)")
        }
        // --strict refuses what is left; with every finding off it builds.
        let strict = try CommandLineTool.run(["build", "--strict"], directory: folder)
        #expect(strict.status == 1)
        let quiet = try Self.project(
            #"{ "inputs": ["app.json"], "rules": { "group-ignored": "off", "price-fraction-digits": "off", "missing-source-copy": "off" } }"#
        )
        let clean = try CommandLineTool.run(["build", "--strict"], directory: quiet)
        #expect(clean.status == 0, "\(clean.standardError)")
        #expect(clean.standardError == "")
    }

    @Test func stringsTakesInputsLocalesAndSeveritiesFromTheFile() throws {
        let folder = try Self.project(
            #"{ "inputs": ["app.json"], "locales": ["de_DE"], "rules": { "group-ignored": "off", "missing-source-copy": "off" } }"#)
        let result = try CommandLineTool.run(["strings"], directory: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").dropFirst()
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix("app.json › shop › de-DE › ") }, "\(result.standardOutput)")
        #expect(
            result.standardError == """
                note: app.json › shop › de-DE: Not every plan has a price in the DE storefront; prices are from the US storefront (USD).
                note: app.json › shop › de-DE: “a” has no de-DE name; it shows the en-US name “A”.
                warning: the catalogs have 1 lint error; the strings are listed as the pages would show them (catalog-site lint lists the findings)

                """)
        // A flag wins over the file's locales.
        let english = try CommandLineTool.run(["strings", "--locales", "en_US"], directory: folder)
        #expect(english.standardOutput.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("app.json › shop › en-US › ") })
    }

    @Test(arguments: [["lint"], ["build"], ["serve", "--port", "0"], ["lint", "app.json", "--format", "sarif"], ["strings"]])
    func aBrokenFileExitsTwoBeforeReadingAnyCatalog(_ arguments: [String]) throws {
        let folder = try Self.project("{\n  \"rules\": { \"copy-untranslatd\": \"off\" }\n}\n")
        let result = try CommandLineTool.run(arguments, directory: folder)
        #expect(result.status == 2)
        // SARIF still gets a document holding the problem (BrokenProjectFileFormatTests); the others nothing.
        if arguments.contains("sarif") {
            #expect(result.standardOutput.contains(#""ruleId" : "project-file""#))
        } else {
            #expect(result.standardOutput == "")
        }
        #expect(
            result.standardError == """
                catalog-site.json:2:14: error: unknown lint rule "copy-untranslatd"
                  at rules["copy-untranslatd"]
                  hint: did you mean "copy-untranslated"? docs/lint-rules.md lists the rules

                """)
    }
}
