#if canImport(Glibc)
    import CatalogSite
    import Foundation
    import Glibc

    /// The watches of an inotify instance over the catalogs and the theme folder: every folder under a
    /// watched folder (editors save by writing a new file and renaming it over the old one, so folders are
    /// watched, not files), and the folder of each watched file. Turns inotify's events into the paths that
    /// changed. Used by `FileWatcher`'s thread only.
    struct InotifyTree: Sendable {
        /// What a folder's watch reports: creations, deletions, writes, renames in and out, and metadata.
        static let mask = UInt32(
            IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF
                | IN_MOVE_SELF | IN_ONLYDIR)

        let descriptor: Int32
        /// The paths watched (folders and files) as given.
        let roots: [String]
        /// Each watch's folder.
        private var folders: [Int32: String] = [:]
        /// The folders watched for some of their files only: those files' names.
        private var filesOnly: [String: Set<String>] = [:]

        /// Watches `roots`.
        /// - Throws: The `errno` of a watch that could not be added (a missing path, too many watches).
        init(descriptor: Int32, roots: [String]) throws(POSIXError) {
            self.descriptor = descriptor
            self.roots = roots
            try watchRoots()
        }

        /// Watches every root again (after an overflow: folders made meanwhile were missed).
        mutating func watchRoots() throws(POSIXError) {
            for root in roots {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else { throw POSIXError(.ENOENT) }
                if isFolder.boolValue {
                    try watchTree(root)
                } else {
                    let folder = (root as NSString).deletingLastPathComponent
                    try watch(folder.isEmpty ? "." : folder)
                    filesOnly[folder.isEmpty ? "." : folder, default: []].insert((root as NSString).lastPathComponent)
                }
            }
        }

        /// Watches `folder` and every folder under it.
        mutating func watchTree(_ folder: String) throws(POSIXError) {
            try watch(folder)
            let walker = FileManager.default.enumerator(atPath: folder)
            while let name = walker?.nextObject() as? String {
                var isFolder: ObjCBool = false
                let path = (folder as NSString).appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { try watch(path) }
            }
        }

        private mutating func watch(_ folder: String) throws(POSIXError) {
            let watch = inotify_add_watch(descriptor, folder, Self.mask)
            guard watch >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            folders[watch] = folder
        }

        /// The paths the events in `bytes` (as `read` returned them) say changed; `.everything` after an overflow.
        mutating func changes(in bytes: UnsafeRawBufferPointer) -> ChangedPaths {
            var changed: [String] = []
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= bytes.count {
                let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                let nameBytes = bytes[(offset + header)..<min(bytes.count, offset + header + Int(event.len))]
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                offset += header + Int(event.len)
                if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    try? watchRoots()
                    return .everything
                }
                guard let folder = folders[event.wd] else { continue }
                if event.mask & UInt32(IN_IGNORED) != 0 {
                    folders[event.wd] = nil
                    continue
                }
                if let names = filesOnly[folder], !name.isEmpty, !names.contains(name) { continue }
                let path = name.isEmpty ? folder : (folder as NSString).appendingPathComponent(name)
                if event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { try? watchTree(path) }
                changed.append(path)
            }
            return ChangedPaths(changed)
        }
    }
#endif
