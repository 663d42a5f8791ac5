import CatalogText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The plain file-system steps every writer shares: making folders and writing a whole buffer.
package enum FileOperations {
    /// Creates a folder and its missing parents.
    /// - Returns: The folder that could not be created and why, or `nil` on success.
    package static func makeFolders(_ path: String) -> (String, SystemFailure)? {
        var info = stat()
        if stat(path, &info) == 0 {
            return info.st_mode & S_IFMT == S_IFDIR ? nil : (path, SystemFailure(code: ENOTDIR))
        }
        let parent = parentFolder(of: path)
        if !parent.isEmpty, parent != path, let failure = makeFolders(parent) { return failure }
        if mkdir(path, 0o755) != 0, errno != EEXIST { return (path, .last) }
        return nil
    }

    /// Writes all of `bytes` to an open file, again after an interruption (`EINTR`).
    /// - Returns: The `errno` of the write that failed, or `nil` when everything was written.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// The folder that holds `path` ("." for a bare name, "/" for a name at the root).
    package static func parentFolder(of path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
