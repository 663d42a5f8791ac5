import Catalog

extension Diagnostic.Rule {
    /// The project file (`catalog-site.json`) cannot be used: not JSON, an unknown key or rule, a wrong value.
    ///
    /// ```swift
    /// projectFileError.diagnostics.map(\.rule)  // [.projectFile, …]
    /// ```
    public static let projectFile = Self(
        "project-file", .error, "The project file (catalog-site.json) cannot be used.", severityIsFixed: true)

    /// Every rule `catalog-site lint`, `build` and `serve` report, in docs/lint-rules.md's order: Catalog's
    /// rules about the files themselves, the project file's, then Catalog's rules about a catalog's content.
    ///
    /// A project file's `rules` may name any of them but those whose severity is fixed.
    ///
    /// ```swift
    /// Diagnostic.Rule.lintRules.count == Diagnostic.Rule.catalogRules.count + 1  // true
    /// ```
    public static let lintRules = fileRules + [projectFile] + contentRules
}
