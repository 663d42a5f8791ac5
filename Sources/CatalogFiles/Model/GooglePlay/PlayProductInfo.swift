import CatalogText

/// What a Google Play catalog says about a product beyond the store-neutral model: its Play identity,
/// the prices for other regions, and the fields the model does not read (kept for writing back).
///
/// A Play subscription's base plan is a `Product` of its own: its `id` is `"<productId>:<basePlanId>"`
/// (the convention of Play Billing integrations), its `groupID` the subscription's `productId`. A one-time
/// product's purchase option is `"<productId>:<purchaseOptionId>"`; a legacy `InAppProduct` keeps its `sku`.
///
/// ```swift
/// let info = PlayProductInfo(productID: "premium", basePlanID: "monthly")
/// info.productID  // "premium"
/// ```
public struct PlayProductInfo: Sendable, Hashable {
    /// The subscription's or one-time product's `productId` (the legacy `sku`).
    public let productID: String
    /// The base plan's `basePlanId`; nil for a one-time product.
    public let basePlanID: String?
    /// The one-time product's purchase option (`purchaseOptionId`); nil for a subscription and for a
    /// legacy `InAppProduct`.
    public let purchaseOptionID: String?
    /// The prices for regions without their own (`otherRegionsConfig`), when given.
    public let otherRegions: OtherRegionsPrices?
    /// Fields of the subscription, base plan or product the model does not read, by the object they
    /// belong to: `"subscription"`, `"basePlan"`, `"product"`, `"purchaseOption"`, `"listing:<code>"`.
    package let kept: [String: KeptFields]

    /// Play's identity of a product.
    public init(productID: String, basePlanID: String? = nil, purchaseOptionID: String? = nil, otherRegions: OtherRegionsPrices? = nil) {
        self.init(productID: productID, basePlanID: basePlanID, purchaseOptionID: purchaseOptionID, otherRegions: otherRegions, kept: [:])
    }

    /// Play's identity of a product with the fields a reader kept.
    package init(
        productID: String, basePlanID: String?, purchaseOptionID: String?, otherRegions: OtherRegionsPrices?, kept: [String: KeptFields]
    ) {
        self.productID = productID
        self.basePlanID = basePlanID
        self.purchaseOptionID = purchaseOptionID
        self.otherRegions = otherRegions
        self.kept = kept.filter { !$0.value.isEmpty }
    }

    /// The ID a `Product` read from Play has: `productId:basePlanId` for a base plan,
    /// `productId:purchaseOptionId` for a one-time product's purchase option, else `productId`.
    ///
    /// ```swift
    /// PlayProductInfo(productID: "premium", basePlanID: "monthly").productIDInCatalog  // "premium:monthly"
    /// ```
    public var productIDInCatalog: String {
        [productID, basePlanID ?? purchaseOptionID].compactMap { $0 }.joined(separator: ":")
    }
}
