import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogFiles
@testable import CatalogText

/// Catalog files are read straight into the parser's byte array (issue 13): whole files, refused
/// folders and missing paths, and files over the size limit, as `CatalogLoader.load(path:)` reports them.
@Suite("Reading files", .removesTemporaryFolders)
struct FileBytesTests {
    @Test(arguments: [0, 1, 4095, 4096, 70_000])
    func wholeFilesOfAnySize(_ size: Int) throws {
        let folder = try TemporaryFolders.make("file-bytes")
        let file = folder.appendingPathComponent("c.json")
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: file)
        guard case .bytes(let read) = FileBytes.read(file.path, limit: 100_000) else {
            Issue.record("not read")
            return
        }
        #expect(read == bytes)
    }

    @Test func filesOverTheLimitAreNotRead() throws {
        let folder = try TemporaryFolders.make("file-bytes")
        let file = folder.appendingPathComponent("big.json")
        try Data(repeating: 0x20, count: 1001).write(to: file)
        guard case .tooLarge(let size) = FileBytes.read(file.path, limit: 1000) else {
            Issue.record("not refused")
            return
        }
        #expect(size == 1001)
    }

    @Test func foldersAndMissingPathsAreUnreadable() throws {
        let folder = try TemporaryFolders.make("file-bytes")
        guard case .unreadable = FileBytes.read(folder.path, limit: 1000) else {
            Issue.record("a folder was read")
            return
        }
        guard case .unreadable = FileBytes.read(folder.appendingPathComponent("none.json").path, limit: 1000) else {
            Issue.record("a missing file was read")
            return
        }
        let output = CatalogLoader.load(path: folder.path)
        #expect(output.catalog == nil)
        #expect(output.diagnostics.map(\.rule) == [.fileUnreadable])
    }
}
