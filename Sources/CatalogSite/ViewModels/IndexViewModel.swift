import Catalog
import Mustache

/// The site's index: every paywall × locale page with its warnings.
struct IndexViewModel: MustacheParent, Sendable {
    struct Page: MustacheParent, Sendable {
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

        func child(named name: String) -> Any? { ThemeText.wrap(value(named: name)) }

        /// "error" when a finding is an error, "warn" when there is anything else to review, else none.
        private var rowClass: String? {
            if findings.contains(where: { $0.severity == Severity.error.rawValue }) { return "error" }
            return warnings.isEmpty && findings.isEmpty ? nil : "warn"
        }

        private func value(named name: String) -> Any? {
            switch name {
            case "tag": tag
            case "localeName": localeName
            case "href": href
            case "storefront": storefront
            case "phrasesLanguage": phrasesLanguage
            case "warnings": warnings
            case "hasWarnings": !warnings.isEmpty
            case "findings": findings
            case "hasFindings": !findings.isEmpty
            // Absent, not nil: an enclosing paywall's or catalog's summary is not this one's.
            case "findingsSummary": ThemeAbsent.text(FindingViewModel.summary(ifAny: findings))
            case "hasNotes": !warnings.isEmpty || !findings.isEmpty
            case "rowClass": rowClass
            case "thumbnail": thumbnail
            default: nil
            }
        }
    }

    struct PaywallEntry: MustacheParent, Sendable {
        let id: String
        /// The paywall's overview, relative to the index ("pulse-fitness/main/index.html").
        let overview: String
        let pages: [Page]
        /// The pages' rows as HTML rendered (and escaped) by the theme's `index-row.mustache`.
        let rows: String
        /// The catalog's lint findings about the paywall and its plans: the same on each of its pages,
        /// so the index lists them once, above the rows.
        let findings: [FindingViewModel]
        func child(named name: String) -> Any? { ThemeText.wrap(value(named: name)) }

        private func value(named name: String) -> Any? {
            switch name {
            case "id": id
            case "overview": overview
            case "pages": pages
            case "rows": rows
            case "findings": findings
            case "hasFindings": !findings.isEmpty
            // Absent, not nil: an enclosing paywall's or catalog's summary is not this one's.
            case "findingsSummary": ThemeAbsent.text(FindingViewModel.summary(ifAny: findings))
            default: nil
            }
        }
    }

    struct CatalogEntry: MustacheParent, Sendable {
        let name: String
        let file: String
        let paywalls: [PaywallEntry]
        /// "5 errors, 2 warnings", or nil when lint found nothing.
        let findingsSummary: String?
        /// The findings that concern no page (a catalog-wide field, a product no paywall shows).
        let otherFindings: [FindingViewModel]
        func child(named name: String) -> Any? { ThemeText.wrap(value(named: name)) }

        private func value(named name: String) -> Any? {
            switch name {
            case "name": self.name
            case "file": file
            case "paywalls": paywalls
            case "findingsSummary": findingsSummary
            case "otherFindings": otherFindings
            case "hasOtherFindings": !otherFindings.isEmpty
            default: nil
            }
        }
    }

    let summary: String
    let catalogs: [CatalogEntry]
    let generator: String

    func child(named name: String) -> Any? { ThemeText.wrap(value(named: name)) }

    private func value(named name: String) -> Any? {
        switch name {
        case "summary": summary
        case "catalogs": catalogs
        case "generator": generator
        default: nil
        }
    }
}
