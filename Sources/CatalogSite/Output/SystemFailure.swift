import Foundation

/// A failed file-system call (its `errno`) in plain words, with a hint where one helps; never Foundation's
/// "The operation could not be completed" with an error domain and number.
struct SystemFailure: Sendable, Equatable {
    let code: Int32

    /// `errno` of the call that just failed.
    static var last: SystemFailure { SystemFailure(code: errno) }

    /// What went wrong: "permission denied", "the disk is full".
    var words: String {
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

    /// What to do about it, when that depends on the failure.
    func hint(output: String) -> String? {
        switch code {
        case EACCES, EPERM, EROFS: "choose an --out in a folder you can write to"
        case ENOSPC, EDQUOT: "free some space, or choose an --out on another disk"
        case EBUSY: "build into a folder inside it instead, e.g. --out \(output)/site"
        default: nil
        }
    }
}

extension String {
    fileprivate var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
