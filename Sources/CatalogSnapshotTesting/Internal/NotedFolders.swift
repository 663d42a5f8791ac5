import CatalogText

/// The snapshot folders whose new-ICU note was given, so that tests running in parallel say it once.
final class NotedFolders: Sendable {
    private let folders = Locked<Set<String>>([])

    /// True the first time a folder is claimed in this process.
    func claim(_ folder: String) -> Bool {
        folders.withLock { $0.insert(folder).inserted }
    }
}
