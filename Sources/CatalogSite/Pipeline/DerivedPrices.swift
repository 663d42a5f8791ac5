import Catalog

/// Per-month equivalents and savings of plans: they depend on prices, not on language, so they are
/// computed once per (plan, reference plan, storefront) and shared by every page and locale.
enum DerivedPrices {
    struct Key: Hashable, Sendable {
        let catalog: Int
        let product: String
        let reference: String?
        let storefront: String
    }

    struct Value: Sendable {
        let perMonth: Money?
        let savingPercent: Int?
    }
}

/// Which translation a locale falls back to, per catalog and per product (or paywall copy).
struct FallbackKey: Hashable, Sendable {
    let catalog: Int
    /// "product:<id>" or "copy:<paywall id>".
    let subject: String
    let locale: LocaleID
}

/// A plan card's inputs: the same plan, storefront, locale, reference and highlight give the same card.
struct PlanKey: Hashable, Sendable {
    let catalog: Int
    let product: String
    let storefront: String
    let locale: LocaleID
    let reference: String?
    let isHighlighted: Bool
}

/// A built plan card, the offer it shows, and its review notes.
struct BuiltPlan: Sendable {
    let plan: PlanViewModel
    let offerPhases: [PricingPhase]?
    let notes: [String]
}

/// A disclosure is a function of the locale and the phases it describes.
struct DisclosureKey: Hashable, Sendable {
    let locale: LocaleID
    let phases: [PricingPhase]
}
