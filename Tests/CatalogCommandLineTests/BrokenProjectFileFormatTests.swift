import CatalogTestSupport
import Foundation
import Testing

/// A broken `catalog-site.json` still exits 2, but `lint --format json`, `sarif` and `github` write its
/// problems as `project-file` findings, so a CI step that saves the output never keeps an empty file
/// (issue 12, new-user item 3).
@Suite("lint formats with a broken project file", .removesTemporaryFolders)
struct BrokenProjectFileFormatTests {
    static func folder() throws -> URL {
        let folder = try SiteFixture.temporaryFolder()
        try Data(#"{ "ouput": "_site" }"#.utf8).write(to: folder.appendingPathComponent("catalog-site.json"))
        return folder
    }

    static let rendered = """
        catalog-site.json:1:3: error: unknown key "ouput" (a project file has $schema, inputs, output, locales, theme, rules)
          at ouput
          hint: did you mean "output"?

        """

    struct FormatCase: Sendable, CustomTestStringConvertible {
        let format: String
        let output: String
        var testDescription: String { format }
    }

    static let cases = [
        FormatCase(format: "text", output: ""),
        FormatCase(
            format: "json",
            output: #"""
                [
                  {
                    "column" : 3,
                    "file" : "catalog-site.json",
                    "hint" : "did you mean \"output\"?",
                    "line" : 1,
                    "message" : "unknown key \"ouput\" (a project file has $schema, inputs, output, locales, theme, rules)",
                    "path" : "ouput",
                    "rule" : "project-file",
                    "severity" : "error"
                  }
                ]

                """#),
        FormatCase(
            format: "github",
            output:
                #"::error file=catalog-site.json,line=1,col=3,title=project-file::unknown key "ouput" (a project file has $schema, inputs, output, locales, theme, rules)%0Ahint: did you mean "output"?"#
                + "\n"),
    ]

    @Test(arguments: cases) func theProblemsAreWrittenAndTheStatusIs2(_ example: FormatCase) throws {
        let result = try CommandLineTool.run(["lint", "--format", example.format], directory: try Self.folder())
        #expect(result.status == 2)
        #expect(result.standardOutput == example.output)
        #expect(result.standardError == Self.rendered)
    }

    @Test func sarifHoldsOneResultOfTheRuleProjectFile() throws {
        let result = try CommandLineTool.run(["lint", "--format", "sarif"], directory: try Self.folder())
        #expect(result.status == 2)
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let run = (document?["runs"] as? [[String: Any]])?.first
        let results = run?["results"] as? [[String: Any]]
        #expect(results?.map { $0["ruleId"] as? String } == ["project-file"])
        #expect(
            results?.map { ($0["message"] as? [String: Any])?["text"] as? String } == [
                #"unknown key "ouput" (a project file has $schema, inputs, output, locales, theme, rules)"#
                    + "\nhint: did you mean \"output\"?"
            ])
        let location = ((results?.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "catalog-site.json")
        #expect((location?["region"] as? [String: Any])?["startLine"] as? Int == 1)
    }
}
