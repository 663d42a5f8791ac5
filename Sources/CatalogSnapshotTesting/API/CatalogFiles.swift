/// Catalog files, or folders of them, to snapshot as text: the value of the ``SnapshotTesting/Snapshotting/strings``
/// strategies.
///
/// Paths are read as `catalog-site` reads them: relative paths from the current folder, which is the
/// package's root when `swift test` runs; a folder stands for every catalog file in it.
///
/// ```swift
/// assertCatalogSnapshot(of: CatalogFiles("catalogs/app.json"), as: .strings(locales: ["de-DE", "ja-JP"]))
/// ```
public struct CatalogFiles: Sendable, Hashable {
    /// The catalog files and folders, as given.
    public var paths: [String]

    /// Names catalog files or folders of them.
    ///
    /// - Parameter paths: Catalog files (`.json`, `.storekit`) or folders of them.
    public init(_ paths: String...) {
        self.paths = paths
    }

    /// Names catalog files or folders of them, from a list.
    ///
    /// - Parameter paths: Catalog files (`.json`, `.storekit`) or folders of them.
    public init(_ paths: [String]) {
        self.paths = paths
    }
}
