#if canImport(Glibc)
    import CatalogSite
    import CatalogTestSupport
    import CatalogText
    import Foundation
    import Glibc
    import Testing

    @testable import catalog_site

    /// `serve`'s inotify watcher: saves by rename, new folders, bursts reported once, and a stop that ends it.
    @Suite("File watcher", .removesTemporaryFolders)
    struct FileWatcherTests {
        /// The changes reported, in order.
        final class Reports: Sendable {
            let list = Locked<[ChangedPaths]>([])
            func add(_ changed: ChangedPaths) { list.withLock { $0.append(changed) } }
            var all: [ChangedPaths] { list.withLock { $0 } }
        }

        static func eventually(_ condition: () -> Bool) async -> Bool {
            for _ in 0..<300 where !condition() { try? await Task.sleep(for: .milliseconds(20)) }
            return condition()
        }

        @Test func aSaveByRenameIsReportedOnce() async throws {
            let folder = try SiteFixture.temporaryFolder()
            let file = folder.appendingPathComponent("app.json")
            try Data("{}".utf8).write(to: file)
            let reports = Reports()
            let watcher = try FileWatcher(paths: [folder.path], debounce: .milliseconds(50)) { reports.add($0) }
            defer { watcher.stop() }
            try Data("{ }".utf8).write(to: file, options: .atomic)  // a new file renamed over the old: several events
            #expect(await Self.eventually { !reports.all.isEmpty })
            try await Task.sleep(for: .milliseconds(200))
            #expect(reports.all.count == 1)
            #expect(reports.all.first?.contains(file.path) == true)
            #expect(reports.all.first?.contains(folder.appendingPathComponent("other.json").path) == false)
        }

        @Test func aNewFolderIsWatchedToo() async throws {
            let folder = try SiteFixture.temporaryFolder()
            let reports = Reports()
            let watcher = try FileWatcher(paths: [folder.path]) { reports.add($0) }
            defer { watcher.stop() }
            let inner = folder.appendingPathComponent("play")
            try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
            #expect(await Self.eventually { reports.all.contains { $0.contains(inner.path) } })
            try await Task.sleep(for: .milliseconds(100))
            let file = inner.appendingPathComponent("app.json")
            let before = reports.all.count
            try Data("{}".utf8).write(to: file)
            #expect(await Self.eventually { reports.all.dropFirst(before).contains { $0.contains(file.path) } })
        }

        @Test func aWatchedFileIsReportedAndItsNeighboursAreNot() async throws {
            let folder = try SiteFixture.temporaryFolder()
            let file = folder.appendingPathComponent("app.json"), neighbour = folder.appendingPathComponent("notes.txt")
            try Data("{}".utf8).write(to: file)
            let reports = Reports()
            let watcher = try FileWatcher(paths: [file.path]) { reports.add($0) }
            defer { watcher.stop() }
            try Data("x".utf8).write(to: neighbour)
            try await Task.sleep(for: .milliseconds(200))
            #expect(reports.all.isEmpty)
            try Data("{ }".utf8).write(to: file, options: .atomic)
            #expect(await Self.eventually { reports.all.contains { $0.contains(file.path) } })
        }

        @Test func aMissingPathCannotBeWatched() throws {
            let folder = try SiteFixture.temporaryFolder()
            #expect(throws: POSIXError.self) { try FileWatcher(paths: [folder.appendingPathComponent("gone").path]) { _ in } }
        }

        /// `stop()` ends the thread (it waits for it) and closes both descriptors: nothing is reported after it.
        @Test func aStoppedWatcherReportsNothing() async throws {
            let folder = try SiteFixture.temporaryFolder()
            let reports = Reports()
            let watcher = try FileWatcher(paths: [folder.path]) { reports.add($0) }
            watcher.stop()
            watcher.stop()  // a second stop does nothing
            try Data("{}".utf8).write(to: folder.appendingPathComponent("app.json"))
            try await Task.sleep(for: .milliseconds(200))
            #expect(reports.all.isEmpty)
        }

        /// A second close never closes a descriptor opened since under the same number.
        @Test func anOwnedDescriptorIsClosedOnce() throws {
            var first: [Int32] = [-1, -1]
            #expect(pipe(&first) == 0)
            let owned = try #require(OwnedDescriptor(first[0]))
            _ = Glibc.close(first[1])
            #expect(fcntl(owned.raw, F_GETFD) != -1)
            owned.close()
            var second: [Int32] = [-1, -1]
            #expect(pipe(&second) == 0)
            owned.close()
            #expect(fcntl(second[0], F_GETFD) != -1)
            for end in second { _ = Glibc.close(end) }
            #expect(OwnedDescriptor(-1) == nil)
        }
    }
#endif
