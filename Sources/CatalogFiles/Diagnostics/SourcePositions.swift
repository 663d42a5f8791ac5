import CatalogText

/// The positions and aliases a reader recorded, in reading order, made into tables only when a finding
/// first needs one.
///
/// A clean catalog never asks where a path is, and a large one records a position for every value: keeping
/// the records as lists until then spares hashing every path of the file. The tables give the same answers
/// as tables filled while reading: the first position recorded for a path, the last alias.
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
    private let built = Locked<Tables?>(nil)

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

    /// The tables, built on first use.
    var tables: Tables {
        built.withLock { built in
            if let built { return built }
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
            built = tables
            return tables
        }
    }
}
