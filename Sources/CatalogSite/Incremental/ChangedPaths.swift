import Foundation

/// The files and folders that changed since a site was built, as the watcher of `catalog-site serve`
/// reports them: a folder stands for everything in it, ``everything`` for a change the watcher could not
/// follow (a full rescan).
///
/// ```swift
/// let changed = ChangedPaths(["catalogs/pulse-fitness.json"])
/// changed.contains("catalogs/pulse-fitness.json")   // true
/// changed.contains("catalogs/castle-coins.json")    // false
/// ```
package struct ChangedPaths: Sendable, Equatable {
    /// Whether everything must be taken as changed.
    package let isEverything: Bool
    /// The changed paths, absolute and standardized.
    private let paths: Set<String>

    /// Every file and folder changed.
    package static let everything = ChangedPaths(isEverything: true, paths: [])
    /// Nothing changed.
    package static let nothing = ChangedPaths(isEverything: false, paths: [])

    /// The paths given, relative to the current folder or absolute.
    package init(_ paths: some Sequence<String>) {
        self.init(isEverything: false, paths: Set(paths.map(Self.standardized)))
    }

    private init(isEverything: Bool, paths: Set<String>) {
        self.isEverything = isEverything
        self.paths = paths
    }

    /// Whether nothing changed.
    package var isEmpty: Bool { !isEverything && paths.isEmpty }

    /// Both sets of changes.
    package func union(_ other: ChangedPaths) -> ChangedPaths {
        ChangedPaths(isEverything: isEverything || other.isEverything, paths: paths.union(other.paths))
    }

    /// Whether the file at `path` changed: it, or a folder it is in.
    package func contains(_ path: String) -> Bool {
        if isEverything { return true }
        var current = Self.standardized(path)
        while !current.isEmpty {
            if paths.contains(current) { return true }
            guard let slash = current.lastIndex(of: "/") else { break }
            current = String(current[..<slash])
        }
        return false
    }

    /// Whether anything in or above the folder at `path` changed.
    package func touches(folder path: String) -> Bool {
        if contains(path) { return true }
        let inside = Self.standardized(path) + "/"
        return paths.contains { $0.hasPrefix(inside) }
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
