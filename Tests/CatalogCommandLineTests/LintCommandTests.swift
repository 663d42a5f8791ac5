import ArgumentParser
import CatalogTestSupport
import Foundation
import Testing

@testable import catalog_site

/// `catalog-site lint` on paths that cannot all be used (issue 8, items 5 and 6).
@Suite("catalog-site lint inputs", .removesTemporaryFolders)
struct LintCommandTests {
    static let clean =
        #"{ "name": "X", "products": [ { "id": "a", "type": "nonConsumable", "prices": { "US": "0.99" }, "localizations": { "en_US": { "displayName": "A", "description": "B" } } } ] }"#

    @Test func aMissingFileIsAFindingAndTheOthersAreStillChecked() throws {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(Self.clean.replacingOccurrences(of: "0.99", with: "0.999"), in: folder)
        let missing = folder.appendingPathComponent("missing.json").path
        let json = try CommandLineTool.run(["lint", file, missing, "--format", "json"])
        #expect(json.status != 0)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]]
        #expect(decoded?.map { $0["rule"] as? String } == ["file-not-found", "price-fraction-digits"])
        #expect(decoded?.map { $0["file"] as? String } == [missing, file])
        let text = try CommandLineTool.run(["lint", file, missing])
        #expect(
            text.standardOutput.hasPrefix(
                """
                \(missing):1:1: error: no such file or folder [file-not-found]
                  hint: give a catalog file (.json, .storekit) or a folder of them
                \(file):1:86: error: price 0.999 USD
                """))
        #expect(text.standardError == "2 errors, 0 warnings in 1 file\n")
    }

    @Test func pathProblemsExitTwoCatalogErrorsOne() throws {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(Self.clean, in: folder)
        let missing = folder.appendingPathComponent("missing.json").path
        #expect(throws: ExitCode(2)) { try LintCommand.parse([file, missing, "--format", "json"]).run() }
        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(throws: ExitCode(2)) { try LintCommand.parse([empty.path, "--format", "json"]).run() }
        let bad = try SiteFixture.catalogFile(Self.clean.replacingOccurrences(of: "0.99", with: "0"), name: "bad.json", in: folder)
        #expect(throws: ExitCode.failure) { try LintCommand.parse([bad, "--format", "json"]).run() }
    }

    @Test func anEmptyFolderIsNotACleanRun() throws {
        let folder = try SiteFixture.temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub/.hidden"), withIntermediateDirectories: true)
        _ = try SiteFixture.catalogFile(Self.clean, name: "sub/.hidden/app.json", in: folder)
        let result = try CommandLineTool.run(["lint", folder.path])
        #expect(result.status != 0)
        #expect(
            result.standardOutput == """
                \(folder.path):1:1: error: no catalog files (.json, .storekit) in this folder or its subfolders [no-catalog-files]
                  hint: hidden folders and catalog-site build output are skipped; name the catalogs to check or build

                """)
        let build = try CommandLineTool.run(["build", folder.path, "--out", folder.appendingPathComponent("_site").path])
        #expect(build.status != 0)
        #expect(
            build.standardError
                == "error: load catalogs: \(folder.path): no catalog files (.json, .storekit) in this folder or its subfolders (hint: hidden folders and catalog-site build output are skipped; name the catalogs to check or build; the previous site was left as it was)\n"
        )
    }

    @Test func subfoldersAreLintedButNotTheSite() throws {
        let folder = try SiteFixture.temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("catalogs/sub"), withIntermediateDirectories: true)
        _ = try SiteFixture.catalogFile(Self.clean.replacingOccurrences(of: "0.99", with: "0"), name: "catalogs/sub/x.json", in: folder)
        let result = try CommandLineTool.run(["lint", folder.appendingPathComponent("catalogs").path])
        #expect(result.status == 1)
        #expect(result.standardError == "1 error, 0 warnings in 1 file\n")
        // A site built inside the catalogs folder is never read back as a catalog.
        let catalogs = folder.appendingPathComponent("catalogs").path
        _ = try SiteFixture.catalogFile(Self.clean, name: "catalogs/sub/x.json", in: folder)
        let first = try CommandLineTool.run(["build", catalogs, "--out", catalogs + "/preview"])
        #expect(first.status == 0, "\(first.standardError)")
        try Data(Self.clean.utf8).write(to: URL(fileURLWithPath: catalogs + "/preview/stray.json"))
        let second = try CommandLineTool.run(["build", catalogs, "--out", catalogs + "/preview"])
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardOutput.split(separator: "\n").filter { $0.contains("stray") }.isEmpty)
        #expect(try CommandLineTool.run(["lint", catalogs]).standardError == "0 errors, 0 warnings in 1 file\n")
    }
}
