import CatalogText

/// The longest display name (Play: title) and description one store takes for a product.
///
/// App Store Connect: 30 and 45 characters. Google Play (Android Publisher API v3): a subscription's
/// description at most 80 characters (`SubscriptionListing`), a one-time product's title at most 55 and
/// description at most 200 (`OneTimeProductListing`); the reference gives no limit for a subscription's
/// title, and Catalog applies the one-time products' 55 (see docs/lint-rules.md).
struct ListingLimits: Sendable, Hashable {
    /// The store whose limits these are.
    let store: Store
    /// The longest display name, in characters.
    let displayName: Int
    /// The longest description, in characters.
    let description: Int

    /// The limits of each of `stores` for a product.
    static func of(_ product: Product, in stores: Set<Store>) -> [ListingLimits] {
        stores.sorted().map { store in
            switch store {
            case .appStore:
                ListingLimits(store: store, displayName: ProductRules.displayNameLimit, description: ProductRules.descriptionLimit)
            case .googlePlay:
                ListingLimits(store: store, displayName: 55, description: product.type == .autoRenewable ? 80 : 200)
            }
        }
    }

    /// Who allows the limit, as findings say it: "the store allows" (App Store Connect, as before
    /// Google Play's limits were checked), "Google Play allows".
    var allows: String { store == .appStore ? "the store allows" : "\(store.name) allows" }

    /// Where longer texts are refused.
    var console: String { store == .appStore ? "App Store Connect" : "Google Play" }
}
