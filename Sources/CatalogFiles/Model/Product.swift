import CatalogText

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
    /// The committed payments of a subscription billed per period under a commitment (Play installment
    /// plans, the App Store's monthly billing with a 12-month commitment); nil for other products.
    public let commitment: Commitment?
    /// What Google Play says about the product (its IDs there, prices for other regions, fields kept
    /// for writing back); nil for a product not read from or meant for Play.
    public let play: PlayProductInfo?
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
        self.init(
            id: id, type: type, referenceName: referenceName, referenceNameIsDefault: referenceNameIsDefault, groupID: groupID,
            level: level,
            period: period, isFamilyShareable: isFamilyShareable, prices: prices, localizations: localizations, offers: offers,
            commitment: nil, play: nil, path: path)
    }

    /// A product with a commitment or Google Play facts; `path` is where it was read from, for diagnostics.
    ///
    /// ```swift
    /// let installments = Product(
    ///     id: "premium:installments", type: .autoRenewable, referenceName: "Premium", groupID: "premium",
    ///     period: try SubscriptionPeriod("P1M"), prices: [Region("US"): try Money("9.99", currency: "USD")], localizations: [:],
    ///     commitment: Commitment(payments: 12), play: PlayProductInfo(productID: "premium", basePlanID: "installments"))
    /// ```
    public init(
        id: String, type: ProductType, referenceName: String, referenceNameIsDefault: Bool = false, groupID: String? = nil,
        level: Int? = nil,
        period: SubscriptionPeriod? = nil, isFamilyShareable: Bool = false, prices: [Region: Money],
        localizations: [LocaleID: Localization], offers: [CatalogOffer] = [], commitment: Commitment?, play: PlayProductInfo?,
        path: String = ""
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
        self.commitment = commitment
        self.play = play
        self.source = SourcePath(path: path)
    }

    /// The introductory offer, if any (the first one).
    public var introductoryOffer: CatalogOffer? { offers.first { $0.kind == .introductory } }
}
