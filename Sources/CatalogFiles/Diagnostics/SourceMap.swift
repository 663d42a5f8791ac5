import CatalogJSON
import CatalogText

/// The file a catalog was read from and the position of each JSON path in it.
///
/// Lint rules name values by the model's canonical paths (`products[0].localizations.en_US`,
/// `products[0].prices.DE`); the source map turns them into the paths as written in the file
/// (`localizations["en-US"]`, `prices.de`, or a `.storekit` file's `productID`, `displayPrice`) before
/// looking up positions.
///
/// **A catalog read from several files** (Google Play: a subscription, its offers, one-time products)
/// has one source map per file, its `parts`, and names every value `files[<n>].<path in file n>`: `n`
/// counts the catalog's files in the order they were read (by path, as `CatalogLoader` sorts them), the rest is the
/// value's JSON path in that file as written (`files[0].basePlans[2].regionalConfigs[3].price`,
/// `files[1].subscriptionOffers[0].phases[1]`), or a canonical path the file's reader aliased
/// (`files[0].basePlans[2].prices.JP`). A finding at such a path names file `n`, its position there and
/// the path in the file without the `files[<n>]` step; a path without that step (the catalog itself,
/// `""`) names the catalog's own `file` (the folder or first file), line 1. One file of Play data is read
/// the same way, as `files[0]`. Catalogs read from one file of our format or a `.storekit` have no parts.
package struct SourceMap: Sendable {
    /// Where a path as written is, the path as a parent path and a last step.
    /// (A struct, not a tuple: a reader records hundreds of thousands, and a tuple holding an enum
    /// with a payload is copied and destroyed through the runtime's generic tuple functions.)
    struct Position: Sendable {
        /// The path of the value's parent (or of the value, with `step` `.none`).
        let parent: String
        /// The last step from the parent to the value.
        let step: JSONPath.Step
        /// Where the value starts.
        let location: Diagnostic.Location

        /// A position of the path `parent` + `step`.
        init(_ parent: String, _ step: JSONPath.Step, _ location: Diagnostic.Location) {
            self.parent = parent
            self.step = step
            self.location = location
        }
    }

    /// A canonical path and the path as written it stands for, each as a parent path and a last step.
    struct Alias: Sendable {
        /// The parent of the canonical path, the path lint rules use.
        let canonicalParent: String
        /// The canonical path's last step.
        let canonicalStep: JSONPath.Step
        /// The parent of the path as written in the file.
        let actualParent: String
        /// The written path's last step.
        let actualStep: JSONPath.Step

        /// The canonical path `canonicalParent` + `canonicalStep` standing for `actualParent` + `actualStep`.
        init(_ canonicalParent: String, _ canonicalStep: JSONPath.Step, _ actualParent: String, _ actualStep: JSONPath.Step) {
            self.canonicalParent = canonicalParent
            self.canonicalStep = canonicalStep
            self.actualParent = actualParent
            self.actualStep = actualStep
        }
    }

    /// The file as the user named it.
    package let file: String
    /// Path as written → position (scanned for the first lookups), and canonical path → path as written, as
    /// tables on first use (`SourcePositions`).
    let positions: SourcePositions
    /// Paths where reading already reported an error, and all their ancestors: lint findings at or
    /// above them are not repeated. Built once, so each lookup is one hash, whatever the error count.
    let readerErrorScopes: Set<String>
    /// Path as written → the text between the quotes of a string value that has escapes, for the strings
    /// findings point inside (paywall copy).
    let escapedStrings: [String: String]
    /// The source map of each file of a catalog read from several files, in the order read (see the type's
    /// documentation); empty for a catalog read from one file of our format or a `.storekit`.
    let parts: [SourceMap]

    /// - Parameters:
    ///   - locations: The position of each path as written, in reading order (the first one of a path counts),
    ///     the path as a parent path and a last step.
    ///   - aliases: Canonical paths and the paths as written they stand for (each a parent path and a
    ///     last step), in reading order (the last one counts).
    ///   - items: Array items recorded whole, each standing for its own positions and alias
    ///     (`ItemPositions`).
    init(
        file: String, locations: Chunked<Position> = Chunked(),
        aliases: Chunked<Alias> = Chunked(), items: Chunked<ItemPositions> = Chunked(),
        readerErrors: Set<String> = [], escapedStrings: [String: String] = [:]
    ) {
        self.file = file
        self.positions = SourcePositions(locations: locations, aliases: aliases, items: items)
        self.escapedStrings = escapedStrings
        var scopes = readerErrors
        for path in readerErrors {
            for ancestor in JSONPath.ancestors(of: path) where !scopes.insert(String(ancestor)).inserted { break }
        }
        self.readerErrorScopes = scopes
        self.parts = []
    }

    /// The source map of a catalog read from several files: `file` names the catalog (its folder, or its
    /// first file), `parts` are the files' own source maps, named `files[<n>]` in paths.
    init(file: String, parts: [SourceMap]) {
        self.file = file
        self.positions = SourcePositions(locations: Chunked(), aliases: Chunked())
        self.readerErrorScopes = []
        self.escapedStrings = [:]
        self.parts = parts
    }

    /// The path of a value of file `index` of a catalog read from several files: `files[<index>]` and
    /// the value's path in that file.
    ///
    /// ```swift
    /// SourceMap.path(inFile: 1, "subscriptionOffers[0].phases[1]")  // "files[1].subscriptionOffers[0].phases[1]"
    /// ```
    package static func path(inFile index: Int, _ path: String) -> String {
        let file = JSONPath.item(filesStep, index)
        return path.isEmpty ? file : path.hasPrefix("[") ? file + path : file + "." + path
    }

    /// The first step of paths in a catalog read from several files.
    package static let filesStep = "files"

    /// The part a path of a catalog read from several files names, and the path in that part's file; nil
    /// for a path without a `files[<n>]` step, or a catalog of one file.
    func part(of path: String) -> (map: SourceMap, path: String)? {
        guard !parts.isEmpty, path.hasPrefix(Self.filesStep + "[") else { return nil }
        let digits = path.dropFirst(Self.filesStep.count + 1).prefix { $0.isASCIIDigit }
        guard let index = Int(digits), parts.indices.contains(index) else { return nil }
        var rest = path.dropFirst(Self.filesStep.count + 1 + digits.count)
        guard rest.first == "]" else { return nil }
        rest = rest.dropFirst()
        if rest.first == "." { rest = rest.dropFirst() }
        return (parts[index], String(rest))
    }

    /// The path as written in the file: the longest aliased prefix replaced.
    package func resolve(_ path: String) -> String {
        if let (part, inFile) = part(of: path) { return part.resolve(inFile) }
        guard !positions.hasNoAliases else { return path }
        let aliases = positions.aliases
        if let actual = aliases[path] { return actual }
        for prefix in JSONPath.ancestors(of: path) {
            if let actual = aliases[String(prefix)] { return actual + path[prefix.endIndex...] }
        }
        return path
    }

    /// The file a path's findings name: for a catalog read from several files, the file its
    /// `files[<n>]` step names; else the catalog's file.
    package func file(of path: String) -> String {
        part(of: path)?.map.file ?? file
    }

    /// The position of a path, or of its nearest ancestor that has one.
    func location(of path: String) -> Diagnostic.Location {
        if let (part, inFile) = part(of: path) { return part.location(of: inFile) }
        let resolved = resolve(path)
        let paths = [resolved] + JSONPath.ancestors(of: resolved).map(String.init) + [""]
        return positions.location(ofFirstOf: paths)?.location ?? .start
    }

    /// The position of character `character` of the string `value` read at `path`, or the position of
    /// the path (or its nearest ancestor) when the file has no string there.
    func location(ofCharacter character: Int, in value: String, at path: String) -> Diagnostic.Location {
        if let (part, inFile) = part(of: path) { return part.location(ofCharacter: character, in: value, at: inFile) }
        let resolved = resolve(path)
        guard let start = positions.location(ofFirstOf: [resolved])?.location else { return location(of: path) }
        let source = JSONStringSource(start: JSONPosition(line: start.line, column: start.column), escaped: escapedStrings[resolved])
        return Diagnostic.Location(source.position(ofCharacter: character, in: value))
    }

    /// Whether reading reported an error at this path or inside it.
    func hasReaderError(at path: String) -> Bool {
        if let (part, inFile) = part(of: path) { return part.hasReaderError(at: inFile) }
        return !readerErrorScopes.isEmpty && readerErrorScopes.contains(resolve(path))
    }

    /// A diagnostic about a path of this file, named as written.
    /// With `character`, the finding points at that character of the string value `value` at `path`.
    func diagnostic(
        _ severity: Severity, _ rule: Diagnostic.Rule, _ message: String, at path: String, character: (Int, in: String)? = nil,
        hint: String? = nil
    ) -> Diagnostic {
        if let (part, inFile) = part(of: path) {
            return part.diagnostic(severity, rule, message, at: inFile, character: character, hint: hint)
        }
        let position = character.map { location(ofCharacter: $0.0, in: $0.in, at: path) } ?? location(of: path)
        return Diagnostic(severity, rule: rule, message, file: file, location: position, path: resolve(path), hint: hint)
    }
}
