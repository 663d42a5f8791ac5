import CatalogText

/// The positions and aliases a reader recorded, in reading order: scanned for the first lookups, made into
/// tables when lookups become many.
///
/// A clean catalog never asks where a path is, and a large one records a position for every value: keeping
/// the records as lists spares hashing every path of the file. A catalog with a few findings asks a few
/// times, and each lookup scans the records (`scannedLocations(of:)`, `scannedAliases(of:)`); after
/// `scansBeforeTables` lookups the tables are built once. Scans and tables give the same answers as tables
/// filled while reading: the first position recorded for a path, the last alias (`SourcePositionsScanTests`).
final class SourcePositions: Sendable {
    /// The tables: path as written → position, canonical path → path as written.
    struct Tables: Sendable, Equatable {
        let locations: [String: Diagnostic.Location]
        let aliases: [String: String]
    }

    private let recordedLocations: Chunked<SourceMap.Position>
    private let recordedAliases: Chunked<SourceMap.Alias>
    private let recordedItems: Chunked<SourceMap.ItemPositions>
    private let hasItemAliases: Bool
    /// The tables once built, and how many lookups have scanned the records instead.
    private let state = Locked<(tables: Tables?, scans: Int)>((nil, 0))

    /// How many lookups scan the records before the tables are built. A scan costs about a hundredth of
    /// building the tables (a `.storekit` file of 10,000 pages: a few milliseconds against 200), so a catalog
    /// with a few findings never builds them; one with many builds them once.
    static let scansBeforeTables = 24

    /// - Parameters:
    ///   - locations: Each position with its path as a parent path and a last step, joined when the
    ///     tables are built.
    ///   - aliases: Each canonical path with the path as written it stands for, both as a parent path
    ///     and a last step; one that names itself is ignored.
    ///   - items: Array items recorded whole (`SourceMap.ItemPositions`), each standing for its positions
    ///     and alias.
    init(
        locations: Chunked<SourceMap.Position>, aliases: Chunked<SourceMap.Alias>, items: Chunked<SourceMap.ItemPositions> = Chunked()
    ) {
        recordedLocations = locations
        recordedAliases = aliases
        recordedItems = items
        // Stops at the first item with an alias: a product's first localization, in a `.storekit` file.
        hasItemAliases = items.contains { $0.aliasKey != nil }
    }

    /// Whether no alias was recorded (paths are then as written; an alias that names itself changes nothing).
    var hasNoAliases: Bool { recordedAliases.isEmpty && !hasItemAliases }

    /// The alias recorded last for the first of `paths` that has one (the path as written it stands for), and
    /// that path's position in `paths`: from the tables, or a scan of the records while lookups are few.
    func alias(ofFirstOf paths: [String]) -> (index: Int, actual: String)? {
        if let tables = tablesUnlessScanning() {
            return paths.indices.lazy.compactMap { index in tables.aliases[paths[index]].map { (index, $0) } }.first
        }
        return Self.first(of: scannedAliases(of: paths))
    }

    /// The position recorded first for the first of `paths` that has one, and that path's position in
    /// `paths`: from the tables, or a scan of the records while lookups are few.
    func location(ofFirstOf paths: [String]) -> (index: Int, location: Diagnostic.Location)? {
        if let tables = tablesUnlessScanning() {
            return paths.indices.lazy.compactMap { index in tables.locations[paths[index]].map { (index, $0) } }.first
        }
        return Self.first(of: scannedLocations(of: paths))
    }

    /// The tables when they are built, or when `scansBeforeTables` lookups have scanned already; nil while a
    /// lookup is to scan (counted).
    private func tablesUnlessScanning() -> Tables? {
        let scans = state.withLock { state in
            if state.tables == nil { state.scans += 1 }
            return state.scans
        }
        return scans > Self.scansBeforeTables ? tables : nil
    }

    private static func first<Value>(of values: [Value?]) -> (Int, Value)? {
        values.indices.lazy.compactMap { index in values[index].map { (index, $0) } }.first
    }

