import CatalogText

/// The site kept in memory (path → bytes), for `catalog-site serve`: the same pipeline as `build`, nothing
/// written to disk.
final class MemoryOutput: SiteOutput, Sendable {
    private let stored = Locked<[String: [UInt8]]>([:])

    /// Every file written so far, by path relative to the site's root.
    var files: [String: [UInt8]] { stored.withLock { $0 } }

    func write(_ text: String, to relativePath: String) throws(StepFailure) {
        let bytes = Array(text.utf8)
        stored.withLock { $0[relativePath] = bytes }
    }

    /// Folders exist implicitly: a path's folders are the parts of its name.
    func createFolder(_ relativePath: String) throws(StepFailure) {}
}
