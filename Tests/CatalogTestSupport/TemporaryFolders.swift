import Foundation

/// Folders made for tests, removed together: those of one test when it ends (`.removesTemporaryFolders`),
/// the rest when the test process exits.
public final class TemporaryFolders: @unchecked Sendable {
    private let lock = NSLock()
    private var folders: [URL] = []

    /// The folders of the running test, removed when it ends (`.removesTemporaryFolders`).
    @TaskLocal public static var current: TemporaryFolders?

    /// Folders that outlive one test (a suite's shared build, a test without `.removesTemporaryFolders`),
    /// removed when the test process exits.
    public static let shared: TemporaryFolders = {
        atexit { TemporaryFolders.shared.removeAll() }
        return TemporaryFolders()
    }()

    /// Makes an empty list.
    public init() {}

    /// A new empty folder named `<prefix>-<UUID>` in the temporary folder, removed when the running test
    /// ends or, outside a test scoped by `.removesTemporaryFolders`, when the test process exits.
    ///
    /// - Parameter prefix: The start of the folder's name, which tells whose folder it is.
    /// - Throws: The error of `createDirectory` when the folder cannot be made.
    public static func make(_ prefix: String) throws -> URL { try (current ?? shared).make(prefix) }

    /// A new empty folder for a suite's shared build, which several tests read: removed when the test
    /// process exits.
    ///
    /// - Parameter prefix: The start of the folder's name.
    /// - Throws: The error of `createDirectory` when the folder cannot be made.
    public static func makeShared(_ prefix: String) throws -> URL { try shared.make(prefix) }

    /// A new empty folder in the temporary folder, removed with this list.
    ///
    /// - Parameter prefix: The start of the folder's name.
    /// - Throws: The error of `createDirectory` when the folder cannot be made.
    public func make(_ prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        add(url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Adds a file or folder to remove with the others.
    public func add(_ folder: URL) {
        lock.lock()
        defer { lock.unlock() }
        folders.append(folder)
    }

    /// Removes every folder added so far.
    public func removeAll() {
        lock.lock()
        let removing = folders
        folders = []
        lock.unlock()
        for folder in removing { try? FileManager.default.removeItem(at: folder) }
    }
}
