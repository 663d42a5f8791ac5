import Catalog

/// Per-month equivalents and savings of plans: they depend on prices, not on language, so they are
/// computed once per (plan, reference plan, storefront) and shared by every page and locale.
enum DerivedPrices {
    struct Key: Hashable {
        let product: String
        let reference: String?
        let storefront: String
    }

    struct Value {
        let perMonth: Money?
        let savingPercent: Int?
    }
}

/// Which translation a locale falls back to, per catalog and per product (or paywall copy).
struct FallbackKey: Hashable {
    let catalog: Int
    /// "product:<id>" or "copy:<paywall id>".
    let subject: String
    let locale: LocaleID
}
