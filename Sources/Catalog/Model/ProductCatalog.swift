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
    private let productIndex: [String: Int]

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
        self.productIndex = Dictionary(products.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    /// The product with an ID (the first, if an ID is used twice).
    public func product(_ id: String) -> Product? { productIndex[id].map { products[$0] } }
}
