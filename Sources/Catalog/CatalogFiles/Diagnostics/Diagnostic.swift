/// One finding about a catalog: where, how serious, which rule, what is wrong and how to fix it.
///
/// Rendered once, at the edge, as `file:line:column: error: message [rule-id]` followed by the JSON
/// path and the hint (`rendered`), or as JSON for tools (`Diagnostic.json(_:)`); the CatalogReporters
/// library writes SARIF 2.1.0 for code scanning and GitHub Actions annotations.
public struct Diagnostic: Sendable, Hashable, Codable {
    /// How serious the finding is.
    public internal(set) var severity: Severity
    /// The rule, declared by the module that reports it; its raw value is the stable identifier tools see
    /// ("product-id-invalid").
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
    /// The JSON path of the paywall the finding is about when its value is shared by others (a product's
    /// names missing for one paywall's locales): previews show it on that paywall's pages only. Nil when
    /// `path` says where the finding belongs. The path, not the ID, because IDs may repeat in a faulty
    /// catalog. Not part of the JSON form or of equality: the message names the paywall.
    package internal(set) var paywallPath: String?

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

    /// Findings are equal when everything their JSON form holds is.
    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.severity, lhs.rule, lhs.message, lhs.file) == (rhs.severity, rhs.rule, rhs.message, rhs.file)
            && (lhs.line, lhs.column, lhs.path, lhs.hint) == (rhs.line, rhs.column, rhs.path, rhs.hint)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(severity)
        hasher.combine(rule)
        hasher.combine(message)
        hasher.combine(file)
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(path)
        hasher.combine(hint)
    }
}
