import Mustache

/// The site's index: every paywall × locale page with its warnings.
struct IndexViewModel: MustacheParent, Sendable {
    struct Page: MustacheParent, Sendable {
        let tag: String
        let localeName: String
        let href: String
        let storefront: String
        let phrasesLanguage: String
        let warnings: [String]

        func child(named name: String) -> Any? { ThemeText.wrap(value(named: name)) }

        private func value(named name: String) -> Any? {
            switch name {
            case "tag": tag
            case "localeName": localeName
            case "href": href
            case "storefront": storefront
            case "phrasesLanguage": phrasesLanguage
            case "warnings": warnings
            case "hasWarnings": !warnings.isEmpty
            default: nil
            }
        }
    }

    struct PaywallEntry: MustacheParent, Sendable {
        let id: String
        let pages: [Page]
        /// The pages' rows as HTML rendered (and escaped) by the theme's `index-row.mustache`.
        let rows: String
        func child(named name: String) -> Any? { ThemeText.wrap(value(named: name)) }

        private func value(named name: String) -> Any? {
            switch name {
            case "id": id
            case "pages": pages
            case "rows": rows
            default: nil
            }
        }
    }

    struct CatalogEntry: MustacheParent, Sendable {
        let name: String
        let file: String
        let paywalls: [PaywallEntry]
        func child(named name: String) -> Any? { ThemeText.wrap(value(named: name)) }

        private func value(named name: String) -> Any? {
            switch name {
            case "name": self.name
            case "file": file
            case "paywalls": paywalls
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
