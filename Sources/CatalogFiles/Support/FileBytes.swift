import CatalogText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's bytes, read straight into the array the parser takes: reading through `Data` and copying
/// into `[UInt8]` would hold a large catalog twice.
enum FileBytes {
    /// What reading a file gave.
    enum Outcome {
        /// The whole file.
        case bytes([UInt8])
        /// The file is larger than the limit (its size in bytes); nothing more was read.
        case tooLarge(Int)
        /// The file does not exist, is a folder or could not be read.
        case unreadable
    }

    /// Reads a whole file (or what a pipe gives until its end) of at most `limit` bytes.
    ///
    /// The size is checked before the file is opened (links followed), so a file over the limit is
    /// reported as too large even when it may not be read.
    static func read(_ path: String, limit: Int) -> Outcome {
        var info = stat()
        guard stat(path, &info) == 0, !info.isFolder else { return .unreadable }
        if info.knownSize > limit { return .tooLarge(info.knownSize) }
        var descriptor: Int32
        repeat { descriptor = open(path, O_RDONLY | O_CLOEXEC) } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { return .unreadable }
        defer { close(descriptor) }
        // The size of what was opened, in case the path changed since `stat`.
        guard fstat(descriptor, &info) == 0, !info.isFolder else { return .unreadable }
        let size = info.knownSize
        guard size <= limit else { return .tooLarge(size) }
        // Room for one byte more than the size, so a file that grew since `fstat` is noticed.
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            while count < buffer.count {
                let read = readSome(descriptor, base + count, buffer.count - count)
                if read == 0 { return }
                guard read > 0 else {
                    failed = true
                    return
                }
                count += read
            }
        }
        // A file that grew since `fstat`, or a pipe: the rest in chunks, until its end or past the limit.
        if bytes.count == size + 1 {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while !failed, bytes.count <= limit {
                let read = chunk.withUnsafeMutableBytes { readSome(descriptor, $0.baseAddress, $0.count) }
                if read == 0 { break }
                if read < 0 { failed = true } else { bytes += chunk[..<read] }
            }
        }
        if failed { return .unreadable }
        return bytes.count > limit ? .tooLarge(bytes.count) : .bytes(bytes)
    }
}

/// `read(2)`, retried when a signal interrupts it: the number of bytes read, 0 at the end, -1 on an error.
private func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    while true {
        let result = read(descriptor, buffer, count)
        if result < 0, errno == EINTR { continue }
        return result
    }
}

extension stat {
    /// Whether this is a folder.
    fileprivate var isFolder: Bool { (st_mode & S_IFMT) == S_IFDIR }

    /// A regular file's size; 0 for a pipe or a device, which have none (they are read in chunks).
    fileprivate var knownSize: Int { (st_mode & S_IFMT) == S_IFREG ? Int(st_size) : 0 }
}
