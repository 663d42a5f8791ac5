import CatalogTestSupport
import Foundation
import Testing

/// `catalog-site convert`: files written, warnings on standard error, and the exit statuses of the CLI contract.
@Suite("catalog-site convert")
struct ConvertCommandTests {
    static let example = SiteFixture.repository.appendingPathComponent("catalogs/pulse-fitness.json").path

    @Test func writesAStoreKitFileAndWarnsAboutOtherStorefronts() throws {
        let folder = try TemporaryFolders.make("convert")
        let out = folder.appendingPathComponent("Pulse.storekit").path
        let result = try CommandLineTool.run(["convert", Self.example, "--to", "storekit", "--out", out])
        #expect(result.status == 0)
        #expect(result.standardOutput == "wrote \(out)\n")
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "warning: product \"com.pulsefit.premium.weekly\": prices for BR, CH, DE, ES, FR, GB, IL, IN, JP, KR, MX, PL, RU, SA, TR, TW dropped (a .storekit holds one price per product: the US storefront's)"
        )
        #expect(
            lines.last == "note: prices are the US storefront's (the catalog's defaultStorefront): a .storekit holds one price per product")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Pulse.storekit"], "no temporary file is left")
    }

    @Test func writesAPlayFolderWithoutTouchingOtherFiles() throws {
        let folder = try TemporaryFolders.make("convert-play")
        let out = folder.appendingPathComponent("play")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try "mine\n".write(to: out.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let result = try CommandLineTool.run(["convert", Self.example, "--to", "play", "--out", out.path])
        #expect(result.status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names.contains("notes.txt"))
        #expect(names.contains("pulse.subscription.json") || names.filter { $0.hasSuffix(".subscription.json") }.count == 1, "\(names)")
        #expect(try String(contentsOf: out.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine\n")
    }

    @Test func exitsOneForACatalogWithErrors() throws {
        let folder = try TemporaryFolders.make("convert-bad")
        let bad = folder.appendingPathComponent("bad.json")
        try #"{ "name": "x", "products": [ { "id": "a", "type": "sometimes" } ] }"#.write(to: bad, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out.json").path
        let result = try CommandLineTool.run(["convert", bad.path, "--to", "catalog", "--out", out])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError.hasSuffix(
                "error: \(bad.path): the file cannot be read as a catalog, so nothing was converted (hint: fix the errors above)\n"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test(arguments: [
        ["convert", "no-such-file.json", "--to", "catalog", "--out", "x.json"],
        ["convert", example, "--to", "android", "--out", "x.json"],
        ["convert", example, "--to", "catalog"],
        ["convert", example, "--to", "catalog", "--out", "/proc/no-such-folder/x.json"],
    ])
    func exitsTwoForUsageAndWriteErrors(_ arguments: [String]) throws {
        let folder = try TemporaryFolders.make("convert-usage")
        let result = try CommandLineTool.run(arguments, directory: folder)
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(!result.standardError.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func exitsTwoForSeveralCatalogs() throws {
        let catalogs = SiteFixture.repository.appendingPathComponent("catalogs").path
        let result = try CommandLineTool.run(["convert", catalogs, "--to", "catalog", "--out", "/dev/null"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: convert reads one catalog; \(catalogs) holds "))
    }
}
