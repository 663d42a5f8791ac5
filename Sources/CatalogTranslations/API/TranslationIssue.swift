import Catalog

/// A problem in a translation file being imported, rendered like a lint finding.
///
/// `file:line:column: error: message [rule]`, then where in the document (an XPath for XLIFF, a JSON
/// path for String Catalogs) and a hint.
public struct TranslationIssue: Sendable, Hashable {
    /// How serious: errors stop the import (the catalog is not written), warnings do not.
    public let severity: Severity
    /// A stable identifier for the kind of problem: `xliff-malformed` and `xcstrings-malformed` (errors:
    /// the file cannot be read as XLIFF 1.2 or a String Catalog), `other-catalog` (an error: the file's
    /// `original` names another catalog, or none of its strings is in this one); `xliff-version` (a
    /// version other than 1.2), `unknown-translation-id` (no such string in the catalog; the hint
    /// suggests the nearest ID of the same paywall, product or group), `empty-translation` (an empty
    /// target marked translated) and `translation-not-placed` (the catalog has no place for it, such as
    /// a fourth feature after two) are warnings.
    public let rule: String
    /// What is wrong, in one sentence.
    public let message: String
    /// The translation file, as the user named it.
    public let file: String
    /// Where in the file.
    public let location: Diagnostic.Location
    /// Where in the document: an XPath (XLIFF) or a JSON path (`.xcstrings`); empty for the whole file.
    public let path: String
    /// How to fix it, when there is something to say.
    public let hint: String?

    /// An issue from its parts.
    public init(
        _ severity: Severity, rule: String, _ message: String, file: String, location: Diagnostic.Location, path: String = "",
        hint: String? = nil
    ) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.file = file
        self.location = location
        self.path = path
        self.hint = hint
    }

    /// The issue for people, in `catalog-site lint`'s layout.
    public var rendered: String {
        var lines = ["\(file):\(location): \(severity.rawValue): \(message) [\(rule)]"]
        if !path.isEmpty { lines.append("  at \(path)") }
        if let hint { lines.append("  hint: \(hint)") }
        return lines.joined(separator: "\n")
    }
}
