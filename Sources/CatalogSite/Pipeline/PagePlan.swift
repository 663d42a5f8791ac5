import Catalog

/// One page to render: which catalog, paywall and locale, and where it goes.
struct PagePlan: Sendable {
    let catalogIndex: Int
    let paywallIndex: Int
    let locale: LocaleID
    /// "pulse-fitness/main/de-de.html".
    let path: String
    /// The paywall's position in the list of rendered language switchers, and this page's entry in it.
    let switcherIndex: Int
    let switcherPosition: Int
}

/// A paywall's locales with their page names, for its language switcher.
struct SwitcherPlan: Sendable {
    let catalogIndex: Int
    let paywallIndex: Int
    let locales: [(locale: LocaleID, fileName: String)]
}

/// A paywall's language switcher entries rendered by the theme, with each locale's own name.
struct RenderedSwitcher: Sendable {
    let entries: [String]
    let names: [String]
}

/// A catalog that could be read, with the folder name its pages go in and its lint findings.
struct LoadedCatalog: Sendable {
    let file: String
    let slug: String
    let catalog: ProductCatalog
    let paywallSlugs: [String]
    let findings: CatalogFindings
}
