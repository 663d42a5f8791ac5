import Catalog
import Foundation

/// The site folder: written in full next to the target and swapped in only when the build succeeded,
/// and never replacing a folder that is not an earlier catalog-site output unless forced.
struct OutputDirectory: SiteOutput {
    /// The file that marks a folder as catalog-site output.
    static let markerName = ".catalog-site"
    static let markerText = "This folder was written by `catalog-site build`; the next build replaces it as a whole.\n"

    let target: URL
    let staging: URL
    let force: Bool
    /// `--out` as the user wrote it: messages name it, never the staging folder they did not choose.
    let displayPath: String
    /// Flushes the new site to disk and swaps it in.
    let writer: AtomicFileWriter

    /// Checks the target before anything is written, removes the staging folders of builds that were
    /// killed, then creates this build's staging folder beside the target.
    /// - Parameter writer: Makes the swap's system calls (a test's, to see them).
    init(path: String, force: Bool, inputs: [String], writer: AtomicFileWriter = AtomicFileWriter()) throws(StepFailure) {
        let target = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
        try Self.checkHoldsNoWorkingFolder(target, path: path, inputs: inputs)
        if !force { try Self.checkIsEarlierOutput(target, path: path) }
        let parent = target.deletingLastPathComponent()
        if let (folder, failure) = FileOperations.makeFolders(parent.path) {
            throw StepFailure(path: path, reason: .cannotCreateFolder(folder, errno: failure.code, output: path))
        }
        StagingFolders.removeAbandoned(besides: target)
        self.target = target
        self.displayPath = path
        self.staging = StagingFolders.path(for: target)
        self.force = force
        self.writer = writer
        if mkdir(staging.path, 0o755) != 0 {
            throw StepFailure(
                path: path,
                reason: .cannotStage(parent: parent.path, errno: SystemFailure.last.code, output: path))
        }
    }

    /// Never the root, the current folder, the home folder or anything that holds them, and never a folder
    /// that holds an input.
    private static func checkHoldsNoWorkingFolder(_ target: URL, path: String, inputs: [String]) throws(StepFailure) {
        let fileManager = FileManager.default
        let current = URL(fileURLWithPath: fileManager.currentDirectoryPath)
        if contains(target, current) || contains(target, fileManager.homeDirectoryForCurrentUser) {
            throw StepFailure(path: path, reason: .outputHoldsWorkingFolders(target.path))
        }
        for input in inputs where contains(target, URL(fileURLWithPath: input)) {
            throw StepFailure(path: path, reason: .outputContainsInput(input))
        }
    }

