extension TextLanguage {
    /// The names inside a section over a text's language (`{{#titleLanguage}}`, `{{#nameLanguage}}`, …).
    static let variables = ThemeVariables<Self>(
        "the language of a catalog text",
        [
            .text("lang", "the BCP 47 tag of the text's language (\"en-US\"), for lang") { $0.lang },
            .text("dir", "ltr or rtl, the text's own direction, for dir") { $0.dir.rawValue },
        ])
}
