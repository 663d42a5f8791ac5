import CatalogTestSupport
import Foundation
import Testing

/// `catalog-site lint --format sarif|github` on a small bad catalog: exact output, unchanged exit codes,
/// and a real SARIF tool (PyPI's sarif-tools, when installed) reads what we write.
@Suite("catalog-site lint --format sarif|github", .removesTemporaryFolders)
struct LintFormatTests {
    static let bad =
        #"{ "name": "X", "products": [ { "id": "a b", "type": "nonConsumable", "prices": { "US": "0" }, "localizations": { "en_US": { "displayName": "A", "description": "B" } } } ] }"#

    /// The bad catalog as `bad, 1.json` (a comma and a space to escape) in a folder of its own.
    static func folder() throws -> URL {
        let folder = try SiteFixture.temporaryFolder()
        _ = try SiteFixture.catalogFile(bad, name: "bad, 1.json", in: folder)
        return folder
    }

    @Test func githubAnnotationsExactly() throws {
        let result = try CommandLineTool.run(["lint", "bad, 1.json", "--format", "github"], directory: try Self.folder())
        #expect(result.status == 1)
        #expect(
            result.standardOutput == """
                ::error file=bad%2C 1.json,line=1,col=38,title=product-id-invalid::product ID "a b": a space at position 2: App Store IDs use letters, digits, '.', '_' and '-'%0Ahint: e.g. com.example.pro.monthly
                ::error file=bad%2C 1.json,line=1,col=88,title=price-zero::product "a b" costs 0 in US%0Ahint: give the price customers pay; the stores sell no free in-app purchases

                """)
        #expect(result.standardError == "2 errors, 0 warnings in 1 file\n")
    }

    @Test func sarifResultsExactly() throws {
        let result = try CommandLineTool.run(["lint", "bad, 1.json", "--format", "sarif"], directory: try Self.folder())
        #expect(result.status == 1)
        #expect(result.standardError.isEmpty)
        let rulesStart = try #require(result.standardOutput.range(of: #"      "tool" : {"#))
        #expect(
            result.standardOutput[..<rulesStart.lowerBound] == #"""
                {
                  "$schema" : "https://json.schemastore.org/sarif-2.1.0.json",
                  "runs" : [
                    {
                      "results" : [
                        {
                          "level" : "error",
                          "locations" : [
                            {
                              "physicalLocation" : {
                                "artifactLocation" : {
                                  "uri" : "bad%2C%201.json"
                                },
                                "region" : {
                                  "startColumn" : 38,
                                  "startLine" : 1
                                }
                              }
                            }
                          ],
                          "logicalLocations" : [
                            {
                              "fullyQualifiedName" : "products[0].id"
                            }
                          ],
                          "message" : {
                            "text" : "product ID \"a b\": a space at position 2: App Store IDs use letters, digits, '.', '_' and '-'\nhint: e.g. com.example.pro.monthly"
                          },
                          "ruleId" : "product-id-invalid",
                          "ruleIndex" : 22
                        },
                        {
                          "level" : "error",
                          "locations" : [
                            {
                              "physicalLocation" : {
                                "artifactLocation" : {
                                  "uri" : "bad%2C%201.json"
                                },
                                "region" : {
                                  "startColumn" : 88,
                                  "startLine" : 1
                                }
                              }
                            }
                          ],
                          "logicalLocations" : [
                            {
                              "fullyQualifiedName" : "products[0].prices.US"
                            }
                          ],
                          "message" : {
                            "text" : "product \"a b\" costs 0 in US\nhint: give the price customers pay; the stores sell no free in-app purchases"
                          },
                          "ruleId" : "price-zero",
                          "ruleIndex" : 34
                        }
                      ],

                """#)
        #expect(result.standardOutput.hasSuffix("  \"version\" : \"2.1.0\"\n}\n"))
    }

    @Test func cleanCatalogsExitZeroInBothFormats() throws {
        let folder = try SiteFixture.temporaryFolder()
        _ = try SiteFixture.catalogFile(
            Self.bad.replacingOccurrences(of: "a b", with: "a").replacingOccurrences(of: "\"0\"", with: "\"0.99\""), in: folder)
        let github = try CommandLineTool.run(["lint", folder.path, "--format", "github"])
        #expect(github.status == 0 && github.standardOutput.isEmpty)
        let sarif = try CommandLineTool.run(["lint", folder.path, "--format", "sarif"])
        #expect(sarif.status == 0 && sarif.standardOutput.contains(#""results" : ["#))
        let missing = try CommandLineTool.run(["lint", folder.appendingPathComponent("missing.json").path, "--format", "sarif"])
        #expect(missing.status == 2)
    }

    static let sarifToolsInstalled =
        (try? CommandLineTool.run(["python3", "-m", "sarif", "--version"], program: URL(fileURLWithPath: "/usr/bin/env")).status) == 0

    @Test(.enabled(if: sarifToolsInstalled, "sarif-tools is not installed: pip install sarif-tools"))
    func sarifToolsReadsIt() throws {
        let folder = try Self.folder()
        let result = try CommandLineTool.run(["lint", "bad, 1.json", "--format", "sarif"], directory: folder)
        let file = folder.appendingPathComponent("lint.sarif")
        try Data(result.standardOutput.utf8).write(to: file)
        let summary = try CommandLineTool.run(
            ["python3", "-m", "sarif", "summary", file.path], program: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(summary.status == 0, "\(summary.standardError)")
        #expect(summary.standardOutput.contains("error: 2"))
        #expect(summary.standardOutput.contains("- price-zero product \"a b\" costs 0 in US: 1"))
    }
}
