import Catalog

/// A lint finding as pages and the index show it: its template variables are the finding's fields as plain
/// strings, which the theme escapes.
struct FindingViewModel: ThemeModel, Hashable {
    /// The finding, whose fields the template variables read.
    let diagnostic: Diagnostic

    init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }

    /// "error" or "warning", also the element's class.
    var severity: String { diagnostic.severity.rawValue }

    /// "catalogs/app.json:12:7", as `catalog-site lint` names it.
    var location: String { "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column)" }

    /// "2 errors, 1 warning".
    static func summary(of findings: [FindingViewModel]) -> String {
        CatalogFindings.counts(
            errors: findings.filter { $0.diagnostic.severity == .error }.count,
            warnings: findings.filter { $0.diagnostic.severity == .warning }.count)
    }

    /// "2 errors, 1 warning", or nil when there are none.
    static func summary(ifAny findings: [FindingViewModel]) -> String? {
        findings.isEmpty ? nil : summary(of: findings)
    }
}
