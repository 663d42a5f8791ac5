extension FindingViewModel {
    /// The names inside a section over findings: `{{#findings}}` of `page.mustache` and `index-row.mustache`,
    /// `{{#otherFindings}}` of `index.mustache`.
    static let variables = TemplateVariables(
        "one lint finding",
        [
            .text("severity", "\"error\" or \"warning\", also usable as a class"),
            .text("message", "what is wrong, in English"),
            .text("rule", "the rule's identifier (\"missing-localization\")"),
            .text("location", "file:line:column, as catalog-site lint names it (\"catalogs/app.json:12:7\")"),
            .text("line", "the line in the file, for places that already name the file"),
            .optionalText("path", "the JSON path of the value as written in the file; nothing for the whole file"),
            .optionalText("hint", "how to fix it, in English"),
        ])
}
