import Catalog

/// A lint finding as pages and the index show it, in plain strings: the theme escapes each one.
struct FindingViewModel: ThemeModel, Hashable {
    /// "error" or "warning", also the element's class.
    let severity: String
    let message: String
    /// The rule's identifier ("missing-localization").
    let rule: String
    /// "catalogs/app.json:12:7", as `catalog-site lint` names it.
    let location: String
    /// The line in the file, for the index, whose section names the file.
    let line: Int
    /// The JSON path as written in the file; empty for the whole file.
    let path: String
    let hint: String?

    init(_ diagnostic: Diagnostic) {
        severity = diagnostic.severity.rawValue
        message = diagnostic.message
        rule = diagnostic.rule.rawValue
        location = "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column)"
        line = diagnostic.line
        path = diagnostic.path
        hint = diagnostic.hint
    }

    /// "2 errors, 1 warning".
    static func summary(of findings: [FindingViewModel]) -> String {
        CatalogFindings.counts(
            errors: findings.filter { $0.severity == Severity.error.rawValue }.count,
            warnings: findings.filter { $0.severity == Severity.warning.rawValue }.count)
    }

    /// "2 errors, 1 warning", or nil when there are none.
    static func summary(ifAny findings: [FindingViewModel]) -> String? {
        findings.isEmpty ? nil : summary(of: findings)
    }
}
