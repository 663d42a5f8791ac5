import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogSnapshotTesting

/// Where snapshots are stored and what a failure says: a missing snapshot, a new ICU version, a difference.
@Suite("Snapshots per ICU version", .removesTemporaryFolders)
struct ICUFolderTests {
    static var text: SimplySnapshotting<String> { SimplySnapshotting(pathExtension: "txt", diffing: .catalogText) }

    /// A fake test file in a new temporary folder, whose snapshots are compared for `icuMajor`.
    static func folder(icuMajor: Int) throws -> (root: URL, folder: ICUSnapshotFolder) {
        let root = try TemporaryFolders.make("catalog-snapshot-tests")
        return (root, ICUSnapshotFolder(filePath: root.appendingPathComponent("AppTests.swift").path, icuMajor: icuMajor))
    }

    static func check(_ text: String, _ name: String, in folder: ICUSnapshotFolder, testName: String = "prices()") -> String? {
        verify(
            text, as: Self.text, named: name, record: .missing, timeout: 5, in: folder, fileID: #fileID, filePath: #filePath,
            testName: testName, line: #line, column: #column)
    }

    @Test func aMissingSnapshotIsRecordedUnderItsICUVersionThenCompared() throws {
        let (root, folder) = try Self.folder(icuMajor: 72)
        let file = root.appendingPathComponent("__Snapshots__/ICU72/AppTests/prices.de-DE.txt")
        let first = try #require(Self.check("9,99\u{00A0}€\n", "de-DE", in: folder))
        #expect(
            first
                == "No reference was found on disk. Automatically recorded snapshot: …\n\nopen \"\(file.absoluteString)\"\n\nRe-run \"prices\" to assert against the newly-recorded snapshot."
        )
        #expect(try Data(contentsOf: file) == Data("9,99\u{00A0}€\n".utf8))
        #expect(Self.check("9,99\u{00A0}€\n", "de-DE", in: folder) == nil)
    }

    @Test func aNewICUVersionSaysWhereTheSnapshotsOfTheLastOneAre() throws {
        let (root, folder) = try Self.folder(icuMajor: 74)
        let old = root.appendingPathComponent("__Snapshots__/ICU72/AppTests")
        try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
        for name in ["prices.de-DE.txt", "prices.ja-JP.txt"] { try Data("x\n".utf8).write(to: old.appendingPathComponent(name)) }
        let new = root.appendingPathComponent("__Snapshots__/ICU74/AppTests")
        let first = try #require(Self.check("9,99\u{00A0}€\n", "de-DE", in: folder))
        #expect(
            first.hasPrefix(
                "No snapshots for ICU 74 yet; ICU72 has 2. Strings are compared only with snapshots of the ICU major version that "
                    + "made them, so this run records a new set in ICU74/AppTests instead of failing against ICU72's: review the "
                    + "differences with diff -r \"\(old.path)\" \"\(new.path)\"\n\nNo reference was found on disk. Automatically recorded snapshot: …"
            ), "\(first)")
        #expect(FileManager.default.fileExists(atPath: new.appendingPathComponent("prices.de-DE.txt").path))
        // Only the first failure says it: the folder of ICU 74 has a snapshot now.
        let second = try #require(Self.check("￥1,600\n", "ja-JP", in: folder))
        #expect(second.hasPrefix("No reference was found on disk."))
    }

    /// swift-snapshot-testing's line diff (U+2212 marks a removed line, U+2007 an unchanged one), with marks.
    @Test func aDifferenceIsALineDiffWithInvisibleCharactersMarked() throws {
        let (_, folder) = try Self.folder(icuMajor: 72)
        _ = Self.check("de-DE › price = 9,99\u{00A0}€\nde-DE › title = Premium\n", "de-DE", in: folder)
        let failure = try #require(Self.check("de-DE › price = 9,99\u{202F}€\nde-DE › title = Premium\n", "de-DE", in: folder))
        #expect(failure.hasPrefix("Snapshot \"de-DE\" does not match reference."))
        #expect(
            failure.hasSuffix(
                "@@ −1,3 +1,3 @@\n−de-DE › price = 9,99<U+00A0>€\n+de-DE › price = 9,99<U+202F>€\n\u{2007}de-DE › title = Premium\n\u{2007}\n"
                    + "(invisible characters are marked: <U+00A0> no-break space, <U+202F> narrow no-break space)"), "\(failure)")
    }

    @Test func theProjectsOwnSnapshotsAreFoundWhereTheyAre() {
        let folder = ICUSnapshotFolder(filePath: "/repo/Tests/CatalogSiteTests/SiteSnapshotTests.swift", icuMajor: 72)
        #expect(folder.directory.path == "/repo/Tests/CatalogSiteTests/__Snapshots__/ICU72/SiteSnapshotTests")
        #expect(folder.newVersionNote() == nil)
    }
}
