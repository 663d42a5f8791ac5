import Catalog
import Foundation

/// The durable-write calls a test watched, in order, each as a line naming its paths: "fsync /tmp/x/app.json".
/// The calls still happen (or fail with the `errno` a test asks for), so the files are as without the log.
package final class FileSystemCallLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    /// The folder shown as `<folder>` in ``entries``.
    private let folder: String

    /// A log whose entries show `folder` as `<folder>`.
    package init(folder: URL) { self.folder = folder.resolvingSymlinksInPath().path }

    /// The calls so far, with the folder, process IDs and random name parts replaced by `<folder>` and `*`.
    package var entries: [String] {
        lock.withLock { lines }.map {
            $0.replacingOccurrences(of: folder, with: "<folder>")
                .replacingOccurrences(of: #"\.[0-9]+-[0-9]+\.tmp"#, with: ".*.tmp", options: .regularExpression)
                .replacingOccurrences(of: #"-[0-9]+-[0-9A-F]{8}"#, with: "-*", options: .regularExpression)
        }
    }

    /// Calls that log themselves and then make the real call, except `fsync` and `syncfs`, which fail with
    /// `flushFails` when given, and `renameat2`, which fails with `exchangeFails` when given.
    package func calls(flushFails: Int32? = nil, exchangeFails: Int32? = nil) -> FileSystemCalls {
        let real = FileSystemCalls.system
        return FileSystemCalls(
            flush: { descriptor in
                self.add("fsync \(Self.path(of: descriptor))")
                return Self.fail(flushFails) ?? real.flush(descriptor)
            },
            flushFileSystem: { descriptor in
                self.add("syncfs \(Self.path(of: descriptor))")
                return Self.fail(flushFails) ?? real.flushFileSystem(descriptor)
            },
            rename: { from, to in
                self.add("rename \(from) \(to)")
                return real.rename(from, to)
            },
            exchange: { first, second in
                self.add("exchange \(first) \(second)")
                return Self.fail(exchangeFails) ?? real.exchange(first, second)
            })
    }

    private func add(_ line: String) { lock.withLock { lines.append(line) } }

    /// -1 with `errno` set to `code`, or nil to make the real call.
    private static func fail(_ code: Int32?) -> Int32? {
        guard let code else { return nil }
        errno = code
        return -1
    }

    /// The path an open descriptor names (`/proc/self/fd`).
    private static func path(of descriptor: Int32) -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)")) ?? "fd \(descriptor)"
    }
}
