/// One finding about a catalog: where, how serious, which rule, what is wrong and how to fix it.
///
/// Rendered once, at the edge, as `file:line:column: error: message [rule-id]` followed by the JSON
/// path and the hint (`DiagnosticRenderer`).
public struct Diagnostic: Sendable, Hashable, Codable {
    public let severity: Severity
    /// A stable identifier of the rule ("product-id-invalid").
    public let rule: String
    public let message: String
    /// The file, as the user named it.
    public let file: String
    public let line: Int
    public let column: Int
    /// The JSON path of the value ("products[3].id"); empty for the whole file.
    public let path: String
    public let hint: String?

    public init(
        _ severity: Severity, rule: String, _ message: String, file: String, location: SourceLocation, path: String,
        hint: String? = nil
    ) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.file = file
        self.line = location.line
        self.column = location.column
        self.path = path
        self.hint = hint
    }

    public var location: SourceLocation { SourceLocation(line: line, column: column) }
}