    /// Without `--force`, only an empty folder or an earlier catalog-site output (it has the marker file)
    /// may be replaced: never a file, never someone's folder.
    private static func checkIsEarlierOutput(_ target: URL, path: String) throws(StepFailure) {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: target.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw StepFailure(path: path, reason: .outputIsAFile)
        }
        let marker = target.appendingPathComponent(markerName)
        // An unreadable folder is not known to be ours.
        let contents = (try? fileManager.contentsOfDirectory(atPath: target.path)) ?? [".unreadable"]
        if !contents.isEmpty && !fileManager.fileExists(atPath: marker.path) {
            throw StepFailure(path: path, reason: .outputNotWrittenByBuild)
        }
    }

    /// Whether `folder` is `other` or holds it. Compared by file identity (device and inode), not by
    /// spelling: case-insensitive disks, bind mounts and symbolic links cannot disguise a folder that holds
    /// another.
    private static func contains(_ folder: URL, _ other: URL) -> Bool {
        let folderIdentity = identity(folder.path)
        var current = other.standardizedFileURL.resolvingSymlinksInPath()
        while true {
            if current.path == folder.path { return true }
            if let folderIdentity, let candidate = identity(current.path), candidate == folderIdentity { return true }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return false }
            current = parent
        }
    }

    /// The device and inode of a path, or nil when it does not exist.
    private static func identity(_ path: String) -> (UInt64, UInt64)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (UInt64(info.st_dev), UInt64(info.st_ino))
    }

    /// The path a user knows for a path inside the staging folder: the same place under `--out`.
    func shown(_ stagingPath: String) -> String {
        stagingPath.hasPrefix(staging.path) ? displayPath + stagingPath.dropFirst(staging.path.count) : stagingPath
    }

    /// Writes a file inside the staging folder (plain `open`/`write`: the staging folder is flushed to disk
    /// and swapped in as a whole by ``commit()``, so no per-file fsync or atomic rename is needed).
    func write(_ text: String, to relativePath: String) throws(StepFailure) {
        let path = staging.path + "/" + relativePath
        var text = text
        let failure: Int32? = text.withUTF8 { bytes -> Int32? in
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { return errno }
            defer { close(descriptor) }
            return FileOperations.writeAll(UnsafeRawBufferPointer(bytes), to: descriptor)
        }
        if let failure {
            throw StepFailure(path: shown(path), reason: .cannotWriteFile(errno: failure, output: displayPath))
        }
    }

    /// Creates a folder and its missing parents inside the staging folder.
    func createFolder(_ relativePath: String) throws(StepFailure) {
        if let (folder, failure) = FileOperations.makeFolders(staging.path + "/" + relativePath) {
            throw StepFailure(path: shown(folder), reason: .cannotCreateFolder(nil, errno: failure.code, output: displayPath))
        }
    }

    /// Replaces the target by the finished staging folder, so that a power cut leaves the previous site or
    /// the new one: every file of the new site is flushed to disk first (one `syncfs`, not one `fsync` per
    /// file), then the two folders are swapped in one step (`renameat2` with `RENAME_EXCHANGE`; where the
    /// file system cannot, the previous site is moved aside first), then the folder holding them is flushed.
    /// The previous site is removed only afterwards.
    func commit() throws(StepFailure) {
        try write(Self.markerText, to: Self.markerName)
        let parent = target.deletingLastPathComponent().path
        try flushed { () throws(FileWriteFailure) in try writer.flushFileSystem(holding: staging.path, for: staging.path) }
        let hadTarget = FileManager.default.fileExists(atPath: target.path)
        // Where the previous site is once the new one is in place: removed last.
        let previous: URL?
        if hadTarget, writer.calls.exchange(staging.path, target.path) == 0 {
            previous = staging
        } else {
            let retired = target.deletingLastPathComponent().appendingPathComponent(
                ".\(target.lastPathComponent.prefix(64)).old-\(StagingFolders.uniqueSuffix())")
            if hadTarget, writer.calls.rename(target.path, retired.path) != 0 {
                let code = errno
                discard()
                throw StepFailure(path: displayPath, reason: .cannotMoveAside(errno: code, output: displayPath))
            }
            if writer.calls.rename(staging.path, target.path) != 0 {
                let code = errno
                discard()
                let keptAt = hadTarget && writer.calls.rename(retired.path, target.path) != 0 ? retired.path : nil
                throw StepFailure(path: displayPath, reason: .cannotMoveIntoPlace(errno: code, output: displayPath, keptAt: keptAt))
            }
            previous = hadTarget ? retired : nil
        }
        defer { if let previous { try? FileManager.default.removeItem(at: previous) } }
        try flushed { () throws(FileWriteFailure) in try writer.flushFolder(parent, for: target.path) }
    }

    /// Runs a flush of the swap; its failure discards the staging folder and names `--out`.
    private func flushed(_ flush: () throws(FileWriteFailure) -> Void) throws(StepFailure) {
        do { try flush() } catch {
            discard()
            throw StepFailure(path: displayPath, reason: .cannotWriteFile(errno: error.failure.code, output: displayPath))
        }
    }

    /// Removes the staging folder after a failure; the target is untouched.
    func discard() { try? FileManager.default.removeItem(at: staging) }
}
