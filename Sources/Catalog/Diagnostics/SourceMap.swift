/// The file a catalog was read from and the position of each JSON path in it.
public struct SourceMap: Sendable {
    /// The file as the user named it.
    public let file: String
    private let locations: [String: SourceLocation]

    public init(file: String, locations: [String: SourceLocation] = [:]) {
        self.file = file
        self.locations = locations
    }

    /// The position of a path, or of its nearest ancestor that has one.
    public func location(of path: String) -> SourceLocation {
        var current = path
        while true {
            if let location = locations[current] { return location }
            guard let cut = current.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
            current = String(current[..<cut])
        }
        return locations[""] ?? .start
    }

    /// A diagnostic about a path of this file.
    public func diagnostic(_ severity: Severity, rule: String, _ message: String, at path: String, hint: String? = nil) -> Diagnostic {
        Diagnostic(severity, rule: rule, message, file: file, location: location(of: path), path: path, hint: hint)
    }
}
