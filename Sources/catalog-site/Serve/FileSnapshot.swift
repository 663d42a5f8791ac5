import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `serve` watches, taken by polling: every file under the catalogs and the theme with its size,
/// modification time and inode. Two snapshots differ when a file was edited, added, removed or replaced.
struct FileSnapshot: Equatable {
    /// One file's identity and state.
    struct Stamp: Equatable {
        let size: Int64
        let seconds: Int
        let nanoseconds: Int
        let inode: UInt64
    }

    /// Each watched file's stamp, by path.
    let stamps: [String: Stamp]

    /// Takes a snapshot of `paths` (files, or folders walked in full; a missing path counts as empty).
    init(paths: [String]) {
        var stamps: [String: Stamp] = [:]
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if !isFolder.boolValue {
                stamps[path] = Self.stamp(path)
                continue
            }
            let walker = FileManager.default.enumerator(atPath: path)
            while let name = walker?.nextObject() as? String {
                let file = (path as NSString).appendingPathComponent(name)
                stamps[file] = Self.stamp(file)
            }
        }
        self.stamps = stamps
    }

    /// The files edited, added or removed since `earlier`.
    func changes(since earlier: FileSnapshot) -> [String] {
        Set(stamps.keys).union(earlier.stamps.keys).filter { stamps[$0] != earlier.stamps[$0] }.sorted()
    }

    private static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        return Stamp(
            size: Int64(info.st_size), seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec), inode: UInt64(info.st_ino))
    }
}
