/// The file a catalog was read from and the position of each JSON path in it.
///
/// Lint rules name values by the model's canonical paths (`products[0].localizations.en_US`,
/// `products[0].prices.DE`); the source map turns them into the paths as written in the file
/// (`localizations["en-US"]`, `prices.de`, or a `.storekit` file's `productID`, `displayPrice`) before
/// looking up positions.
public struct SourceMap: Sendable {
    /// The file as the user named it.
    public let file: String
    private let locations: [String: SourceLocation]
    /// Canonical path → path as written.
    private let aliases: [String: String]
    /// Paths where reading already reported an error; lint findings at or above them are not repeated.
    private let readerErrors: Set<String>

    public init(file: String, locations: [String: SourceLocation] = [:], aliases: [String: String] = [:], readerErrors: Set<String> = []) {
        self.file = file
        self.locations = locations
        self.aliases = aliases
        self.readerErrors = readerErrors
    }

    /// The path as written in the file: the longest aliased prefix replaced.
    public func resolve(_ path: String) -> String {
        guard !aliases.isEmpty else { return path }
        var prefix = path
        while true {
            if let actual = aliases[prefix] { return actual + path.dropFirst(prefix.count) }
            guard let cut = prefix.lastIndex(where: { $0 == "." || $0 == "[" }) else { return path }
            prefix = String(prefix[..<cut])
        }
    }

    /// The position of a path, or of its nearest ancestor that has one.
    public func location(of path: String) -> SourceLocation {
        var current = resolve(path)
        while true {
            if let location = locations[current] { return location }
            guard let cut = current.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
            current = String(current[..<cut])
        }
        return locations[""] ?? .start
    }

    /// Whether reading reported an error at this path or inside it.
    public func hasReaderError(at path: String) -> Bool {
        let resolved = resolve(path)
        return readerErrors.contains { $0 == resolved || $0.hasPrefix(resolved + ".") || $0.hasPrefix(resolved + "[") }
    }

    /// A diagnostic about a path of this file, named as written.
    public func diagnostic(_ severity: Severity, rule: String, _ message: String, at path: String, hint: String? = nil) -> Diagnostic {
        Diagnostic(severity, rule: rule, message, file: file, location: location(of: path), path: resolve(path), hint: hint)
    }
}
