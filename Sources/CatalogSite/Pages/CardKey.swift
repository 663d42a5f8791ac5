/// A plan card as the key of its rendered HTML: equal when every value of the card is equal, hashed
/// on the few values that tell cards apart (its position, name and price), so a lookup does not hash
/// every string of the card.
struct CardKey: Hashable, Sendable {
    let plan: PlanViewModel

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.plan == rhs.plan }

    func hash(into hasher: inout Hasher) {
        hasher.combine(plan.choiceID)
        hasher.combine(plan.name)
        hasher.combine(plan.pricePerPeriod)
    }
}
