import CatalogText

/// What one Google Play file holds, as read: the catalog assembler joins it with the other files of the
/// app (`PlayCatalogAssembler`). Model paths are the catalog's (`files[<n>].…`, see `SourceMap`).
struct PlayFileContents {
    /// A subscription: its group and one product per base plan, in file order.
    struct Subscription {
        let group: SubscriptionGroup
        let plans: [Product]
    }

    /// An offer waiting for its base plan, which may be in another file.
    struct PendingOffer {
        /// The subscription's `productId` and the base plan's `basePlanId` the offer names.
        let productID: String
        let basePlanID: String
        let offer: CatalogOffer
        /// Where the offer names its base plan, in the file, for a finding when there is no such plan.
        let basePlanPath: String
        let basePlanLocation: Diagnostic.Location
    }

    /// The `packageName`s the file states, with where each is (a list may hold several).
    var packageNames: [(name: String, path: String, location: Diagnostic.Location)] = []
    /// The `regionsVersion` a one-time product states.
    var regionsVersion: String?
    var subscriptions: [Subscription] = []
    var offers: [PendingOffer] = []
    var oneTimeProducts: [Product] = []
    /// Listing languages in file order, for the catalog's source locale.
    var listingLocales: [LocaleID] = []
    /// A legacy product's `defaultLanguage`.
    var defaultLanguage: LocaleID?
}
