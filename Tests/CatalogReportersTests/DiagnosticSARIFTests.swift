import Catalog
import Foundation
import Testing

@testable import CatalogReporters

/// `lint --format sarif` and `--format github`: every rule described once, every finding located, and
/// whatever a path or message holds escaped the way SARIF readers and GitHub Actions expect.
@Suite("Diagnostics as SARIF and GitHub annotations")
struct DiagnosticSARIFTests {
    static func finding(
        _ severity: Severity = .error, file: String = "a.json", message: String = "m", path: String = "", hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(
            severity, rule: .priceZero, message, file: file, location: Diagnostic.Location(line: 2, column: 5), path: path,
            hint: hint)
    }

    static func sarif(_ findings: [Diagnostic]) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(Diagnostic.sarif(findings, rules: Diagnostic.Rule.catalogRules).utf8))
                as? [String: Any])
    }

    @Test func everyRuleIsDescribedOnceWithItsLevelAndHelp() throws {
        let log = try Self.sarif([])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.isEmpty == true)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "catalog-site")
        #expect(driver["version"] as? String == CatalogPackage.version)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == Diagnostic.Rule.catalogRules.map(\.rawValue))
        for (rule, entry) in zip(Diagnostic.Rule.catalogRules, rules) {
            #expect((entry["shortDescription"] as? [String: String])?["text"] == rule.summary)
            #expect((entry["defaultConfiguration"] as? [String: String])?["level"] == rule.defaultSeverity.rawValue)
            #expect((entry["help"] as? [String: String])?["text"]?.contains("docs/lint-rules.md") == true)
        }
    }

    /// A tool's own rules, declared like Catalog's, are described after Catalog's, and its findings point
    /// at them.
    @Test func aToolsOwnRulesAreDescribedAfterCatalogs() throws {
        let own = Diagnostic.Rule("brand-name", .warning, "A display name lacks the brand.")
        let finding = Diagnostic(.warning, rule: own, "m", file: "a.json", location: Diagnostic.Location(line: 1, column: 1), path: "")
        let text = Diagnostic.sarif([finding], rules: Diagnostic.Rule.catalogRules + [own])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == (Diagnostic.Rule.catalogRules + [own]).map(\.rawValue))
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "brand-name")
        #expect(result["ruleIndex"] as? Int == Diagnostic.Rule.catalogRules.count)
    }

    @Test func aResultNamesItsRuleLevelMessageHintAndPlace() throws {
        let log = try Self.sarif([Self.finding(.warning, path: "products[0].prices.US", hint: "h")])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "price-zero")
        #expect(result["ruleIndex"] as? Int == Diagnostic.Rule.catalogRules.firstIndex(of: .priceZero))
        #expect(result["level"] as? String == "warning")
        #expect((result["message"] as? [String: String])?["text"] == "m\nhint: h")
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: String])?["uri"] == "a.json")
        #expect((location["region"] as? [String: Int]) == ["startLine": 2, "startColumn": 5])
        #expect((result["logicalLocations"] as? [[String: String]]) == [["fullyQualifiedName": "products[0].prices.US"]])
    }

    @Test func theOutputIsDeterministic() {
        let findings = [Self.finding(path: "x"), Self.finding(.note, file: "b.json")]
        #expect(
            Diagnostic.sarif(findings, rules: Diagnostic.Rule.catalogRules)
                == Diagnostic.sarif(findings, rules: Diagnostic.Rule.catalogRules))
    }

    @Test func uriPercentEncodesSpacesAndReservedCharacters() {
        #expect(Diagnostic.uriReference("my file#1?.json") == "my%20file%231%3F.json")
    }

    @Test func uriUsesForwardSlashes() {
        #expect(Diagnostic.uriReference(#"catalogs\app.json"#) == "catalogs/app.json")
    }

    @Test func uriEncodesNonASCIIAsUTF8() {
        #expect(Diagnostic.uriReference("ü/日.json") == "%C3%BC/%E6%97%A5.json")
    }

    @Test func uriEncodesPercentAndColon() {
        #expect(Diagnostic.uriReference("50%:a.json") == "50%25%3Aa.json")
    }

    @Test func githubMessageEscapesPercent() {
        #expect(Diagnostic.githubData("100%") == "100%25")
    }

    @Test func githubMessageEscapesCarriageReturnAndLineFeed() {
        #expect(Diagnostic.githubData("a\r\nb") == "a%0D%0Ab")
    }

    @Test func githubMessageKeepsColonsAndCommas() {
        #expect(Diagnostic.githubData("a: b, c") == "a: b, c")
    }

    @Test func githubPropertyEscapesCommaAndColon() {
        #expect(Diagnostic.githubProperty("C:\\x,y.json") == "C%3A\\x%2Cy.json")
    }

    @Test func githubPropertyEscapesPercentAndNewlines() {
        #expect(Diagnostic.githubProperty("%\n\r") == "%25%0A%0D")
    }

    @Test func githubCommandPerSeverity() {
        let lines = Diagnostic.githubAnnotations([Self.finding(.error), Self.finding(.warning), Self.finding(.note)])
        #expect(
            lines == """
                ::error file=a.json,line=2,col=5,title=price-zero::m
                ::warning file=a.json,line=2,col=5,title=price-zero::m
                ::notice file=a.json,line=2,col=5,title=price-zero::m
                """)
    }

    @Test func githubAnnotationEscapesFileAndMessage() {
        let line = Diagnostic.githubAnnotations([Self.finding(file: "a,b:c.json", message: "50% off", hint: "x\ny")])
        #expect(line == "::error file=a%2Cb%3Ac.json,line=2,col=5,title=price-zero::50%25 off%0Ahint: x%0Ay")
    }

    @Test func noFindingsIsNoAnnotation() {
        #expect(Diagnostic.githubAnnotations([]).isEmpty)
    }
}
