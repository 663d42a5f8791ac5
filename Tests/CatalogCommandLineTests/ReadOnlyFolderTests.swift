import CatalogTestSupport
import Foundation
import Testing

/// A folder the tool cannot write (a read-only mount, another user's folder): exit 2, one line saying why,
/// and nothing left behind, for every command that writes.
@Suite(.removesTemporaryFolders, .enabled(if: ReadOnlyFolder.mode != nil, "as root, a read-only bind mount needs unshare and mount"))
struct ReadOnlyFolderTests {
    @Test func buildIntoAReadOnlyFolder() throws {
        let (work, locked) = try Self.folders()
        let result = try ReadOnlyFolder.run(["build", "app.json", "--out", "locked/_site"], readOnly: locked, directory: work)
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "error: check the output folder: locked/_site: cannot write in \(locked.resolvingSymlinksInPath().path): \(ReadOnlyFolder.failure) (hint: the site is built in a new folder beside locked/_site and swapped in when complete, so \(locked.resolvingSymlinksInPath().path) must be writable; choose an --out in a folder you can write to)\n"
        )
        #expect(try Self.listing(work) == ["app.json", "locked", "locked/app.json"])
    }

    @Test func importIntoACatalogInAReadOnlyFolder() throws {
        let (work, locked) = try Self.folders()
        let translation = try SiteFixture.catalogFile(
            """
            <xliff version="1.2"><file source-language="en-US" target-language="de-DE"><body>
            <trans-unit id="paywalls/main/title"><target>Jetzt Pro werden</target></trans-unit>
            </body></file></xliff>
            """, name: "de.xliff", in: work)
        let before = try Data(contentsOf: locked.appendingPathComponent("app.json"))
        let result = try ReadOnlyFolder.run(["translations", "import", "locked/app.json", translation], readOnly: locked, directory: work)
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "error: locked/app.json: cannot write (\(ReadOnlyFolder.failure)) (hint: check the folder exists and that you may write to it)\n"
        )
        #expect(try Data(contentsOf: locked.appendingPathComponent("app.json")) == before)
        #expect(try Self.listing(work) == ["app.json", "de.xliff", "locked", "locked/app.json"])
    }

    /// Into the read-only folder itself, and into a new folder in it.
    @Test(arguments: [("locked", "locked/app.de-DE.xliff"), ("locked/xliff", "locked/xliff")])
    func exportIntoAReadOnlyFolder(_ out: String, named: String) throws {
        let (work, locked) = try Self.folders()
        let result = try ReadOnlyFolder.run(["translations", "export", "app.json", "--out", out], readOnly: locked, directory: work)
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "error: \(named): cannot write (\(ReadOnlyFolder.failure)) (hint: check the folder exists and that you may write to it)\n"
        )
        #expect(try Self.listing(work) == ["app.json", "locked", "locked/app.json"])
    }

    /// A working folder with a catalog, and `locked` in it with a copy of the catalog.
    private static func folders() throws -> (work: URL, locked: URL) {
        let work = try SiteFixture.temporaryFolder()
        let locked = work.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        _ = try SiteFixture.catalogFile(SiteFixture.tinyCatalog, in: work)
        _ = try SiteFixture.catalogFile(SiteFixture.tinyCatalog, in: locked)
        return (work, locked)
    }

    /// Every file and folder under `folder`, hidden ones too, sorted.
    private static func listing(_ folder: URL) throws -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
    }
}
