import CatalogJSON
import CatalogText

/// The kinds of Google Play JSON the Play reader recognises, by content (the fields the top-level object
/// has), whatever the file is called.
enum PlayShape: String, CaseIterable, Sendable {
    /// A `Subscription` (monetization.subscriptions get/create body): it has `basePlans`.
    case subscription
    /// A `subscriptions.list` response: `{"subscriptions": [...]}`.
    case subscriptionList
    /// One `SubscriptionOffer`: it has `offerId` and `basePlanId`.
    case offer
    /// A `basePlans.offers.list` response: `{"subscriptionOffers": [...]}`.
    case offerList
    /// A `OneTimeProduct`: it has `purchaseOptions`.
    case oneTimeProduct
    /// A `onetimeproducts.list` response: `{"oneTimeProducts": [...]}`.
    case oneTimeProductList
    /// A legacy `InAppProduct`: it has `sku`.
    case inAppProduct
    /// A legacy `inappproducts.list` response: `{"inappproduct": [...]}`.
    case inAppProductList

    /// The shape of a file's top-level value, or nil when it is no Google Play JSON (our format, a
    /// `.storekit` file): the key each shape alone has decides, so a Play file with a missing or
    /// ill-typed field is still read as Play and the field reported.
    static func of(_ root: JSONNode) -> PlayShape? {
        guard case .object(let members) = root.value else { return nil }
        let keys = Set(members.map(\.key))
        if keys.contains("products") || keys.contains("paywalls") || keys.contains("subscriptionGroups") { return nil }
        let lists: [(String, PlayShape)] = [
            ("subscriptions", .subscriptionList), ("subscriptionOffers", .offerList), ("oneTimeProducts", .oneTimeProductList),
            ("inappproduct", .inAppProductList),
        ]
        if let list = lists.first(where: { keys.contains($0.0) }) { return list.1 }
        if keys.contains("basePlans") { return .subscription }
        if keys.contains("offerId") || (keys.contains("basePlanId") && keys.contains("phases")) { return .offer }
        if keys.contains("purchaseOptions") { return .oneTimeProduct }
        if keys.contains("sku") { return .inAppProduct }
        return nil
    }

    /// The list field of a list response, nil for a single object.
    var listField: String? {
        switch self {
        case .subscriptionList: "subscriptions"
        case .offerList: "subscriptionOffers"
        case .oneTimeProductList: "oneTimeProducts"
        case .inAppProductList: "inappproduct"
        case .subscription, .offer, .oneTimeProduct, .inAppProduct: nil
        }
    }
}
