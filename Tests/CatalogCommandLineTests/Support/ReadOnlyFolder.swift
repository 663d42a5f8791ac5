import CatalogTestSupport
import Foundation

/// Runs `catalog-site` with one folder it cannot write, as on a read-only mount or in another user's folder.
///
/// Root ignores permissions, so as root the folder is bind-mounted read-only in a mount namespace of the
/// command's own (`unshare --mount`): no other process sees the mount, and it ends with the command. Any
/// other user loses the folder's write permission while the command runs. Root without the right to mount
/// has no way: ``mode`` is nil and the tests are skipped.
enum ReadOnlyFolder {
    enum Mode {
        /// A read-only bind mount: the tool is told "the file system is read-only".
        case mount
        /// No write permission: the tool is told "permission denied".
        case permissions
    }

    static let unshare = "/usr/bin/unshare"

    /// How this machine can take a folder's writing away, or nil when it cannot.
    static let mode: Mode? = {
        guard getuid() == 0 else { return .permissions }
        guard FileManager.default.isExecutableFile(atPath: unshare), let folder = try? SiteFixture.sharedFolder() else { return nil }
        // The probe: a bind mount that refuses a new file.
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: unshare)
        probe.arguments = mounting(folder) + ["/bin/sh", "-c", #"! touch "$0/probe" 2>/dev/null"#, folder.path]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return nil }
        probe.waitUntilExit()
        return probe.terminationStatus == 0 ? .mount : nil
    }()

    /// What the tool says about writing in the folder: "the file system is read-only", "permission denied".
    static var failure: String { mode == .mount ? "the file system is read-only" : "permission denied" }

    /// Runs the tool with `arguments` in `directory`, `folder` not writable while it runs.
    static func run(_ arguments: [String], readOnly folder: URL, directory: URL) throws -> CommandLineTool.Output {
        switch mode {
        case .mount:
            return try CommandLineTool.run(
                mounting(folder) + [CommandLineTool.executable.path] + arguments, directory: directory,
                program: URL(fileURLWithPath: unshare))
        case .permissions, nil:
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
            return try CommandLineTool.run(arguments, directory: directory)
        }
    }

    /// `unshare`'s arguments that run the rest of a command line with `folder` mounted read-only over itself.
    private static func mounting(_ folder: URL) -> [String] {
        ["--mount", "--propagation", "private", "/bin/sh", "-c", #"mount --bind -o ro "$0" "$0" && shift && exec "$@""#, folder.path, "--"]
    }
}
