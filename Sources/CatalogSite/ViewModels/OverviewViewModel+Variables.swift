extension OverviewViewModel {
    private static let heading = ThemeVariable<Self>.heading { $0.heading }

    /// The names `overview.mustache` may use.
    static let variables = ThemeVariables<Self>(
        "a paywall's overview",
        [
            heading.identity,
            heading.paths,
            .text("summary", "\"12 locales; 4 with review notes.\"") { $0.summary },
            .findings(
                "the catalog's lint findings about the paywall and its plans, which every page shows",
                counts: "how many lint findings of each severity (\"1 error, 2 warnings\"), if any"
            ) { $0.findings },
            .models("widths", "the preview widths: a 375-px phone, a 430-px phone and a 768-px tablet") { $0.widths },
        ])
}

extension OverviewViewModel.Width {
    /// The names inside `{{#widths}}`.
    static let variables = ThemeVariables<Self>(
        "one preview width of the overview",
        [
            .text("id", "\"w375\", \"w430\" or \"w768\": an ID and class for the width's switch and section") { $0.id },
            .text("label", "the width in words (\"Phone, 375 px\")") { $0.label },
            .flag("isDefault", "whether the overview opens at this width (375 px)") { $0.isDefault },
            .models("pages", "the paywall's pages at this width, one per locale") { $0.pages },
        ])
}

extension OverviewViewModel.Page {
    /// The names inside `{{#pages}}`.
    static let variables = ThemeVariables<Self>(
        "one locale of the overview at one width",
        [
            .text("tag", "the page's locale as a BCP 47 tag") { $0.entry.tag },
            .text("localeName", "the locale's name in English") { $0.entry.localeName },
            .text("storefront", "the storefront whose prices the page shows (\"DE\")") { $0.entry.storefront },
            .text("href", "the page, relative to the overview") { $0.href },
            .text("src", "the frame's address with the offer: the page and the width's fragment (\"de-de.html#w430\")") { $0.src },
            .optionalText("withoutOfferSrc", "the frame's address without the offer, when a plan has one on the page") {
                $0.withoutOfferSrc
            },
            .texts("notes", "the page's review notes, in English") { $0.entry.warnings },
            .findings(
                "the paywall's lint findings, which the page shows (the default theme lists them once, above)",
                counts: "how many lint findings the page shows, of each severity (\"1 error\"), if any", hidesEnclosing: true
            ) { $0.entry.findings },
            .flag("hasNotes", "whether there are review notes or lint findings") {
                !$0.entry.warnings.isEmpty || !$0.entry.findings.isEmpty
            },
            .text("noteCount", "\"1 note\", \"3 notes\": the review notes, and one for the lint findings") { $0.noteCount },
        ])
}
