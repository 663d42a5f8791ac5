import CatalogTestSupport
import Testing

@testable import CatalogFiles
@testable import CatalogText

/// `SourcePositions` answers its first lookups of positions by scanning the records it keeps, and builds its
/// table only when lookups become many: a scan must give what the table gives, for every path the tables hold,
/// their ancestors and paths they do not hold, looked up a few at a time.
@Suite("Source positions: scans against tables")
struct SourcePositionsScanTests {
    /// Expects the scans of a source map (and of its parts) to answer as its positions' table does.
    static func expectScansMatchTables(_ map: SourceMap, _ context: String) {
        for part in [map] + map.parts {
            let positions = part.positions
            let tables = positions.tables
            var paths = Set(tables.locations.keys).union(tables.aliases.keys).union(tables.aliases.values)
            for path in Array(paths) { paths.formUnion(JSONPath.ancestors(of: path).map(String.init)) }
            let sorted = paths.sorted() + ["", "nothing", "products[999]", "products[0].nothing"]
            // A few at a time: a lookup asks for a path and its ancestors, nearest first.
            for start in stride(from: 0, to: sorted.count, by: 5) {
                let batch = Array(sorted[start..<min(start + 5, sorted.count)])
                #expect(positions.scannedLocations(of: batch) == batch.map { tables.locations[$0] }, "\(context): \(batch)")
            }
        }
    }

    @Test func exampleCatalogsAndFixtures() throws {
        for (name, bytes) in try ReaderFastPathTests.catalogFiles() {
            guard let catalog = CatalogLoader.load(bytes: bytes, file: name).catalog else { continue }
            Self.expectScansMatchTables(catalog.sourceMap, name)
        }
    }

    /// 300 random catalogs of each format and 300 random `.storekit` files of several groups, seeded.
    @Test func randomCatalogs() {
        let seed: UInt64 = 0x5CA7_7AB1
        var texts = ReaderFastPathTests.randomCatalogs(300, seed: seed, file: "random.json").map { ($0, "random.json") }
        texts += ReaderFastPathTests.randomCatalogs(300, seed: seed, file: "random.storekit").map { ($0, "random.storekit") }
        var generator = SplitMix(seed: seed)
        texts += (0..<300).map { _ in (StoreKitPartsTests.storeKit(&generator), "random.storekit") }
        for (number, (text, file)) in texts.enumerated() {
            guard let catalog = CatalogLoader.load(bytes: Array(text.utf8), file: file).catalog else { continue }
            Self.expectScansMatchTables(catalog.sourceMap, "catalog \(number) of seed \(seed):\n\(text)")
        }
    }

    /// A lookup through the source map scans until `scansBeforeTable`, then the table answers: the same
    /// locations and paths either way.
    @Test func lookupsGiveTheSameBeforeAndAfterTheTables() throws {
        for (name, bytes) in try ReaderFastPathTests.catalogFiles() where name.hasSuffix(".storekit") {
            guard let map = CatalogLoader.load(bytes: bytes, file: name).catalog?.sourceMap else { continue }
            let paths = Array(map.positions.tables.aliases.keys.sorted().prefix(10)) + ["products[0].localizations.de_DE.displayName"]
            let fresh = try #require(CatalogLoader.load(bytes: bytes, file: name).catalog?.sourceMap)
            for _ in 0...(SourcePositions.scansBeforeTable / 2 + 1) {
                for path in paths {
                    #expect(fresh.resolve(path) == map.resolve(path), "\(name): \(path)")
                    #expect(fresh.location(of: path) == map.location(of: path), "\(name): \(path)")
                }
            }
        }
    }

    /// A path recorded twice counts where it was recorded first, in the scan as in the table: at the root,
    /// under a key written in quotes, and as an item.
    @Test func theFirstPositionOfAPathCounts() {
        var records = Chunked<SourceMap.Position>()
        let steps: [(String, JSONPath.Step)] = [("", .key("id")), ("products", .key("odd key")), ("products", .item(3)), ("", .none)]
        for (line, (parent, step)) in steps.enumerated() {
            records.append(SourceMap.Position(parent, step, Diagnostic.Location(line: line + 1, column: 1)))
            records.append(SourceMap.Position(parent, step, Diagnostic.Location(line: line + 10, column: 2)))
        }
        let positions = SourcePositions(locations: records, aliases: Chunked())
        let paths = steps.map { JSONPath.path($0, $1) }
        #expect(paths == ["id", #"products["odd key"]"#, "products[3]", ""])
        let expected = (1...4).map { Diagnostic.Location(line: $0, column: 1) as Diagnostic.Location? }
        #expect(positions.scannedLocations(of: paths) == expected)
        #expect(paths.map { positions.tables.locations[$0] } == expected)
    }
}