    /// What the tables' `aliases` hold for each of `paths`, found by one pass over the records: a record's
    /// canonical path is built only when its length is one of theirs.
    func scannedAliases(of paths: [String]) -> [String?] {
        var found = [String?](repeating: nil, count: paths.count)
        let lengths = paths.map(\.utf8.count)
        func record(_ canonical: () -> String, length: Int?, actual: () -> String) {
            if let length, !lengths.contains(length) { return }
            let canonical = canonical()
            for index in paths.indices where paths[index] == canonical {
                let actual = actual()
                if canonical != actual { found[index] = actual }  // the last recorded counts, as in the table
            }
        }
        for alias in recordedAliases {
            record(
                { JSONPath.path(alias.canonicalParent, alias.canonicalStep) },
                length: JSONPath.length(alias.canonicalParent, alias.canonicalStep),
                actual: { JSONPath.path(alias.actualParent, alias.actualStep) })
        }
        guard hasItemAliases else { return found }
        for item in recordedItems {
            guard let key = item.aliasKey else { continue }
            record(
                { JSONPath.join(item.parent, key) }, length: JSONPath.length(item.parent, .key(key)),
                actual: { JSONPath.item(item.parent, item.index) })
        }
        return found
    }

    /// What the tables' `locations` hold for each of `paths`, found by one pass over the records: a record's
    /// path is built only when its length is one of theirs.
    func scannedLocations(of paths: [String]) -> [Diagnostic.Location?] {
        var found = [Diagnostic.Location?](repeating: nil, count: paths.count)
        let lengths = paths.map(\.utf8.count)
        for position in recordedLocations {
            if let length = JSONPath.length(position.parent, position.step), !lengths.contains(length) { continue }
            let path = JSONPath.path(position.parent, position.step)
            for index in paths.indices where found[index] == nil && paths[index] == path {
                found[index] = position.location  // the first recorded counts, as in the table
            }
        }
        for item in recordedItems {
            let (itemLength, memberLengths) = item.pathLengths()
            guard lengths.contains(itemLength) || memberLengths.contains(where: lengths.contains) else { continue }
            item.forEachPosition { path, location in
                for index in paths.indices where found[index] == nil && paths[index] == path { found[index] = location }
            }
        }
        return found
    }

    /// The tables, built on first use.
    var tables: Tables {
        state.withLock { state in
            if let built = state.tables { return built }
            var locations: [String: Diagnostic.Location] = [:]
            locations.reserveCapacity(recordedLocations.count + recordedItems.count * 4)
            for position in recordedLocations {
                let path = JSONPath.path(position.parent, position.step)
                if locations[path] == nil { locations[path] = position.location }
            }
            // An item's paths are named by no other record, so filling them after the others gives what
            // recording them in reading order would (debug builds, so every reader test, check it).
            for item in recordedItems {
                item.forEachPosition { path, location in
                    assert(locations[path] == nil, "\(path) was recorded whole and value by value")
                    if locations[path] == nil { locations[path] = location }
                }
            }
            var aliases: [String: String] = [:]
            aliases.reserveCapacity(recordedAliases.count + (hasItemAliases ? recordedItems.count : 0))
            for alias in recordedAliases {
                let canonical = JSONPath.path(alias.canonicalParent, alias.canonicalStep)
                let actual = JSONPath.path(alias.actualParent, alias.actualStep)
                if canonical != actual { aliases[canonical] = actual }
            }
            for item in recordedItems {
                guard let key = item.aliasKey else { continue }
                let canonical = JSONPath.join(item.parent, key)
                let actual = JSONPath.item(item.parent, item.index)
                assert(aliases[canonical] == nil, "\(canonical) was aliased twice")
                if canonical != actual { aliases[canonical] = actual }
            }
            let tables = Tables(locations: locations, aliases: aliases)
            state.tables = tables
            return tables
        }
    }
}
