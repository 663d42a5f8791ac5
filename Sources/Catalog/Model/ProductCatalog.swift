/// Everything an app sells, the stores it sells in, and the paywalls that show it.
///
/// Read from our JSON format or an Xcode `.storekit` file with `CatalogLoader`, checked with `Linter`.
public struct ProductCatalog: Sendable {
    public let name: String
    public let stores: Set<Store>
    /// The language the copy was written in; the fallback for missing translations.
    public let sourceLocale: LocaleID
    /// The storefront previewed when a locale's own region has no price.
    public let defaultStorefront: Region
    public let groups: [SubscriptionGroup]
    public let products: [Product]
    public let paywalls: [Paywall]
    /// Where each JSON path was read from, for diagnostics.
    public let sourceMap: SourceMap

    public init(
        name: String, stores: Set<Store>, sourceLocale: LocaleID, defaultStorefront: Region, groups: [SubscriptionGroup],
        products: [Product], paywalls: [Paywall], sourceMap: SourceMap
    ) {
        self.name = name
        self.stores = stores
        self.sourceLocale = sourceLocale
        self.defaultStorefront = defaultStorefront
        self.groups = groups
        self.products = products
        self.paywalls = paywalls
        self.sourceMap = sourceMap
    }

    /// The product with an ID.
    public func product(_ id: String) -> Product? { products.first { $0.id == id } }
}
