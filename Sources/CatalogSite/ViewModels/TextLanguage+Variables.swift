extension TextLanguage {
    /// The names inside a section over a text's language (`{{#titleLanguage}}`, `{{#nameLanguage}}`, …).
    static let variables = TemplateVariables(
        "the language of a catalog text",
        [
            .text("lang", "the BCP 47 tag of the text's language (\"en-US\"), for lang"),
            .text("dir", "ltr or rtl, the text's own direction, for dir"),
        ])
}
