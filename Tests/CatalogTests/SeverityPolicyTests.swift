import Catalog
import Testing

/// `Diagnostic.SeverityPolicy`: a severity per rule, applied to findings without the command line.
@Suite("Severity policy")
struct SeverityPolicyTests {
    static let catalog = #"""
        { "name": "X", "products": [ { "id": "a", "type": "nonConsumable", "group": "g", "prices": { "US": "0.999" }, "localizations": { "en_US": { "displayName": "A", "description": "B" } } } ] }
        """#

    static func findings(_ levels: [(Diagnostic.SeverityPolicy.Level, Diagnostic.Rule)]) throws -> [String] {
        var policy = Diagnostic.SeverityPolicy()
        for (level, rule) in levels { try policy.set(level, for: rule) }
        let found = CatalogLoader.load(bytes: Array(catalog.utf8), file: "app.json").findings()
        return policy.applied(to: found).map { "\($0.severity.rawValue) \($0.rule.rawValue) \($0.line):\($0.column)" }
    }

    @Test func levelsReplaceSeveritiesAndOffDropsFindings() throws {
        #expect(try Self.findings([]) == ["warning group-ignored 1:77", "error price-fraction-digits 1:100"])
        #expect(
            try Self.findings([(.warning, .priceFractionDigits)]) == ["warning group-ignored 1:77", "warning price-fraction-digits 1:100"])
        #expect(
            try Self.findings([(.error, .groupIgnored), (.note, .priceFractionDigits)]) == [
                "error group-ignored 1:77", "note price-fraction-digits 1:100",
            ])
        #expect(try Self.findings([(.off, .groupIgnored)]) == ["error price-fraction-digits 1:100"])
        #expect(try Self.findings([(.off, .groupIgnored), (.off, .priceFractionDigits)]) == [])
    }

    @Test func theInputRulesCannotBeSet() {
        var policy = Diagnostic.SeverityPolicy()
        let error = #expect(throws: Diagnostic.SeverityPolicy.FixedRuleError.self) { try policy.set(.warning, for: .jsonSyntax) }
        #expect(
            error?.description
                == #"the rule "json-syntax" cannot be set: its findings mean the input could not be read at all, so it is always an error"#)
        #expect(policy.isEmpty)
    }
}
