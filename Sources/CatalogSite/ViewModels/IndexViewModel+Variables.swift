extension IndexViewModel {
    /// The names `index.mustache` may use.
    static let variables = ThemeVariables<Self>(
        "the index of the site",
        [
            .text("summary", "\"24 pages from 3 catalogs; 4 with review notes.\", and how many lint findings there are") { $0.summary },
            .models("catalogs", "every catalog, in the order they were read") { $0.catalogs },
            .text("generator", "which catalog-site, ICU and CLDR built the site") { $0.generator },
        ])
}

extension IndexViewModel.CatalogEntry {
    /// The names inside `{{#catalogs}}`.
    static let variables = ThemeVariables<Self>(
        "one catalog of the index",
        [
            .text("name", "the catalog's name") { $0.name },
            .text("file", "the catalog's file, as given on the command line") { $0.file },
            .models("paywalls", "the catalog's paywalls") { $0.paywalls },
            .optionalText("findingsSummary", "how many lint findings of each severity (\"5 errors, 2 warnings\"), if any") {
                $0.findingsSummary
            },
            .models("otherFindings", "the findings that concern no page (a catalog-wide field, an unused product)") { $0.otherFindings },
            .flag("hasOtherFindings", "whether there are such findings") { !$0.otherFindings.isEmpty },
        ])
}

extension IndexViewModel.PaywallEntry {
    /// The names inside `{{#paywalls}}`.
    static let variables = ThemeVariables<Self>(
        "one paywall of the index",
        [
            .text("id", "the paywall's ID") { $0.id },
            .text("overview", "the paywall's overview page (every locale side by side), relative to the index") { $0.overview },
            .models("pages", "the paywall's pages, one per locale") { $0.pages },
            .html("rows", "the pages as table rows, rendered by index-row.mustache") { $0.rows },
            .findings(
                "the catalog's lint findings about the paywall and its plans, the same on each page",
                counts: "how many lint findings of each severity (\"1 error, 2 warnings\"), if any", hidesEnclosing: true
            ) { $0.findings },
        ])
}

extension IndexViewModel.Page {
    /// The names `index-row.mustache` (and a `{{#pages}}` section of `index.mustache`) may use.
    static let variables = ThemeVariables<Self>(
        "one page of the index",
        [
            .text("tag", "the page's locale as a BCP 47 tag") { $0.tag },
            .text("localeName", "the locale's name in English") { $0.localeName },
            .text("href", "the page, relative to the index") { $0.href },
            .text("storefront", "the storefront whose prices the page shows (\"DE\")") { $0.storefront },
            .text("phrasesLanguage", "the language of the phrases used (\"de\", or the fallback's)") { $0.phrasesLanguage },
            .texts("warnings", "the page's review notes, in English") { $0.warnings },
            .flag("hasWarnings", "whether there are review notes") { !$0.warnings.isEmpty },
            .findings(
                "the catalog's lint findings about the page's paywall and plans (the default theme lists them once per paywall)",
                counts: "how many lint findings of each severity (\"1 error, 2 warnings\"), if any", hidesEnclosing: true
            ) { $0.findings },
            .flag("hasNotes", "whether there are review notes or lint findings") { !$0.warnings.isEmpty || !$0.findings.isEmpty },
            .optionalText("rowClass", "\"error\" when a finding is an error, \"warn\" when there is anything else to review") {
                $0.rowClass
            },
            .optionalText("thumbnail", "the page's screenshot (PNG), relative to the index, when the build takes screenshots") {
                $0.thumbnail
            },
        ])
}
