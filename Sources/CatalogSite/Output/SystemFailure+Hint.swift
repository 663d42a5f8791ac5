import Catalog

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension SystemFailure {
    /// What to do about a failure to write the site at `output` (`--out`), when that depends on the failure.
    func hint(output: String) -> String? {
        switch code {
        case EACCES, EPERM, EROFS: "choose an --out in a folder you can write to"
        case ENOSPC, EDQUOT: "free some space, or choose an --out on another disk"
        case EBUSY: "build into a folder inside it instead, e.g. --out \(output)/site"
        default: nil
        }
    }
}
