import CatalogSite
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogFiles

/// Converting keeps every customer-facing string: `strings` (every locale ICU has) of a `.storekit` file
/// equals that of the file converted to our format, and of that converted back to a `.storekit`.
@Suite("Convert round trips")
struct ConvertRoundTripTests {
    /// Every `.storekit` of the project: the hand-written fixtures of format versions 1 to 5 and the example.
    static let storeKitFiles: [String] = {
        let fixtures = SiteFixture.repository.appendingPathComponent("Tests/CatalogTests/Fixtures/StoreKit")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return names.filter { $0.hasSuffix(".storekit") }.sorted().map { fixtures.appendingPathComponent($0).path }
            + [SiteFixture.repository.appendingPathComponent("catalogs/notes-plus.storekit").path]
    }()

    /// The strings of a catalog file, without the file's name (the first part of each key).
    static func strings(_ path: String) throws -> [String] {
        try StringsTable(inputs: [path], locales: .all).entries.map { entry in
            [entry.paywall, entry.locale, entry.plan ?? "page", "\(entry.state)", entry.field, entry.value].joined(separator: " › ")
        }
    }

    /// Writes a conversion of the catalog at `path` into `folder` as `name`.
    static func convert(_ path: String, to target: ConversionTarget, in folder: URL, as name: String) throws -> String {
        // A folder is Google Play's files of one app.
        let output =
            path.hasSuffix(".json") || path.hasSuffix(".storekit") ? CatalogLoader.load(path: path) : CatalogLoader.loadFolder(path)
        let out = folder.appendingPathComponent(name).path
        _ = try target.convert(try #require(output.catalog)).write(to: out)
        return out
    }

    @Test(arguments: storeKitFiles)
    func storeKitThroughOurFormatKeepsEveryString(_ path: String) throws {
        let folder = try TemporaryFolders.make("convert-round-trip")
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let json = try Self.convert(path, to: .catalog, in: folder, as: "\(stem).json")
        let storeKit = try Self.convert(json, to: .storekit, in: folder, as: "\(stem).storekit")
        let original = try Self.strings(path)
        #expect(!original.isEmpty)
        #expect(try Self.strings(json) == original)
        #expect(try Self.strings(storeKit) == original)
    }

    /// Google Play's example (catalogs/lumen-play: base plans of every type, offers of every phase kind,
    /// listings in six Play languages, one-time and legacy products) through our format and back.
    @Test func playThroughOurFormatKeepsEveryString() throws {
        let folder = try TemporaryFolders.make("convert-play-round-trip")
        let play = SiteFixture.repository.appendingPathComponent("catalogs/lumen-play").path
        let json = try Self.convert(play, to: .catalog, in: folder, as: "lumen.json")
        let back = try Self.convert(json, to: .play, in: folder, as: "lumen-play")
        let original = try Self.strings(play)
        #expect(!original.isEmpty)
        #expect(try Self.strings(json) == original)
        #expect(try Self.strings(back) == original)
        let catalog = try #require(CatalogLoader.load(path: json).catalog)
        #expect(ConversionTarget.play.convert(catalog).warnings.isEmpty)
    }
}
