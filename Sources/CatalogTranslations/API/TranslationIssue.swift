import Catalog

/// A problem in a translation file being imported, rendered like a lint finding.
///
/// `file:line:column: error: message [rule]`, then where in the document (an XPath for XLIFF, a JSON
/// path for String Catalogs) and a hint.
public struct TranslationIssue: Sendable, Hashable {
    /// The kind of problem, one of `Diagnostic.Rule.translationRules` (`xliff-malformed`,
    /// `unknown-translation-id`…); its raw value is the stable identifier tools see.
    public let rule: Diagnostic.Rule
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

    /// An issue of a rule, with the rule's severity.
    ///
    /// ```swift
    /// let issue = TranslationIssue(.xliffVersion, "XLIFF version 2.0", file: "de.xliff", location: .start)
    /// ```
    public init(
        _ rule: Diagnostic.Rule, _ message: String, file: String, location: Diagnostic.Location, path: String = "",
        hint: String? = nil
    ) {
        self.rule = rule
        self.message = message
        self.file = file
        self.location = location
        self.path = path
        self.hint = hint
    }

    /// How serious (the rule's severity): errors stop the import (the catalog is not written), warnings do
    /// not.
    public var severity: Severity { rule.defaultSeverity }

    /// The issue for people, in `catalog-site lint`'s layout.
    public var rendered: String {
        var lines = ["\(file):\(location): \(severity.rawValue): \(message) [\(rule)]"]
        if !path.isEmpty { lines.append("  at \(path)") }
        if let hint { lines.append("  hint: \(hint)") }
        return lines.joined(separator: "\n")
    }
}
