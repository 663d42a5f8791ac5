import CatalogText
import Foundation

extension Diagnostic {
    /// The diagnostic for people, compiler style: `file:line:column: severity: message [rule]`, then the
    /// JSON path and the hint, indented.
    public var rendered: String {
        var lines = ["\(file):\(line):\(column): \(severity.rawValue): \(message) [\(rule.rawValue)]"]
        if !path.isEmpty { lines.append("  at \(path)") }
        if let hint { lines.append("  hint: \(hint)") }
        return lines.joined(separator: "\n")
    }

    /// A JSON array of diagnostics with stable key order, for tools and CI annotations.
    public static func json(_ diagnostics: [Diagnostic]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(diagnostics) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The closing line of a run: "2 errors, 1 warning in 3 files".
    public static func summary(_ diagnostics: [Diagnostic], files: Int) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(count(errors, "error")), \(count(warnings, "warning")) in \(count(files, "file"))"
    }
}
