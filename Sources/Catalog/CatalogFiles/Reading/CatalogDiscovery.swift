/// The catalog files named on a command line, and the paths that could not be used.
///
/// ```swift
/// let discovery = CatalogLoader.discover(["catalogs", "extra/app.json"])
/// discovery.files      // ["catalogs/castle-coins.json", "catalogs/sub/pulse.json", "extra/app.json"]
/// discovery.problems   // a `file-not-found` finding if extra/app.json does not exist
/// ```
public struct CatalogDiscovery: Sendable {
    /// The catalog files, in a deterministic order: the paths in the order given, each folder's
    /// entries in name order, subfolders where they sort; a file reached twice (named twice, or
    /// through a symbolic link) is listed once, where it was first reached.
    public let files: [String]
    /// One finding per path that could not be used, named after the path as given (rules
    /// `file-not-found`, `file-unreadable` and `no-catalog-files`).
    public let problems: [Diagnostic]
}
