import CatalogText

/// The four kinds of in-app purchase.
public enum ProductType: String, Sendable, Hashable, Codable, CaseIterable {
    /// Used up and bought again (coin packs).
    case consumable
    /// Bought once, kept forever (remove ads).
    case nonConsumable
    /// A subscription that renews until cancelled.
    case autoRenewable
    /// Access for a fixed time, bought again by hand.
    case nonRenewing
}
