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
        let catalog = try #require(CatalogLoader.load(path: path).catalog)
        let written = try target.convert(catalog).write(to: folder.appendingPathComponent(name).path)
        return try #require(written.first)
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
}
