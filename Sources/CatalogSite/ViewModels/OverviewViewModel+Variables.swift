extension OverviewViewModel {
    /// The names `overview.mustache` may use.
    static let variables = TemplateVariables(
        "a paywall's overview",
        [
            .text("documentTitle", "the document's title"),
            .text("catalogName", "the catalog's name"),
            .text("paywallID", "the paywall's ID"),
            .text("assetsPath", "the relative path of the assets folder, ending in /"),
            .text("indexPath", "the relative path of the index"),
            .text("summary", "\"12 locales; 4 with review notes.\""),
            .models(
                "findings", FindingViewModel.variables,
                "the catalog's lint findings about the paywall and its plans, which every page shows"),
            .flag("hasFindings", "whether there are lint findings"),
            .optionalText("findingsSummary", "how many lint findings of each severity (\"1 error, 2 warnings\"), if any"),
            .models("widths", Width.variables, "the preview widths: a 375-px phone, a 430-px phone and a 768-px tablet"),
        ])
}

extension OverviewViewModel.Width {
    /// The names inside `{{#widths}}`.
    static let variables = TemplateVariables(
        "one preview width of the overview",
        [
            .text("id", "\"w375\", \"w430\" or \"w768\": an ID and class for the width's switch and section"),
            .text("label", "the width in words (\"Phone, 375 px\")"),
            .flag("isDefault", "whether the overview opens at this width (375 px)"),
            .models("pages", OverviewViewModel.Page.variables, "the paywall's pages at this width, one per locale"),
        ])
}

extension OverviewViewModel.Page {
    /// The names inside `{{#pages}}`.
    static let variables = TemplateVariables(
        "one locale of the overview at one width",
        [
            .text("tag", "the page's locale as a BCP 47 tag"),
            .text("localeName", "the locale's name in English"),
            .text("storefront", "the storefront whose prices the page shows (\"DE\")"),
            .text("href", "the page, relative to the overview"),
            .text("src", "the frame's address with the offer: the page and the width's fragment (\"de-de.html#w430\")"),
            .optionalText("withoutOfferSrc", "the frame's address without the offer, when a plan has one on the page"),
            .texts("notes", "the page's review notes, in English"),
            .models(
                "findings", FindingViewModel.variables,
                "the paywall's lint findings, which the page shows (the default theme lists them once, above)"),
            .flag("hasFindings", "whether the page shows lint findings"),
            .optionalText("findingsSummary", "how many lint findings the page shows, of each severity (\"1 error\"), if any"),
            .flag("hasNotes", "whether there are review notes or lint findings"),
            .text("noteCount", "\"1 note\", \"3 notes\": the review notes, and one for the lint findings"),
        ])
}
