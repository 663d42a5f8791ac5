import Catalog

/// What an import did: the problems of the translation files, how many values changed, and the
/// catalog's lint findings afterwards.
public struct ImportReport: Sendable {
    /// Problems in the translation files, by file and position. An error means nothing was written.
    public let issues: [TranslationIssue]
    /// Values that were replaced.
    public let changed: Int
    /// Values that were added (a new language, a missing field).
    public let inserted: Int
    /// Translations the catalog already had.
    public let unchanged: Int
    /// Whether the catalog file was rewritten (not when nothing changed, nor when a file had errors).
    public let wroteCatalog: Bool
    /// The lint findings of the catalog as it now is (empty when an issue stopped the import).
    public let findings: [Diagnostic]

    /// Whether a translation file or the resulting catalog has errors.
    public var hasErrors: Bool {
        issues.contains { $0.severity == .error } || findings.contains { $0.severity == .error }
    }

    /// One line for people: `catalogs/x.json: 2 changed, 1 inserted, 40 unchanged`.
    public func summary(catalog file: String) -> String {
        let stopped = issues.contains { $0.severity == .error }
        let verb = stopped ? "not changed (the translation files have errors)" : wroteCatalog ? "updated" : "unchanged"
        return "\(file): \(verb); \(changed) changed, \(inserted) inserted, \(unchanged) unchanged"
    }
}
