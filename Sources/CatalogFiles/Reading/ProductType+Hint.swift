import CatalogText

extension ProductType {
    /// Words people use for a product type (in lower case) → the type, for "did you mean" when a
    /// catalog names a type that does not exist: a "lifetime" purchase is bought once and kept.
    static let synonyms: [String: String] = [
        "lifetime": "nonConsumable", "onetime": "nonConsumable", "one-time": "nonConsumable", "permanent": "nonConsumable",
        "subscription": "autoRenewable", "autorenewing": "autoRenewable", "auto-renewable": "autoRenewable",
        "nonrenewable": "nonRenewing", "non-renewing": "nonRenewing", "consumables": "consumable",
    ]

    /// The types and what each is, for a hint.
    static let listed =
        "product types: consumable (used up and bought again: coins), nonConsumable (bought once, kept forever: a lifetime"
        + " plan, remove ads), autoRenewable (a subscription that renews) and nonRenewing (access for a fixed time)"
}
