#if canImport(Glibc)
    import CatalogSite
    import CatalogText
    import Dispatch
    import Foundation
    import Glibc

    /// `serve`'s notice of changes through inotify: the catalogs and the theme folder watched by an
    /// `InotifyTree` on a thread of its own, each burst of events (an editor's save is several) reported once
    /// as the paths it changed, after `debounce` without another event (at most ten debounces after the first).
    ///
    /// ``stop()`` wakes and ends the thread, waits for it and closes both descriptors; so does freeing the
    /// watcher. `FileSnapshot` polling is the fallback where ``init(paths:debounce:report:)`` fails.
    final class FileWatcher: Sendable {
        private let inotify: OwnedDescriptor
        /// A pipe whose one byte wakes the thread to stop it.
        private let wakeRead: OwnedDescriptor
        private let wakeWrite: OwnedDescriptor
        private let finished = DispatchSemaphore(value: 0)
        private let isRunning = Locked(true)

        /// Watches `paths` and calls `report` on the watcher's thread with each burst's changes.
        /// - Throws: The `errno` of inotify or of a watch (a missing path, `fs.inotify.max_user_watches`).
        init(paths: [String], debounce: Duration = .milliseconds(20), report: @escaping @Sendable (ChangedPaths) -> Void)
            throws(POSIXError)
        {
            guard let inotify = OwnedDescriptor(inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))) else { throw Self.error() }
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0, let wakeRead = OwnedDescriptor(ends[0]), let wakeWrite = OwnedDescriptor(ends[1]) else {
                throw Self.error()
            }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            let initial = try InotifyTree(descriptor: inotify.raw, roots: paths)
            self.inotify = inotify
            self.wakeRead = wakeRead
            self.wakeWrite = wakeWrite
            let finished = finished
            let milliseconds = Int32(debounce.components.seconds * 1000 + debounce.components.attoseconds / 1_000_000_000_000_000)
            let thread = Thread {
                var tree = initial
                Self.watch(&tree, inotify: inotify.raw, wake: wakeRead.raw, debounce: milliseconds, report: report)
                finished.signal()
            }
            thread.name = "catalog-site.serve.watch"
            thread.start()
        }

        /// Reads events until woken through the pipe; reports each burst once it has been quiet for `debounce` ms.
        private static func watch(
            _ tree: inout InotifyTree, inotify: Int32, wake: Int32, debounce: Int32, report: @Sendable (ChangedPaths) -> Void
        ) {
            var pending = ChangedPaths.nothing
            var waited: Int32 = 0
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                var watched = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
                let ready = poll(&watched, 2, pending.isEmpty ? -1 : debounce)
                if ready < 0, errno == EINTR { continue }
                if ready < 0 || watched[1].revents != 0 { return }
                if ready == 0 || waited >= debounce * 10 {
                    report(pending)
                    (pending, waited) = (.nothing, 0)
                    if ready == 0 { continue }
                }
                if !pending.isEmpty { waited += debounce }
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
                    guard count > 0 else { break }
                    pending = pending.union(buffer.withUnsafeBytes { tree.changes(in: UnsafeRawBufferPointer(rebasing: $0[0..<count])) })
                }
            }
        }

        /// Stops watching: ends the thread, waits for it, closes the descriptors. Only the first call does anything.
        func stop() {
            let wasRunning = isRunning.withLock { running in
                defer { running = false }
                return running
            }
            guard wasRunning else { return }
            var byte: UInt8 = 1
            _ = write(wakeWrite.raw, &byte, 1)
            finished.wait()
            inotify.close()
            wakeRead.close()
            wakeWrite.close()
        }

        deinit { stop() }

        private static func error() -> POSIXError { POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
#endif
