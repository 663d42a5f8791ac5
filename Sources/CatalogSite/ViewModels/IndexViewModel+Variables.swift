extension IndexViewModel {
    /// The names `index.mustache` may use.
    static let variables = TemplateVariables(
        "the index of the site",
        [
            .text("summary", "\"24 pages from 3 catalogs; 4 with review notes.\", and how many lint findings there are"),
            .models("catalogs", CatalogEntry.variables, "every catalog, in the order they were read"),
            .text("generator", "which catalog-site, ICU and CLDR built the site"),
        ])
}

extension IndexViewModel.CatalogEntry {
    /// The names inside `{{#catalogs}}`.
    static let variables = TemplateVariables(
        "one catalog of the index",
        [
            .text("name", "the catalog's name"),
            .text("file", "the catalog's file, as given on the command line"),
            .models("paywalls", IndexViewModel.PaywallEntry.variables, "the catalog's paywalls"),
            .optionalText("findingsSummary", "how many lint findings of each severity (\"5 errors, 2 warnings\"), if any"),
            .models(
                "otherFindings", FindingViewModel.variables, "the findings that concern no page (a catalog-wide field, an unused product)"),
            .flag("hasOtherFindings", "whether there are such findings"),
        ])
}

extension IndexViewModel.PaywallEntry {
    /// The names inside `{{#paywalls}}`.
    static let variables = TemplateVariables(
        "one paywall of the index",
        [
            .text("id", "the paywall's ID"),
            .text("overview", "the paywall's overview page (every locale side by side), relative to the index"),
            .models("pages", IndexViewModel.Page.variables, "the paywall's pages, one per locale"),
            .html("rows", "the pages as table rows, rendered by index-row.mustache"),
            .models(
                "findings", FindingViewModel.variables, "the catalog's lint findings about the paywall and its plans, the same on each page"
            ),
            .flag("hasFindings", "whether there are lint findings"),
            .optionalText("findingsSummary", "how many lint findings of each severity (\"1 error, 2 warnings\"), if any"),
        ])
}

extension IndexViewModel.Page {
    /// The names `index-row.mustache` (and a `{{#pages}}` section of `index.mustache`) may use.
    static let variables = TemplateVariables(
        "one page of the index",
        [
            .text("tag", "the page's locale as a BCP 47 tag"),
            .text("localeName", "the locale's name in English"),
            .text("href", "the page, relative to the index"),
            .text("storefront", "the storefront whose prices the page shows (\"DE\")"),
            .text("phrasesLanguage", "the language of the phrases used (\"de\", or the fallback's)"),
            .texts("warnings", "the page's review notes, in English"),
            .flag("hasWarnings", "whether there are review notes"),
            .models(
                "findings", FindingViewModel.variables,
                "the catalog's lint findings about the page's paywall and plans (the default theme lists them once per paywall)"),
            .flag("hasFindings", "whether there are lint findings"),
            .optionalText("findingsSummary", "how many lint findings of each severity (\"1 error, 2 warnings\"), if any"),
            .flag("hasNotes", "whether there are review notes or lint findings"),
            .optionalText("rowClass", "\"error\" when a finding is an error, \"warn\" when there is anything else to review"),
            .optionalText("thumbnail", "the page's screenshot (PNG), relative to the index, when the build takes screenshots"),
        ])
}
