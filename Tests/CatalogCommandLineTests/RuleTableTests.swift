import Catalog
import CatalogSite
import CatalogTestSupport
import CatalogTranslations
import Foundation
import Testing

/// docs/lint-rules.md lists every rule `catalog-site` reports, in order, with its severity and summary:
/// those of `lint`, `build` and `serve` (`Diagnostic.Rule.lintRules`: Catalog's rules and CatalogSite's
/// `project-file`) and those of `translations import` (CatalogTranslations' `translationRules`). Each
/// module declares its own rules; the command line sees them all.
@Suite("Rule table")
struct RuleTableTests {
    /// A table as docs/lint-rules.md holds it.
    static func table(_ rules: [Diagnostic.Rule]) -> String {
        let rows = rules.map { "| `\($0.rawValue)` | \($0.defaultSeverity.rawValue) | \($0.summary) |" }
        return (["| rule | severity | what it reports |", "|---|---|---|"] + rows).joined(separator: "\n")
    }

    static func document() throws -> String {
        try String(contentsOf: SiteFixture.repository.appendingPathComponent("docs/lint-rules.md"), encoding: .utf8)
    }

    @Test func docsListEveryLintRule() throws {
        let table = Self.table(Diagnostic.Rule.lintRules)
        #expect(try Self.document().contains(table + "\n"), "docs/lint-rules.md should hold this table:\n\(table)")
    }

    @Test func docsListEveryTranslationRule() throws {
        let table = Self.table(Diagnostic.Rule.translationRules)
        #expect(try Self.document().contains(table + "\n"), "docs/lint-rules.md should hold this table:\n\(table)")
    }

    /// Lint's rules are Catalog's, with the project file's after the rules about the files themselves.
    @Test func lintRulesAreCatalogsAndTheProjectFiles() {
        #expect(Diagnostic.Rule.lintRules.filter { $0 != .projectFile } == Diagnostic.Rule.catalogRules)
        #expect(Array(Diagnostic.Rule.lintRules.prefix(Diagnostic.Rule.fileRules.count + 1)) == Diagnostic.Rule.fileRules + [.projectFile])
    }

    /// No two modules declare the same identifier, so a finding's rule says which module's it is.
    @Test func identifiersAreUniqueAndKebabCase() {
        let ids = (Diagnostic.Rule.lintRules + Diagnostic.Rule.translationRules).map(\.rawValue)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.allSatisfy { $0 == "-" || $0.isLowercase || $0.isNumber } })
    }
}
