import Catalog
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogSite

/// The site swap survives a power cut: the new site is on disk before it is swapped in, and the swap is on
/// disk before the previous site is removed.
@Suite(.removesTemporaryFolders) struct SiteSwapDurabilityTests {
    @Test func theNewSiteIsFlushedThenSwappedInOneStepThenItsFolderFlushed() throws {
        let (folder, log) = try Self.swap()
        #expect(
            log.entries == [
                "syncfs <folder>/._site.building-*", "exchange <folder>/._site.building-* <folder>/_site", "fsync <folder>",
            ])
        #expect(try Self.site(in: folder) == ["index.html": "new"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["_site"])
    }

    /// A file system that cannot swap two folders in one step: the previous site is moved aside first.
    @Test(arguments: [ENOSYS, EINVAL])
    func withoutAnExchangeThePreviousSiteIsMovedAsideFirst(_ failure: Int32) throws {
        let (folder, log) = try Self.swap(exchangeFails: failure)
        #expect(
            log.entries == [
                "syncfs <folder>/._site.building-*", "exchange <folder>/._site.building-* <folder>/_site",
                "rename <folder>/_site <folder>/._site.old-*", "rename <folder>/._site.building-* <folder>/_site", "fsync <folder>",
            ])
        #expect(try Self.site(in: folder) == ["index.html": "new"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["_site"])
    }

    @Test func aFailedFlushLeavesThePreviousSiteAndNoStagingFolder() throws {
        let folder = try SiteFixture.temporaryFolder()
        try Self.previousSite(in: folder)
        let log = FileSystemCallLog(folder: folder)
        let output = try OutputDirectory(
            path: folder.appendingPathComponent("_site").path, force: false, inputs: [],
            writer: AtomicFileWriter(calls: log.calls(flushFails: EIO)))
        try output.write("new", to: "index.html")
        #expect(throws: StepFailure.self) { try output.commit() }
        #expect(log.entries == ["syncfs <folder>/._site.building-*"])
        #expect(try Self.site(in: folder) == ["index.html": "old"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["_site"])
    }

    /// A previous site in a new folder, replaced by a new one through calls the log records.
    private static func swap(exchangeFails: Int32? = nil) throws -> (URL, FileSystemCallLog) {
        let folder = try SiteFixture.temporaryFolder()
        try previousSite(in: folder)
        let log = FileSystemCallLog(folder: folder)
        let output = try OutputDirectory(
            path: folder.appendingPathComponent("_site").path, force: false, inputs: [],
            writer: AtomicFileWriter(calls: log.calls(exchangeFails: exchangeFails)))
        try output.write("new", to: "index.html")
        try output.commit()
        return (folder, log)
    }

    /// `_site` as an earlier build leaves it: its marker and an `index.html` that says "old".
    private static func previousSite(in folder: URL) throws {
        let site = folder.appendingPathComponent("_site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try Data(OutputDirectory.markerText.utf8).write(to: site.appendingPathComponent(OutputDirectory.markerName))
        try Data("old".utf8).write(to: site.appendingPathComponent("index.html"))
    }

    /// The site's files but its marker, path → text.
    private static func site(in folder: URL) throws -> [String: String] {
        try SiteFixture.contents(of: folder.appendingPathComponent("_site")).filter { $0.key != OutputDirectory.markerName }
            .mapValues { String(decoding: $0, as: UTF8.self) }
    }
}
