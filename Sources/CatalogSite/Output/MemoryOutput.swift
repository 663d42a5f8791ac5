import Foundation

/// The site kept in memory (path → bytes), for `catalog-site serve`: the same pipeline as `build`, nothing
/// written to disk.
final class MemoryOutput: SiteOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String: [UInt8]] = [:]

    /// Every file written so far, by path relative to the site's root.
    var files: [String: [UInt8]] { lock.withLock { stored } }

    func write(_ text: String, to relativePath: String) throws(StepFailure) {
        let bytes = Array(text.utf8)
        lock.withLock { stored[relativePath] = bytes }
    }

    /// Folders exist implicitly: a path's folders are the parts of its name.
    func createFolder(_ relativePath: String) throws(StepFailure) {}
}
