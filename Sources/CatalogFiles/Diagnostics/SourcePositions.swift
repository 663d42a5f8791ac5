import CatalogText

/// The positions and aliases a reader recorded, in reading order, made into tables only when lookups need
/// them: the aliases on the first lookup of a path as written, the positions after a few lookups, which scan.
///
/// A clean catalog never asks where a path is, and a large one records a position for every value: keeping
/// the records as lists spares hashing every path of the file. A catalog with findings resolves the paths
/// of its paywalls and products (`CatalogFindings`): the aliases' table, a path per alias, is built then. Each
/// finding asks where its path is: the first `scansBeforeTable` of those lookups scan the records
/// (`scannedLocations(of:)`), so a few findings never build the positions' table, a path per value (about
/// 200,000 in `catalog-bench serve-edit`'s 10,000-page file, 200 ms each time `serve` read it again). Scans and
/// tables give the same answers as tables filled while reading: the first position recorded for a path, the
/// last alias (`SourcePositionsScanTests`).
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
    /// The positions' table once built, and how many lookups have scanned the records instead.
    private let locationState = Locked<(table: [String: Diagnostic.Location]?, scans: Int)>((nil, 0))
    /// The aliases' table once built.
    private let aliasTable = Locked<[String: String]?>(nil)

    /// How many lookups of positions scan the records before their table is built: a scan costs a small part
    /// of building the table, and a finding asks once or twice.
    static let scansBeforeTable = 16

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

    /// Both tables, built if they are not yet.
    var tables: Tables { Tables(locations: locations, aliases: aliases) }

    /// The position recorded first for the first of `paths` that has one, and that path's position in
    /// `paths`: a scan of the records for the first `scansBeforeTable` lookups, then the table.
    func location(ofFirstOf paths: [String]) -> (index: Int, location: Diagnostic.Location)? {
        let (table, scans) = locationState.withLock { state in
            if state.table == nil { state.scans += 1 }
            return (state.table, state.scans)
        }
        if table == nil, scans <= Self.scansBeforeTable {
            let found = scannedLocations(of: paths)
            return found.indices.lazy.compactMap { index in found[index].map { (index, $0) } }.first
        }
        let locations = table ?? self.locations
        return paths.indices.lazy.compactMap { index in locations[paths[index]].map { (index, $0) } }.first
    }

    /// What the positions' table holds for each of `paths`, found by one pass over the records: a record's
    /// path is built only when its parent is one of `paths` or an ancestor of one (every path a record names
    /// has its parent among its ancestors) and its length is one of theirs (`JSONPath.length(_:_:)`).
    func scannedLocations(of paths: [String]) -> [Diagnostic.Location?] {
        var found = [Diagnostic.Location?](repeating: nil, count: paths.count)
        let lengths = paths.map(\.utf8.count)
        var prefixes = Set(paths).union([""])
        for path in paths { prefixes.formUnion(JSONPath.ancestors(of: path).map(String.init)) }
        // The members of an object, and the items of an array, share their parent: the last answer is kept.
        var last: (parent: String, isPrefix: Bool)?
        func isPrefix(_ parent: String) -> Bool {
            if let last, last.parent == parent { return last.isPrefix }
            let isPrefix = prefixes.contains(parent)
            last = (parent, isPrefix)
            return isPrefix
        }
        for position in recordedLocations where isPrefix(position.parent) {
            if let length = JSONPath.length(position.parent, position.step), !lengths.contains(length) { continue }
            let path = JSONPath.path(position.parent, position.step)
            for index in paths.indices where found[index] == nil && paths[index] == path {
                found[index] = position.location  // the first recorded counts, as in the table
            }
        }
        for item in recordedItems where isPrefix(item.parent) && item.hasPath(ofLength: lengths.contains) {
            item.forEachPosition { path, location in
                for index in paths.indices where found[index] == nil && paths[index] == path { found[index] = location }
            }
        }
        return found
    }

    /// Path as written → position, built on first use.
    var locations: [String: Diagnostic.Location] {
        locationState.withLock { state in
            if let table = state.table { return table }
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
            state.table = locations
            return locations
        }
    }

    /// Canonical path → path as written, built on first use.
    var aliases: [String: String] {
        aliasTable.withLock { table in
            if let table { return table }
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
            table = aliases
            return aliases
        }
    }
}
