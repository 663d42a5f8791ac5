import Catalog

/// The site's index: every paywall × locale page with its warnings.
struct IndexViewModel: ThemeModel {
    struct Page: ThemeModel {
        let tag: String
        let localeName: String
        let href: String
        let storefront: String
        let phrasesLanguage: String
        /// The page's review notes.
        let warnings: [String]
        /// The catalog's lint findings about the page's paywall and products.
        let findings: [FindingViewModel]
        /// The page's screenshot, relative to the index, when the build takes screenshots.
        var thumbnail: String?

        /// "error" when a finding is an error, "warn" when there is anything else to review, else none.
        var rowClass: String? {
            if findings.contains(where: { $0.severity == Severity.error.rawValue }) { return "error" }
            return warnings.isEmpty && findings.isEmpty ? nil : "warn"
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
