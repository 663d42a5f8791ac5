import Catalog
import CatalogTestSupport
import Foundation
import Testing

/// Every file the tool rewrites goes through `AtomicFileWriter`: a power cut leaves the old file or the
/// new one, never an empty one.
@Suite(.removesTemporaryFolders) struct AtomicFileWriterTests {
    @Test func theNewFileIsFlushedThenRenamedThenItsFolderFlushed() throws {
        let (folder, file, log) = try Self.oldFile()
        try AtomicFileWriter(calls: log.calls()).write(Array("new\n".utf8), to: file.path)
        #expect(
            log.entries == [
                "fsync <folder>/.app.json.*.tmp", "rename <folder>/.app.json.*.tmp <folder>/app.json", "fsync <folder>",
            ])
        #expect(try Self.text(of: file, in: folder) == "new\n")
    }

    @Test func aFailedFlushLeavesTheOldFileAndNoTemporaryFile() throws {
        let (folder, file, log) = try Self.oldFile()
        #expect(throws: FileWriteFailure(path: file.path, code: EIO)) {
            try AtomicFileWriter(calls: log.calls(flushFails: EIO)).write(Array("new\n".utf8), to: file.path)
        }
        #expect(log.entries == ["fsync <folder>/.app.json.*.tmp"])
        #expect(try Self.text(of: file, in: folder) == "old\n")
    }

    @Test func aRewrittenFileKeepsItsPermissions() throws {
        let (_, file, _) = try Self.oldFile()
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        try AtomicFileWriter().write(Array("new\n".utf8), to: file.path)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o640)
    }

    /// A new folder holding only `app.json`, which says "old", and a log for calls made in it.
    private static func oldFile() throws -> (folder: URL, file: URL, log: FileSystemCallLog) {
        let folder = try TemporaryFolders.make("atomic-file")
        let file = folder.appendingPathComponent("app.json")
        try Data("old\n".utf8).write(to: file)
        return (folder, file, FileSystemCallLog(folder: folder))
    }

    /// The file's text, once it is checked to be the only file in its folder (no temporary file left).
    private static func text(of file: URL, in folder: URL) throws -> String? {
        guard try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["app.json"] else { return nil }
        return try String(contentsOf: file, encoding: .utf8)
    }
}
