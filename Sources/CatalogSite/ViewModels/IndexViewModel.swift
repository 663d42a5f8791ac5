import Catalog

/// The site's index: every paywall × locale page with its warnings.
struct IndexViewModel: ThemeModel {
    struct Page: ThemeModel {
        /// The page as the build report lists it: its locale, path, storefront, phrases, notes and findings.
        let report: BuildReport.Page
        /// The page's screenshot, relative to the index, when the build takes screenshots.
        var thumbnail: String?

        /// The page's locale as a BCP 47 tag.
        var tag: String { report.locale }
        /// The locale's name in English.
        var localeName: String { report.localeName }
        /// The page, relative to the index.
        var href: String { report.path }
        /// The storefront whose prices the page shows ("DE").
        var storefront: String { report.storefront }
        /// The language of the phrases used ("de", or the fallback's).
        var phrasesLanguage: String { report.phrasesLanguage }
        /// The page's review notes.
        var warnings: [String] { report.warnings }
        /// The catalog's lint findings about the page's paywall and products.
        var findings: [FindingViewModel] { report.findings.map(FindingViewModel.init) }

        /// "error" when a finding is an error, "warn" when there is anything else to review, else none.
        var rowClass: String? {
            if report.findings.contains(where: { $0.severity == .error }) { return "error" }
            return report.warnings.isEmpty && report.findings.isEmpty ? nil : "warn"
        }
    }

    struct PaywallEntry: ThemeModel {
        let id: String
        /// The paywall's overview, relative to the index ("pulse-fitness/main/index.html").
        let overview: String
        let pages: [Page]
        /// The pages' rows as HTML rendered (and escaped) by the theme's `index-row.mustache`.
        let rows: String
        /// The catalog's lint findings about the paywall and its plans: the same on each of its pages,
        /// so the index lists them once, above the rows.
        let findings: [FindingViewModel]
    }

    struct CatalogEntry: ThemeModel {
        let name: String
        let file: String
        let paywalls: [PaywallEntry]
        /// "5 errors, 2 warnings", or nil when lint found nothing.
        let findingsSummary: String?
        /// The findings that concern no page (a catalog-wide field, a product no paywall shows).
        let otherFindings: [FindingViewModel]
    }

    let summary: String
    let catalogs: [CatalogEntry]
    let generator: String
}
