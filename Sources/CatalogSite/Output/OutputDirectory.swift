import Foundation

/// The site folder: written in full next to the target and swapped in only when the build succeeded,
/// and never replacing a folder that is not an earlier catalog-site output unless forced.
struct OutputDirectory {
    /// The file that marks a folder as catalog-site output.
    static let markerName = ".catalog-site"
    static let markerText = "This folder was written by `catalog-site build`; the next build replaces it as a whole.\n"

    let target: URL
    let staging: URL
    let force: Bool

    /// Checks the target before anything is written.
    init(path: String, force: Bool, inputs: [String]) throws(SiteError) {
        let step = "check the output folder"
        let target = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
        let fileManager = FileManager.default
        // Compared by file identity (device and inode), not by spelling: case-insensitive disks, bind
        // mounts and symbolic links cannot disguise a folder that holds another.
        func identity(_ path: String) -> (UInt64, UInt64)? {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            return (UInt64(info.st_dev), UInt64(info.st_ino))
        }
        let targetIdentity = identity(target.path)
        func contains(_ folder: URL, _ other: URL) -> Bool {
            var current = other.standardizedFileURL.resolvingSymlinksInPath()
            while true {
                if current.path == folder.path { return true }
                if let targetIdentity, let candidate = identity(current.path), candidate == targetIdentity { return true }
                let parent = current.deletingLastPathComponent()
                if parent.path == current.path { return false }
                current = parent
            }
        }
        // Never the root, the current folder, the home folder or anything that holds them.
        let current = URL(fileURLWithPath: fileManager.currentDirectoryPath)
        let home = fileManager.homeDirectoryForCurrentUser
        if contains(target, current) || contains(target, home) {
            throw SiteError(
                step: step, path: path, reason: "refusing to replace \(target.path), which holds the current or home folder",
                hint: "give a folder of its own, e.g. --out _site")
        }
        for input in inputs where contains(target, URL(fileURLWithPath: input)) {
            throw SiteError(
                step: step, path: path, reason: "the output folder contains the input \(input)",
                hint: "write the site somewhere else, e.g. --out _site")
        }
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: target.path, isDirectory: &isDirectory) {
            if !isDirectory.boolValue && !force {
                throw SiteError(
                    step: step, path: path, reason: "a file, not a folder, is already there",
                    hint: "choose another --out, or pass --force to replace it")
            }
            if isDirectory.boolValue && !force {
                let marker = target.appendingPathComponent(Self.markerName)
                // An unreadable folder is not known to be ours.
                let contents = (try? fileManager.contentsOfDirectory(atPath: target.path)) ?? [".unreadable"]
                if !contents.isEmpty && !fileManager.fileExists(atPath: marker.path) {
                    throw SiteError(
                        step: step, path: path,
                        reason: "the folder exists and was not written by catalog-site build (no \(Self.markerName) file)",
                        hint: "choose another --out, or pass --force to replace it and everything in it")
                }
            }
        }
        let parent = target.deletingLastPathComponent()
        do { try fileManager.createDirectory(at: parent, withIntermediateDirectories: true) } catch {
            throw SiteError(step: step, path: parent.path, reason: "cannot create the folder: \(error.localizedDescription)")
        }
        self.target = target
        self.staging = parent.appendingPathComponent(".\(target.lastPathComponent).building-\(Self.uniqueSuffix())")
        self.force = force
        try? fileManager.removeItem(at: staging)
        do { try fileManager.createDirectory(at: staging, withIntermediateDirectories: false) } catch {
            throw SiteError(step: step, path: staging.path, reason: "cannot create the staging folder: \(error.localizedDescription)")
        }
    }

    /// Writes a file inside the staging folder (plain `open`/`write`: the staging folder is swapped in
    /// as a whole, so no per-file fsync or atomic rename is needed).
    func write(_ text: String, to relativePath: String) throws(SiteError) {
        let path = staging.path + "/" + relativePath
        var text = text
        let failure: Int32? = text.withUTF8 { bytes -> Int32? in
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { return errno }
            defer { close(descriptor) }
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure {
            throw SiteError(step: "write pages", path: path, reason: String(cString: strerror(failure)))
        }
    }

    func createFolder(_ relativePath: String) throws(SiteError) {
        let url = staging.appendingPathComponent(relativePath)
        do { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) } catch {
            throw SiteError(step: "write pages", path: url.path, reason: error.localizedDescription)
        }
    }

    /// Replaces the target by the finished staging folder; the old site is removed only afterwards.
    func commit() throws(SiteError) {
        let fileManager = FileManager.default
        do { try write(Self.markerText, to: Self.markerName) }
        let retired = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).old-\(Self.uniqueSuffix())")
        let hadTarget = fileManager.fileExists(atPath: target.path)
        do {
            if hadTarget { try fileManager.moveItem(at: target, to: retired) }
        } catch {
            discard()
            throw SiteError(
                step: "swap in the new site", path: target.path, reason: error.localizedDescription,
                hint: "the previous site was left as it was")
        }
        do {
            try fileManager.moveItem(at: staging, to: target)
        } catch {
            discard()
            var hint = "the previous site was left as it was"
            if hadTarget {
                do { try fileManager.moveItem(at: retired, to: target) } catch {
                    hint = "the previous site is kept at \(retired.path) (something else now stands at \(target.path))"
                }
            }
            throw SiteError(step: "swap in the new site", path: target.path, reason: error.localizedDescription, hint: hint)
        }
        if hadTarget { try? fileManager.removeItem(at: retired) }
    }

    /// A name part no other build (in this or another process) uses at the same time.
    static func uniqueSuffix() -> String { "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))" }

    /// Removes the staging folder after a failure; the target is untouched.
    func discard() { try? FileManager.default.removeItem(at: staging) }
}
