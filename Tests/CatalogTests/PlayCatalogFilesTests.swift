import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogFiles
@testable import CatalogText

/// The Play files of one app are one catalog: a folder of them, or files given together; offers attach to
/// base plans of another file; another app's file, or an offer for a base plan no file has, is an error
/// in the file that has it (issue 23, item 1).
@Suite("Google Play catalogs of several files", .removesTemporaryFolders)
struct PlayCatalogFilesTests {
    /// A folder with the files, by name.
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = try TemporaryFolders.make("play-catalog").appendingPathComponent("app")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }

    /// Every catalog the files make.
    static func catalogs(_ files: [String]) -> [CatalogLoader.Output] {
        var outputs: [CatalogLoader.Output] = []
        CatalogLoader.loadCatalogs(files) { outputs.append($0) }
        return outputs
    }

    @Test("A folder of Play files is one catalog, offers attached to the base plan of another file")
    func folderIsOneCatalog() throws {
        let folder = try Self.folder([
            "a.json": PlayReaderTests.subscription, "b.json": PlayReaderTests.offer, "c.json": PlayReaderTests.oneTime,
        ])
        let output = CatalogLoader.load(path: folder.path)
        #expect(output.diagnostics.isEmpty)
        let catalog = try #require(output.catalog)
        #expect(output.file == folder.path)
        #expect(catalog.products.map(\.id) == ["pro:monthly", "lifetime:buy"])
        #expect(catalog.products[0].offers.map(\.id) == ["trial"])
        #expect(catalog.products[0].offers[0].kind == .introductory)
        #expect(catalog.products[0].offers[0].path == "files[1]")
        #expect(catalog.paywalls.map(\.id) == ["pro", "store"])
        #expect(catalog.paywalls[0].copy.values.map(\.features) == [["Sync"]])
        let discovered = CatalogLoader.discover([folder.path]).files
        #expect(discovered.count == 3)
        #expect(Self.catalogs(discovered).count == 1)
    }

    @Test("Files of one app given on the command line, from different folders, are one catalog")
    func filesGivenTogether() throws {
        let one = try Self.folder(["sub.json": PlayReaderTests.subscription])
        let two = try Self.folder(["offers.json": PlayReaderTests.offer])
        let outputs = Self.catalogs([one.appendingPathComponent("sub.json").path, two.appendingPathComponent("offers.json").path])
        #expect(outputs.count == 1)
        #expect(outputs.first?.catalog?.products.first?.offers.count == 1)
    }

    @Test("An offer for a base plan no file has: an error at its basePlanId, in its file")
    func unknownBasePlan() throws {
        let offer = PlayReaderTests.offer.replacingOccurrences(of: #""basePlanId": "monthly""#, with: #""basePlanId": "weekly""#)
        let folder = try Self.folder(["a.json": PlayReaderTests.subscription, "b.json": offer])
        let rendered = CatalogLoader.load(path: folder.path).diagnostics.map(\.rendered)
        let file = folder.appendingPathComponent("b.json").path
        #expect(
            rendered == [
                """
                \(file):1:70: error: offer "trial" is for base plan "weekly" of "pro", which no file of this catalog has [play-unknown-base-plan]
                  at basePlanId
                  hint: its base plans: monthly
                """
            ])
    }

    @Test("Another app's file in the folder: an error at its packageName")
    func otherPackage() throws {
        let other = PlayReaderTests.oneTime.replacingOccurrences(of: "com.example.app", with: "com.example.other")
        let folder = try Self.folder(["a.json": PlayReaderTests.subscription, "b.json": other])
        let output = CatalogLoader.load(path: folder.path)
        let finding = try #require(output.diagnostics.first)
        #expect(finding.file == folder.appendingPathComponent("b.json").path)
        #expect((finding.line, finding.column, finding.rule, finding.path) == (1, 17, .invalidValue, "packageName"))
        #expect(finding.message.hasPrefix(#"packageName "com.example.other" is not "com.example.app""#))
    }

    @Test("Lint findings about a product point into the file it was read from")
    func findingsPointIntoTheirFile() throws {
        let long = String(repeating: "x", count: 90)
        let subscription = PlayReaderTests.subscription.replacingOccurrences(of: "All of it", with: long)
        let folder = try Self.folder(["a.json": subscription, "b.json": PlayReaderTests.offer])
        let findings = CatalogLoader.load(path: folder.path).findings().filter { $0.severity == .error }
        let finding = try #require(findings.first)
        #expect(finding.file == folder.appendingPathComponent("a.json").path)
        #expect(finding.path.hasPrefix("listings[0]"))
    }
}
