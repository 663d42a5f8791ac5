import CatalogText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file descriptor this value owns: closed once, by ``close()`` or when the value is freed.
final class OwnedDescriptor: Sendable {
    /// The descriptor, for system calls; valid until closed.
    let raw: Int32
    private let isClosed = Locked(false)

    /// Takes ownership of `raw`; nil when it is not a descriptor (a failed call's -1).
    init?(_ raw: Int32) {
        guard raw >= 0 else { return nil }
        self.raw = raw
    }

    /// Closes the descriptor, the first time only.
    func close() {
        let wasClosed = isClosed.withLock { closed in
            defer { closed = true }
            return closed
        }
        guard !wasClosed else { return }
        #if canImport(Glibc)
            _ = Glibc.close(raw)
        #elseif canImport(Darwin)
            _ = Darwin.close(raw)
        #endif
    }

    deinit { close() }
}
