import Catalog
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogSite

/// Failures of `build` that are not the catalogs' fault: exit 2, plain words, the previous site untouched.
@Suite("catalog-site build: usage and I/O failures", .removesTemporaryFolders)
struct BuildFailureTests {
    /// An unset CI variable (`--locales "$LOCALES"`) is a usage error, not an empty site.
    @Test func emptyLocalesAreAUsageErrorAndKeepTheSite() throws {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(SiteFixture.tinyCatalog, in: folder)
        let out = folder.appendingPathComponent("_site")
        #expect(try CommandLineTool.run(["build", file, "--out", out.path]).status == 0)
        let before = try SiteFixture.contents(of: out)
        for locales in ["", " ", ",", " , "] {
            let result = try CommandLineTool.run(["build", file, "--out", out.path, "--locales", locales])
            #expect(result.status == 2)
            #expect(result.standardOutput.isEmpty)
            #expect(
                result.standardError.hasPrefix(
                    "Error: --locales \"\(locales)\" names no locale; give a list such as en_US,fr-FR,ar_SA, or all\n"))
            #expect(try SiteFixture.contents(of: out) == before)
        }
        guard case .failure(let error) = SiteFixture.build(BuildOptions(inputs: [file], output: out.path, locales: .list([]))) else {
            Issue.record("an empty list of locales was built"); return
        }
        #expect(error.kind == .usage)
        #expect(
            error.explanation
                == "plan pages: --locales: the list of locales is empty (hint: give locales such as en_US,fr-FR,ar_SA, or all)")
        #expect(try SiteFixture.contents(of: out) == before)
    }

    @Test func aFileInTheWayIsNamedInPlainWords() throws {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(SiteFixture.tinyCatalog, in: folder)
        let blocker = try SiteFixture.catalogFile("not a folder", name: "notes.txt", in: folder)
        let out = blocker + "/site"
        let result = try CommandLineTool.run(["build", file, "--out", out])
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "error: check the output folder: \(out): cannot create the folder \(blocker): a file stands where a folder is needed\n")
    }

    #if os(Linux)
        /// The site is built beside `--out`; when that folder refuses new entries, the message names it, not
        /// the staging folder the user never chose.
        @Test func anUnwritableParentIsNamedNotTheStagingFolder() throws {
            let folder = try SiteFixture.temporaryFolder()
            let file = try SiteFixture.catalogFile(SiteFixture.tinyCatalog, in: folder)
            let result = try CommandLineTool.run(["build", file, "--out", "/proc/self/site"])
            #expect(result.status == 2)
            #expect(
                result.standardError
                    == "error: check the output folder: /proc/self/site: cannot write in /proc/self: the folder does not exist or does not accept new entries (hint: the site is built in a new folder beside /proc/self/site and swapped in when complete, so /proc/self must be writable)\n"
            )
        }
    #endif

    @Test(arguments: [
        (EACCES, "permission denied", "choose an --out in a folder you can write to"),
        (EROFS, "the file system is read-only", "choose an --out in a folder you can write to"),
        (ENOSPC, "the disk is full", "free some space, or choose an --out on another disk"),
        (EBUSY, "it is in use (a mount point cannot be replaced)", "build into a folder inside it instead, e.g. --out /mnt/site"),
        (EMFILE, "too many open files", nil),
    ])
    func systemFailuresInPlainWords(_ code: Int32, _ words: String, _ hint: String?) {
        let failure = SystemFailure(code: code)
        #expect(failure.words == words)
        #expect(failure.hint(output: "/mnt") == hint)
    }

    @Test func aThemeThatIsNotAFolderIsAUsageError() throws {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(SiteFixture.tinyCatalog, in: folder)
        let theme = folder.appendingPathComponent("nosuch").path
        let result = try CommandLineTool.run(["build", file, "--out", folder.appendingPathComponent("_site").path, "--theme", theme])
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "error: load theme: \(theme): not a folder (hint: --theme takes a folder with any of page.mustache, plan.mustache, locale-link.mustache, index.mustache, index-row.mustache, overview.mustache, paywall.css)\n"
        )
    }
}
