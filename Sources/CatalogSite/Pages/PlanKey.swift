import Catalog

/// A plan card's inputs: the same plan, in the same context, with the same highlight gives the same card.
struct PlanKey: Hashable, Sendable {
    /// What every card of the page shares.
    let context: PlanCardBuilder.Context
    /// The plan's product ID.
    let product: String
    /// Whether the plan is the paywall's highlighted one, whose card has the badge.
    let isHighlighted: Bool
}
