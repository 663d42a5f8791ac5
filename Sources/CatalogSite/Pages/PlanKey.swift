import Catalog

/// A plan card's inputs: the same plan, storefront, locale, reference and highlight give the same card.
struct PlanKey: Hashable, Sendable {
    let catalog: Int
    let product: String
    let storefront: String
    let locale: LocaleID
    let reference: String?
    let isHighlighted: Bool
}
