import Catalog

/// Catalog files, or folders of them, to snapshot as text: the value of the ``SnapshotTesting/Snapshotting/strings``
/// strategies.
///
/// Paths are read as `catalog-site` reads them: relative paths from the current folder, which is the
/// package's root when `swift test` runs; a folder stands for every catalog file in it. Lint rule severities
/// come from the project file `catalog-site` would read there (`catalog-site.json`, its `rules`), unless
/// ``severities`` chooses them.
///
/// ```swift
/// assertCatalogSnapshot(of: CatalogFiles("catalogs/app.json"), as: .strings(locales: ["de-DE", "ja-JP"]))
/// ```
public struct CatalogFiles: Sendable, Hashable {
    /// The catalog files and folders, as given.
    public var paths: [String]
    /// A severity per lint rule, deciding which findings are errors that stop the snapshot; `nil` for the
    /// `rules` of `catalog-site.json` in the current folder (the package's root under `swift test`), as
    /// `catalog-site lint` reads them, or each rule's usual severity without that file.
    public var severities: Diagnostic.SeverityPolicy?

    /// Names catalog files or folders of them.
    ///
    /// - Parameters:
    ///   - paths: Catalog files (`.json`, `.storekit`) or folders of them.
    ///   - severities: A severity per lint rule; `nil` for the project file's.
    public init(_ paths: String..., severities: Diagnostic.SeverityPolicy? = nil) {
        self.init(paths, severities: severities)
    }

    /// Names catalog files or folders of them, from a list.
    ///
    /// - Parameters:
    ///   - paths: Catalog files (`.json`, `.storekit`) or folders of them.
    ///   - severities: A severity per lint rule; `nil` for the project file's.
    public init(_ paths: [String], severities: Diagnostic.SeverityPolicy? = nil) {
        self.paths = paths
        self.severities = severities
    }
}
