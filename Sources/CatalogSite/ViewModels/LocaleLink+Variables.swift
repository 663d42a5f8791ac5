extension LocaleLink {
    /// The names `locale-link.mustache` may use.
    static let variables = ThemeVariables<Self>(
        "one entry of a paywall's language switcher",
        [
            .text("tag", "the locale's BCP 47 tag (\"de-DE\"), for lang and hreflang") { $0.tag },
            .text("name", "the locale's name in its own language (\"Deutsch (Deutschland)\")") { $0.name },
            .text("href", "the page of that locale, relative to this page") { $0.href },
        ])
}
