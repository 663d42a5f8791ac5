import Catalog
import CatalogTestSupport
import Foundation
import Testing

/// Which files `lint` and `build` read (issue 8, items 5 and 6): folders searched through their
/// subfolders, in a fixed order, and every path that cannot be used reported as a finding of its own.
@Suite("Catalog discovery", .removesTemporaryFolders)
struct CatalogDiscoveryTests {
    /// A fresh folder holding empty files at the given relative paths, removed when the test ends.
    static func folder(_ files: [String]) throws -> String {
        let root = try TemporaryFolders.make("catalog-discovery")
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: url)
        }
        return root.path
    }

    @Test func subfoldersAreSearchedInNameOrder() throws {
        let root = try Self.folder([
            "b.json", "a.storekit", "sub/z.json", "sub/deeper/y.json", "c.schema.json", "notes.txt", "sub2/x.json",
        ])
        let discovery = CatalogLoader.discover([root])
        #expect(discovery.problems.isEmpty)
        #expect(
            discovery.files.map { String($0.dropFirst(root.count + 1)) } == [
                "a.storekit", "b.json", "sub/deeper/y.json", "sub/z.json", "sub2/x.json",
            ])
    }

    @Test func hiddenFoldersAndSiteOutputAreSkipped() throws {
        let root = try Self.folder([
            "app.json", ".git/config.json", ".build/x.json", "_site/assets/data.json", "_site/.catalog-site", "preview/page.json",
        ])
        // _site carries the marker of a catalog-site build; "preview" is the --out of a first build.
        let discovery = CatalogLoader.discover([root], excluding: [root + "/./preview"])
        #expect(discovery.files == [root + "/app.json"])
        #expect(CatalogLoader.discover([root]).files == [root + "/app.json", root + "/preview/page.json"])
    }

    @Test func aFileNamedTwiceIsReadOnce() throws {
        let root = try Self.folder(["app.json"])
        let discovery = CatalogLoader.discover([root, root + "/app.json", root + "/./app.json"])
        #expect(discovery.files == [root + "/app.json"])
    }

    @Test func aFileNamedExplicitlyIsTakenWhateverItsExtension() throws {
        let root = try Self.folder(["catalog.txt"])
        #expect(CatalogLoader.discover([root + "/catalog.txt"]).files == [root + "/catalog.txt"])
    }

    @Test func pathsThatCannotBeUsedAreFindingsAndTheOthersStillCount() throws {
        let root = try Self.folder(["app.json", "empty/.hidden/x.json", "empty/readme.txt"])
        let discovery = CatalogLoader.discover([root + "/app.json", root + "/missing.json", root + "/empty"])
        #expect(discovery.files == [root + "/app.json"])
        #expect(discovery.problems.map(\.rule.rawValue) == ["file-not-found", "no-catalog-files"])
        #expect(discovery.problems.map(\.file) == [root + "/missing.json", root + "/empty"])
        #expect(
            discovery.problems.map(\.message) == [
                "no such file or folder", "no catalog files (.json, .storekit) in this folder or its subfolders",
            ])
        #expect(
            discovery.problems.allSatisfy { $0.severity == .error && [.fileNotFound, .fileUnreadable, .noCatalogFiles].contains($0.rule) })
        #expect(throws: LoaderError.self) { try CatalogLoader.catalogFiles(at: root + "/empty") }
    }

    @Test func symbolicLinksToFoldersAreNotFollowed() throws {
        let root = try Self.folder(["real/app.json", "real/other.json"])
        try FileManager.default.createSymbolicLink(atPath: root + "/real/loop", withDestinationPath: root + "/real")
        try FileManager.default.createSymbolicLink(atPath: root + "/linked.json", withDestinationPath: root + "/real/app.json")
        // The loop is not entered; the linked file is read once, under the name first reached.
        #expect(CatalogLoader.discover([root]).files == [root + "/linked.json", root + "/real/other.json"])
    }
}
