extension FindingViewModel {
    /// The names inside a section over findings: `{{#findings}}` of `page.mustache` and `index-row.mustache`,
    /// `{{#otherFindings}}` of `index.mustache`.
    static let variables = ThemeVariables<Self>(
        "one lint finding",
        [
            .text("severity", "\"error\" or \"warning\", also usable as a class") { $0.severity },
            .text("message", "what is wrong, in English") { $0.diagnostic.message },
            .text("rule", "the rule's identifier (\"missing-localization\")") { $0.diagnostic.rule.rawValue },
            .text("location", "file:line:column, as catalog-site lint names it (\"catalogs/app.json:12:7\")") { $0.location },
            .text("line", "the line in the file, for places that already name the file") { String($0.diagnostic.line) },
            .optionalText("path", "the JSON path of the value as written in the file; nothing for the whole file") {
                $0.diagnostic.path.isEmpty ? nil : $0.diagnostic.path
            },
            .optionalText("hint", "how to fix it, in English") { $0.diagnostic.hint },
        ])
}
