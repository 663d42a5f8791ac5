import Catalog

/// A project file (`catalog-site.json`) that cannot be used: every problem, each with its position,
/// JSON path, the rule it breaks and a hint.
///
/// `catalog-site` prints `rendered` and exits 2, as for a wrong flag, before reading any catalog.
public struct ProjectFileError: CatalogError, Equatable {
    /// The project file, as it was named.
    public let file: String
    /// What is wrong, in file order.
    public let problems: [Problem]

    /// The first problem: "catalog-site.json:3:5: unknown key "ouput"".
    public var description: String {
        guard let first = problems.first else { return "\(file): the project file cannot be used" }
        return "\(file):\(first.location): \(first.message)"
    }

    /// The first problem's hint.
    public var hint: String? { problems.first?.hint }

    /// Every problem as a lint finding of the rule `project-file` (an error), so that `catalog-site lint
    /// --format json`, `sarif` and `github` still write a document that holds them.
    ///
    /// ```swift
    /// let findings = error.diagnostics  // catalog-site.json:3:5: error: unknown key "ouput" [project-file]
    /// ```
    public var diagnostics: [Diagnostic] {
        problems.map { problem in
            Diagnostic(
                .error, rule: .projectFile, problem.message, file: file, location: problem.location, path: problem.path,
                hint: problem.hint)
        }
    }

    /// Every problem, compiler style, as `catalog-site lint` prints findings: `file:line:column: error:
    /// message`, then the JSON path and the hint, indented.
    public var rendered: String {
        problems.map { problem in
            var lines = ["\(file):\(problem.location): error: \(problem.message)"]
            if !problem.path.isEmpty { lines.append("  at \(problem.path)") }
            if let hint = problem.hint { lines.append("  hint: \(hint)") }
            return lines.joined(separator: "\n")
        }
        .joined(separator: "\n")
    }
}
