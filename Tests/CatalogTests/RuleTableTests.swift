import Catalog
import Foundation
import Testing

/// docs/lint-rules.md lists every rule of `Diagnostic.Rule`, in order, with its severity and summary.
@Suite("Rule table")
struct RuleTableTests {
    /// The table as docs/lint-rules.md holds it, made from `allCases`.
    static var table: String {
        let rows = Diagnostic.Rule.allCases.map { "| `\($0.rawValue)` | \($0.defaultSeverity.rawValue) | \($0.summary) |" }
        return (["| rule | severity | what it reports |", "|---|---|---|"] + rows).joined(separator: "\n")
    }

    @Test func docsListEveryRule() throws {
        let url = Fixtures.repositoryRoot.appendingPathComponent("docs/lint-rules.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(Self.table + "\n"), "docs/lint-rules.md should hold this table:\n\(Self.table)")
    }

    @Test func identifiersAreUniqueAndKebabCase() {
        let ids = Diagnostic.Rule.allCases.map(\.rawValue)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.allSatisfy { $0 == "-" || $0.isLowercase || $0.isNumber } })
    }
}
