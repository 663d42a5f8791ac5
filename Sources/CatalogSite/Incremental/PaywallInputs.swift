import Catalog

/// Everything the pages of one paywall are made from, but their locale and the theme: what `PageBuilder`
/// reads of the catalog (its name, stores, Play app, source locale and default storefront; the paywall; the
/// products it shows), the paywall's findings, its language switcher and the file the report names. With the
/// same theme and options, equal inputs make the same pages, index rows and overview.
struct PaywallInputs: Sendable, Equatable {
    let file: String
    let name: String
    let stores: Set<Store>
    let play: PlayCatalogInfo?
    let sourceLocale: LocaleID
    let defaultStorefront: Region
    let paywall: Paywall
    let products: [Product]
    let findings: [Diagnostic]
    let switcher: RenderedSwitcher

    init(_ loaded: LoadedCatalog, paywallIndex: Int, switcher: RenderedSwitcher) {
        let catalog = loaded.catalog
        file = loaded.file
        name = catalog.name
        stores = catalog.stores
        play = catalog.play
        sourceLocale = catalog.sourceLocale
        defaultStorefront = catalog.defaultStorefront
        paywall = catalog.paywalls[paywallIndex]
        products = paywall.productIDs.compactMap(catalog.product)
        findings = loaded.findings.byPaywall[paywallIndex]
        self.switcher = switcher
    }
}
