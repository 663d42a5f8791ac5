import Testing

@testable import CatalogFiles

/// A catalog read from several files names values `files[<n>].<path in file n>`; its source map sends
/// each finding to file n, at the path as written there (issue 23, item 1).
@Suite("Source maps of catalogs read from several files")
struct SourceMapPartsTests {
    /// A file's source map with one recorded position per path.
    static func part(
        _ file: String, _ positions: [(String, Int, Int)], aliases: [(String, String)] = [], readerErrors: Set<String> = []
    ) -> SourceMap {
        var locations = Chunked<SourceMap.Position>()
        for (path, line, column) in positions {
            locations.append(SourceMap.Position(path, .none, Diagnostic.Location(line: line, column: column)))
        }
        var recorded = Chunked<SourceMap.Alias>()
        for (canonical, actual) in aliases { recorded.append(SourceMap.Alias(canonical, .none, actual, .none)) }
        return SourceMap(file: file, locations: locations, aliases: recorded, readerErrors: readerErrors)
    }

    static let map = SourceMap(
        file: "play",
        parts: [
            part(
                "play/sub.json", [("basePlans[0]", 3, 5), ("basePlans[0].regionalConfigs[1].price", 9, 18)],
                aliases: [("basePlans[0].prices.DE", "basePlans[0].regionalConfigs[1].price")], readerErrors: ["basePlans[0].state"]),
            part("play/offers.json", [("subscriptionOffers[0].phases[1]", 12, 7)]),
        ])

    @Test(
        "A path names its file, the position there and the path as written",
        arguments: [
            ("files[0].basePlans[0]", "play/sub.json", 3, 5, "basePlans[0]"),
            ("files[0].basePlans[0].prices.DE", "play/sub.json", 9, 18, "basePlans[0].regionalConfigs[1].price"),
            ("files[1].subscriptionOffers[0].phases[1].count", "play/offers.json", 12, 7, "subscriptionOffers[0].phases[1].count"),
            ("", "play", 1, 1, ""),
            ("files[7].basePlans[0]", "play", 1, 1, "files[7].basePlans[0]"),
        ])
    func routes(path: String, file: String, line: Int, column: Int, written: String) {
        let finding = Self.map.diagnostic(.error, .missingPrice, "m", at: path)
        #expect(finding.file == file)
        #expect((finding.line, finding.column) == (line, column))
        #expect(finding.path == written)
    }

    @Test("Reader errors are asked of the file they were found in")
    func readerErrors() {
        #expect(Self.map.hasReaderError(at: "files[0].basePlans[0]"))
        #expect(!Self.map.hasReaderError(at: "files[1].basePlans[0]"))
    }

    @Test("The path of a value in file n")
    func pathInFile() {
        #expect(SourceMap.path(inFile: 1, "subscriptionOffers[0]") == "files[1].subscriptionOffers[0]")
        #expect(SourceMap.path(inFile: 0, "") == "files[0]")
    }
}
