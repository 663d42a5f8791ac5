extension LocaleLink {
    /// The names `locale-link.mustache` may use.
    static let variables = TemplateVariables(
        "one entry of a paywall's language switcher",
        [
            .text("tag", "the locale's BCP 47 tag (\"de-DE\"), for lang and hreflang"),
            .text("name", "the locale's name in its own language (\"Deutsch (Deutschland)\")"),
            .text("href", "the page of that locale, relative to this page"),
        ])
}
