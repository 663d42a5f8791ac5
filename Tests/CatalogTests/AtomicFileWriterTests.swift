import Catalog
import CatalogTestSupport
import Foundation
import Testing

/// Every file the tool rewrites goes through `AtomicFileWriter`: a power cut leaves the old file or the
/// new one, never an empty one.
@Suite(.removesTemporaryFolders) struct AtomicFileWriterTests {
    @Test func theNewFileIsFlushedThenRenamedThenItsFolderFlushed() throws {
        let folder = try TemporaryFolders.make("atomic-file")
        let file = folder.appendingPathComponent("app.json")
        try Data("old\n".utf8).write(to: file)
        let log = FileSystemCallLog(folder: folder)
        try AtomicFileWriter(calls: log.calls()).write(Array("new\n".utf8), to: file.path)
        #expect(
            log.entries == [
                "fsync <folder>/.app.json.*.tmp", "rename <folder>/.app.json.*.tmp <folder>/app.json", "fsync <folder>",
            ])
        #expect(try String(contentsOf: file, encoding: .utf8) == "new\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["app.json"])
    }

    @Test func aFailedFlushLeavesTheOldFileAndNoTemporaryFile() throws {
        let folder = try TemporaryFolders.make("atomic-file")
        let file = folder.appendingPathComponent("app.json")
        try Data("old\n".utf8).write(to: file)
        let log = FileSystemCallLog(folder: folder)
        #expect(throws: FileWriteFailure(path: file.path, code: EIO)) {
            try AtomicFileWriter(calls: log.calls(flushFails: EIO)).write(Array("new\n".utf8), to: file.path)
        }
        #expect(log.entries == ["fsync <folder>/.app.json.*.tmp"])
        #expect(try String(contentsOf: file, encoding: .utf8) == "old\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["app.json"])
    }

    @Test func aRewrittenFileKeepsItsPermissions() throws {
        let folder = try TemporaryFolders.make("atomic-file")
        let file = folder.appendingPathComponent("app.json")
        try Data("old\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        try AtomicFileWriter().write(Array("new\n".utf8), to: file.path)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o640)
    }
}
