import CatalogText

/// Everything an app sells, the stores it sells in, and the paywalls that show it.
///
/// Read from our JSON format or an Xcode `.storekit` file with `CatalogLoader`, checked with `Linter`.
public struct ProductCatalog: Sendable {
    /// The catalog's name ("Pulse Fitness").
    public let name: String
    /// The stores whose rules the catalog must satisfy.
    public let stores: Set<Store>
    /// The language the copy was written in; the fallback for missing translations.
    public let sourceLocale: LocaleID
    /// The storefront previewed when a locale's own region has no price.
    public let defaultStorefront: Region
    /// The subscription groups, in file order.
    public let groups: [SubscriptionGroup]
    /// The products, in file order.
    public let products: [Product]
    /// The paywalls, in file order.
    public let paywalls: [Paywall]
    /// The Google Play app the catalog was read from (package name), nil for a catalog not read from
    /// Play's files.
    public let play: PlayCatalogInfo?
    /// Where each JSON path was read from, for diagnostics.
    package let sourceMap: SourceMap
    /// The IDs of products the file has but that could not be read (an unknown `type`, reported where
    /// it is written): a paywall showing one is not reported again for showing a product not in the catalog.
    package let unreadProductIDs: Set<String>
    private let productIndex: [String: Int]

    /// A catalog made in code rather than read from a file (its findings point at `file`, line 1).
    public init(
        name: String, stores: Set<Store>, sourceLocale: LocaleID, defaultStorefront: Region, groups: [SubscriptionGroup],
        products: [Product], paywalls: [Paywall], file: String = ""
    ) {
        self.init(
            name: name, stores: stores, sourceLocale: sourceLocale, defaultStorefront: defaultStorefront, groups: groups,
            products: products, paywalls: paywalls, sourceMap: SourceMap(file: file))
    }

    /// A catalog made in code for a Google Play app.
    ///
    /// ```swift
    /// let catalog = ProductCatalog(
    ///     name: "Lumen", stores: [.googlePlay], sourceLocale: try LocaleID("en-US"), defaultStorefront: try Region("US"),
    ///     groups: [], products: [], paywalls: [], play: PlayCatalogInfo(packageName: "com.example.lumen"))
    /// ```
    public init(
        name: String, stores: Set<Store>, sourceLocale: LocaleID, defaultStorefront: Region, groups: [SubscriptionGroup],
        products: [Product], paywalls: [Paywall], play: PlayCatalogInfo?, file: String = ""
    ) {
        self.init(
            name: name, stores: stores, sourceLocale: sourceLocale, defaultStorefront: defaultStorefront, groups: groups,
            products: products, paywalls: paywalls, sourceMap: SourceMap(file: file), play: play)
    }

    /// A catalog as a reader made it, with the positions of its JSON paths.
    init(
        name: String, stores: Set<Store>, sourceLocale: LocaleID, defaultStorefront: Region, groups: [SubscriptionGroup],
        products: [Product], paywalls: [Paywall], sourceMap: SourceMap, unreadProductIDs: Set<String> = [],
        play: PlayCatalogInfo? = nil
    ) {
        self.name = name
        self.stores = stores
        self.sourceLocale = sourceLocale
        self.defaultStorefront = defaultStorefront
        self.groups = groups
        self.products = products
        self.paywalls = paywalls
        self.sourceMap = sourceMap
        self.unreadProductIDs = unreadProductIDs
        self.play = play
        self.productIndex = Dictionary(products.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    /// The product with an ID (the first, if an ID is used twice).
    public func product(withID id: String) -> Product? { productIndex[id].map { products[$0] } }

    /// The index in `products` of the product with this ID, for a caller that reads one or two of its
    /// fields without copying the whole product: `catalog.products[index].path`.
    package func productIndex(ofID id: String) -> Int? { productIndex[id] }

    /// The same catalog without the positions of its JSON paths (its file name kept), for a caller that
    /// has made every diagnostic it needs: a large file records a position for each of its values.
    package func droppingPositions() -> ProductCatalog {
        ProductCatalog(
            name: name, stores: stores, sourceLocale: sourceLocale, defaultStorefront: defaultStorefront, groups: groups,
            products: products, paywalls: paywalls, sourceMap: SourceMap(file: sourceMap.file), unreadProductIDs: unreadProductIDs,
            play: play)
    }
}
