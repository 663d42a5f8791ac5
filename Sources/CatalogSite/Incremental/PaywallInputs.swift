import Catalog

/// Everything the pages of one paywall are made from, but their locale and the theme: what `PageBuilder`
/// reads of the catalog (its name, stores, Play app, source locale and default storefront; the paywall; the
/// products it shows), the paywall's findings, its language switcher and the file the report names. With the
/// same theme and options, equal inputs make the same pages, index rows and overview.
///
/// A page reads a product's localizations only through the one its locale chooses among their locales
/// (`BuildCaches.translation`, the only reader of `Product.localizations` in the pages): inputs that differ only
/// in the values of localizations (``differsInTextsOnly(from:)``) make the same page in a locale whose chosen
/// localizations (``texts(for:)``) are equal.
struct PaywallInputs: Sendable, Equatable {
    let file: String
    let name: String
    let stores: Set<Store>
    let play: PlayCatalogInfo?
    let sourceLocale: LocaleID
    let defaultStorefront: Region
    let paywall: Paywall
    private(set) var products: [Product]
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

    /// Whether `other` equals these inputs but for the values of some localizations of its products (their
    /// locales the same).
    func differsInTextsOnly(from other: PaywallInputs) -> Bool {
        guard products.count == other.products.count,
            zip(products, other.products).allSatisfy({ Set($0.localizations.keys) == Set($1.localizations.keys) })
        else { return false }
        var (mine, theirs) = (self, other)
        mine.products = products.map(Self.withoutTexts)
        theirs.products = other.products.map(Self.withoutTexts)
        return mine == theirs
    }

    /// The localization a page in `locale` shows of each product (`BuildCaches.translation`'s choice).
    func texts(for locale: LocaleID) -> [Product.Localization?] {
        products.map { product in
            locale.bestMatch(among: product.localizations.keys, source: sourceLocale).flatMap { product.localizations[$0.locale] }
        }
    }

    /// The product without its localizations.
    private static func withoutTexts(_ product: Product) -> Product {
        Product(
            id: product.id, type: product.type, referenceName: product.referenceName,
            referenceNameIsDefault: product.referenceNameIsDefault,
            groupID: product.groupID, level: product.level, period: product.period, isFamilyShareable: product.isFamilyShareable,
            prices: product.prices, localizations: [:], offers: product.offers, commitment: product.commitment, play: product.play)
    }
}
