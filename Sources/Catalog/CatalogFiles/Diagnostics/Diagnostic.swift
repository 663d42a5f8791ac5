/// One finding about a catalog: where, how serious, which rule, what is wrong and how to fix it.
///
/// Rendered once, at the edge, as `file:line:column: error: message [rule-id]` followed by the JSON
/// path and the hint (`rendered`), as JSON for tools (`Diagnostic.json(_:)`), as SARIF 2.1.0 for code
/// scanning (`Diagnostic.sarif(_:)`) or as GitHub Actions annotations (`Diagnostic.githubAnnotations(_:)`).
public struct Diagnostic: Sendable, Hashable, Codable {
    /// How serious the finding is.
    public let severity: Severity
    /// The rule; its raw value is the stable identifier tools see ("product-id-invalid").
    public let rule: Rule
    /// What is wrong, in one sentence.
    public let message: String
    /// The file, as the user named it.
    public let file: String
    /// The 1-based line of the value the finding is about.
    public let line: Int
    /// The 1-based column of the value the finding is about.
    public let column: Int
    /// The JSON path of the value ("products[3].id"); empty for the whole file.
    public let path: String
    /// How to fix it, when there is something to say.
    public let hint: String?
    /// The paywall the finding is about when its value is shared by others: a product's names missing
    /// for one paywall's locales. Previews show it on that paywall's pages only; nil when the path says
    /// where the finding belongs. Not part of the JSON form, whose message names the paywall.
    package internal(set) var paywallID: String?

    /// The keys of the JSON form.
    private enum CodingKeys: String, CodingKey {
        case severity, rule, message, file, line, column, path, hint
    }

    /// A finding about the value at `path`, which starts at `location` in `file`.
    public init(
        _ severity: Severity, rule: Rule, _ message: String, file: String, location: Location, path: String, hint: String? = nil
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

    /// The line and column together.
    public var location: Location { Location(line: line, column: column) }
}
