import CFileSystem
import CatalogText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system calls that make a write durable, as values: ``system`` makes the real calls, and a test
/// replaces them to see their order or to make one fail. Each returns 0, or -1 with `errno` set.
package struct FileSystemCalls: Sendable {
    /// `fsync(2)`: a file's data, or a folder's entries, on disk.
    package var flush: @Sendable (_ descriptor: Int32) -> Int32
    /// `syncfs(2)`: every file of the file system that holds the descriptor, on disk.
    package var flushFileSystem: @Sendable (_ descriptor: Int32) -> Int32
    /// `rename(2)`.
    package var rename: @Sendable (_ from: String, _ to: String) -> Int32
    /// `renameat2(2)` with `RENAME_EXCHANGE`: two paths swapped in one step (`ENOSYS` or `EINVAL` where the
    /// system or the file system cannot).
    package var exchange: @Sendable (_ first: String, _ second: String) -> Int32

    /// Calls made by the given closures: a test's (``system`` makes the real ones).
    package init(
        flush: @escaping @Sendable (Int32) -> Int32, flushFileSystem: @escaping @Sendable (Int32) -> Int32,
        rename: @escaping @Sendable (String, String) -> Int32, exchange: @escaping @Sendable (String, String) -> Int32
    ) {
        self.flush = flush
        self.flushFileSystem = flushFileSystem
        self.rename = rename
        self.exchange = exchange
    }

    /// The system's own calls.
    package static let system = FileSystemCalls(
        flush: { fsync($0) }, flushFileSystem: { cfs_flush_file_system($0) }, rename: { systemRename($0, $1) },
        exchange: { cfs_exchange($0, $1) })
}

/// `rename(2)`, under a name the closures above can call.
private func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
