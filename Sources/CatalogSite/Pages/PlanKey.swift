import Catalog

/// A plan card's inputs: the same plan, in the same context, with the same highlight gives the same card.
struct PlanKey: Hashable, Sendable {
    let context: PlanCardBuilder.Context
    let product: String
    let isHighlighted: Bool
}
