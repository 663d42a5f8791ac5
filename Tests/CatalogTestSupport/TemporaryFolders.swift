import Foundation

/// Folders made for tests, to remove together.
final class TemporaryFolders: @unchecked Sendable {
    private let lock = NSLock()
    private var folders: [URL] = []

    func add(_ folder: URL) {
        lock.lock()
        defer { lock.unlock() }
        folders.append(folder)
    }

    /// Removes every folder added so far.
    func removeAll() {
        lock.lock()
        let removing = folders
        folders = []
        lock.unlock()
        for folder in removing { try? FileManager.default.removeItem(at: folder) }
    }
}
