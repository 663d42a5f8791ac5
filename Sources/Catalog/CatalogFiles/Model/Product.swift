/// A product in a catalog: what a store sells, its prices per storefront and its metadata per language.
public struct Product: Sendable, Hashable {
    /// The store product ID.
    public let id: String
    /// What kind of purchase it is.
    public let type: ProductType
    /// The name App Store Connect shows the developer (the ID when not given).
    public let referenceName: String
    /// Whether the reference name was not given and defaults to the ID.
    public let referenceNameIsDefault: Bool
    /// The subscription group's ID (auto-renewable).
    public let groupID: String?
    /// The service level in the group, 1 = highest (auto-renewable).
    public let level: Int?
    /// The billing period (auto-renewable) or the duration (non-renewing).
    public let period: SubscriptionPeriod?
    /// Whether Family Sharing is on for the product.
    public let isFamilyShareable: Bool
    /// The price in each storefront.
    public let prices: [Region: Money]
    /// Store metadata per language.
    public let localizations: [LocaleID: Localization]
    /// Introductory, promotional and other offers, in file order.
    public let offers: [CatalogOffer]
    /// The JSON path of the product ("products[2]"), for diagnostics; not part of `==`: values equal in content
    /// are equal wherever they were read from.
    public var path: String { source.path }
    /// Where the value was read from.
    private let source: SourcePath

    /// A product from its fields; `path` is where it was read from, for diagnostics.
    public init(
        id: String, type: ProductType, referenceName: String, referenceNameIsDefault: Bool = false, groupID: String? = nil,
        level: Int? = nil,
        period: SubscriptionPeriod? = nil, isFamilyShareable: Bool = false, prices: [Region: Money],
        localizations: [LocaleID: Localization], offers: [CatalogOffer] = [], path: String = ""
    ) {
        self.id = id
        self.type = type
        self.referenceName = referenceName
        self.referenceNameIsDefault = referenceNameIsDefault
        self.groupID = groupID
        self.level = level
        self.period = period
        self.isFamilyShareable = isFamilyShareable
        self.prices = prices
        self.localizations = localizations
        self.offers = offers
        self.source = SourcePath(path: path)
    }

    /// The introductory offer, if any (the first one).
    public var introductoryOffer: CatalogOffer? { offers.first { $0.kind == .introductory } }
}
