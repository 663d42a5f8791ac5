import Foundation

/// The folders a build writes beside `--out` before the swap: `.<name>.building-<process ID>-<8 hex digits>`.
/// A build that was killed (SIGKILL, a power cut) cannot remove its own, so each build removes those of
/// builds whose process is gone; the process ID in the name tells a live build's folder from an abandoned one.
enum StagingFolders {
    /// `.<out's name>.building-` for the site folder `target`: the start of every staging folder's name.
    static func prefix(of target: URL) -> String { ".\(target.lastPathComponent.prefix(64)).building-" }

    /// A new staging folder's path beside `target`, named after this process.
    static func path(for target: URL) -> URL {
        target.deletingLastPathComponent().appendingPathComponent(prefix(of: target) + uniqueSuffix())
    }

    /// A name part no other build (in this or another process) uses at the same time: the process ID and
    /// 8 hexadecimal digits.
    static func uniqueSuffix() -> String { "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))" }

    /// Removes the staging folders of `target` that builds left behind: folders next to it, named exactly
    /// as ``path(for:)`` names them, whose process is no longer running. Anything else (another name, a
    /// file, a link, a running build's folder) is left alone, and a folder that cannot be removed is kept.
    static func removeAbandoned(besides target: URL) {
        let parent = target.deletingLastPathComponent()
        let prefix = prefix(of: target)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            guard let process = processID(inSuffix: name.dropFirst(prefix.count)), !isRunning(process) else { continue }
            let path = parent.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// The process ID of a suffix made by ``uniqueSuffix()`` ("4242-1A2B3C4D"), or nil for any other text.
    static func processID(inSuffix suffix: Substring) -> pid_t? {
        let parts = suffix.split(separator: "-", omittingEmptySubsequences: false)
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9"), letters = UInt8(ascii: "A")...UInt8(ascii: "F")
        guard parts.count == 2, parts[1].utf8.count == 8, parts[1].utf8.allSatisfy({ digits.contains($0) || letters.contains($0) }),
            (1...10).contains(parts[0].utf8.count), parts[0].utf8.allSatisfy(digits.contains),
            let process = pid_t(parts[0]), process > 0
        else { return nil }
        return process
    }

    /// Whether a process with this ID exists (one of another user's counts: `EPERM`).
    private static func isRunning(_ process: pid_t) -> Bool { kill(process, 0) == 0 || errno == EPERM }
}
