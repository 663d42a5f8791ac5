import Catalog

/// Per-month equivalents and savings of plans: they depend on prices, not on language, so they are
/// computed once per (plan, reference plan, storefront) and shared by every page and locale.
enum DerivedPrices {
    /// The plan, the plan it is compared with, and the storefront.
    struct Key: Hashable, Sendable {
        let catalog: Int
        let product: String
        let reference: String?
        let storefront: String
    }

    /// The per-month price of a plan longer than a month, and its saving against the reference.
    struct Value: Sendable {
        let perMonth: Money?
        let savingPercent: Int?
    }
}
