import Foundation

/// The snapshot folders whose new-ICU note was given, so that tests running in parallel say it once.
final class NotedFolders: @unchecked Sendable {
    private let lock = NSLock()
    private var folders: Set<String> = []

    /// True the first time a folder is claimed in this process.
    func claim(_ folder: String) -> Bool {
        lock.withLock { folders.insert(folder).inserted }
    }
}
