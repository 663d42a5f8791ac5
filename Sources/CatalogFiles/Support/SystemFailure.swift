import CatalogText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed file-system call (its `errno`) in plain words; never Foundation's "The operation could not be
/// completed" with an error domain and number.
package struct SystemFailure: Sendable, Equatable {
    /// The `errno` of the call.
    package let code: Int32

    /// The failure of a call that set `code`.
    package init(code: Int32) { self.code = code }

    /// `errno` of the call that just failed.
    package static var last: SystemFailure { SystemFailure(code: errno) }

    /// What went wrong: "permission denied", "the disk is full".
    package var words: String {
        switch code {
        case EACCES, EPERM: "permission denied"
        case EROFS: "the file system is read-only"
        case ENOSPC: "the disk is full"
        case EDQUOT: "the disk quota is used up"
        case EBUSY: "it is in use (a mount point cannot be replaced)"
        case ENOTDIR: "a file stands where a folder is needed"
        case ENAMETOOLONG: "the name is too long"
        case ENOENT: "the folder does not exist or does not accept new entries"
        case ELOOP: "there are too many symbolic links"
        case EIO: "the disk reported an input/output error"
        default:
            // strerror's own sentence ("Too many open files"), without the capital.
            String(cString: strerror(code)).lowercasedFirst
        }
    }
}

extension String {
    fileprivate var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
