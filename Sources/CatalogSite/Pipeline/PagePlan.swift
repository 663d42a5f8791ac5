import Catalog

/// One page to render: which catalog, paywall and locale, and where it goes.
struct PagePlan: Sendable {
    let catalogIndex: Int
    let paywallIndex: Int
    let locale: LocaleID
    /// "pulse-fitness/main/de-de.html".
    let path: String
    /// The paywall's locales with their file names, for the language switcher.
    let siblings: [(locale: LocaleID, fileName: String)]
}

/// A catalog that loaded without errors, with the folder name its pages go in.
struct LoadedCatalog: Sendable {
    let file: String
    let slug: String
    let catalog: ProductCatalog
    let paywallSlugs: [String]
}
