/// Something wrong in a theme file: where, what, and how to fix it, shown with the offending line.
struct TemplateProblem: Error, Sendable, Equatable {
    /// The file as the user knows it (`theme/plan.mustache`, or `default theme/plan.mustache`).
    var file: String
    /// 1-based line and column, or `nil` for the file as a whole.
    let line: Int?
    let column: Int?
    let message: String
    let hint: String?
    /// The text of the offending line.
    let sourceLine: String?

    init(file: String = "", line: Int? = nil, column: Int? = nil, _ message: String, hint: String? = nil, sourceLine: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
        self.sourceLine = sourceLine
    }

    /// The same problem, in `file` (the theme file's path as the user knows it).
    func inFile(_ file: String) -> TemplateProblem {
        var problem = self
        problem.file = file
        return problem
    }

    /// `file:line:column: error: message`, then the offending line with a caret under the column, then the hint.
    var rendered: String {
        var place = file
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        var lines = ["\(place): error: \(message)"]
        if let sourceLine, let line {
            let number = String(line)
            lines.append("  \(number) | \(sourceLine)")
            if let column {
                // Tabs stay tabs so that the caret lines up under the column in a terminal.
                let pad = String(sourceLine.prefix(column - 1).map { $0 == "\t" ? "\t" : " " })
                lines.append("  \(String(repeating: " ", count: number.count)) | \(pad)^")
            }
        }
        if let hint { lines.append("  hint: \(hint)") }
        return lines.joined(separator: "\n")
    }
}
