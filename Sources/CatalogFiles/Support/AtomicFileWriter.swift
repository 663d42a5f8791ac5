import CatalogText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces files so that a reader, a crash or a power cut finds the old contents or the new, never an
/// empty or half-written file.
///
/// The bytes go to a new temporary file in the same folder, which is flushed to disk (`fsync`) and renamed
/// over the target; then the folder is flushed, so that the rename survives a power cut too. An existing
/// file keeps its permissions. Every file the tool rewrites goes through ``write(_:to:)``; the site swap
/// (CatalogSite's `OutputDirectory`) flushes and renames a whole folder with the same calls.
///
/// ```swift
/// try AtomicFileWriter().write(Array("{}\n".utf8), to: "catalogs/app.json")
/// ```
package struct AtomicFileWriter: Sendable {
    /// The system calls that flush and rename.
    package let calls: FileSystemCalls

    /// A writer making `calls`: the system's unless a test gives others.
    package init(calls: FileSystemCalls = .system) { self.calls = calls }

    /// Replaces (or creates) the file at `path` with `bytes`: temporary file, flush, rename, flushed folder.
    /// - Throws: `FileWriteFailure` naming `path`. The target is then as it was and no temporary file is
    ///   left, unless only the last flush failed: the new file is in place, but may not survive a power cut.
    package func write(_ bytes: [UInt8], to path: String) throws(FileWriteFailure) {
        let folder = FileOperations.parentFolder(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let temporary = folder + "/." + name + ".\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        var existing = stat()
        let keepsMode = stat(path, &existing) == 0
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, keepsMode ? existing.st_mode & 0o7777 : 0o666)
        guard descriptor >= 0 else { throw FileWriteFailure(path: path, code: errno) }
        var failure = bytes.withUnsafeBytes { FileOperations.writeAll($0, to: descriptor) }
        if failure == nil, keepsMode, fchmod(descriptor, existing.st_mode & 0o7777) != 0 { failure = errno }
        if failure == nil, calls.flush(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, calls.rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw FileWriteFailure(path: path, code: failure)
        }
        try flushFolder(folder, for: path)
    }

    /// Writes each file into `folder` (made, with its missing parents, when missing), each replaced as
    /// ``write(_:to:)`` does, and returns the paths written, in order. Nothing else in the folder is touched.
    ///
    /// ```swift
    /// let paths = try AtomicFileWriter().write([("app.de-DE.xliff", xliff)], into: "translations")
    /// // ["translations/app.de-DE.xliff"]
    /// ```
    /// - Throws: `FileWriteFailure` naming the folder that could not be made or the file that could not be
    ///   written; files written before it stay written.
    package func write(_ files: [(name: String, text: String)], into folder: String) throws(FileWriteFailure) -> [String] {
        if let (missing, failure) = FileOperations.makeFolders(folder) { throw FileWriteFailure(path: missing, code: failure.code) }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var written: [String] = []
        for file in files {
            let path = prefix + file.name
            try write(Array(file.text.utf8), to: path)
            written.append(path)
        }
        return written
    }

    /// Flushes a folder's entries to disk, so that a file created or renamed in it stays after a power cut.
    /// - Parameter path: What a failure names (the file whose rename is flushed, or the folder itself).
    package func flushFolder(_ folder: String, for path: String) throws(FileWriteFailure) {
        try withDescriptor(of: folder, for: path) { calls.flush($0) }
    }

    /// Flushes every file of the file system that holds `folder` to disk: the one call that makes a whole
    /// new folder of files durable (a flush per file costs a disk commit each).
    /// - Parameter path: What a failure names.
    package func flushFileSystem(holding folder: String, for path: String) throws(FileWriteFailure) {
        try withDescriptor(of: folder, for: path) { calls.flushFileSystem($0) }
    }

    /// Opens `folder`, runs `call` on it and closes it.
    private func withDescriptor(of folder: String, for path: String, _ call: (Int32) -> Int32) throws(FileWriteFailure) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileWriteFailure(path: path, code: errno) }
        defer { close(descriptor) }
        // A file system that cannot flush a folder (EINVAL) keeps nothing to flush.
        if call(descriptor) != 0, errno != EINVAL { throw FileWriteFailure(path: path, code: errno) }
    }
}
