import Catalog

/// A built plan card, the offer it shows, and its review notes.
struct BuiltPlan: Sendable {
    let plan: PlanViewModel
    /// The introductory offer's phases the card states, for subscriptions with an offer priced here.
    let offerPhases: [PricingPhase]?
    let notes: [ReviewNote]
}
