/// A plan card as the key of its rendered HTML: equal when every value of the card is equal, hashed
/// on the few values that tell cards apart (its position, name and price), so a lookup does not hash
/// every string of the card.
///
/// The card is held in a box: the cache copies its key several times per lookup, and copying a
/// `PlanViewModel` retains each of its strings (an eighth of a small build's instructions), a box
/// only itself.
struct CardKey: Hashable, Sendable {
    private final class Box: Sendable {
        let plan: PlanViewModel
        init(_ plan: PlanViewModel) { self.plan = plan }
    }

    private let box: Box

    init(plan: PlanViewModel) { box = Box(plan) }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box || lhs.box.plan == rhs.box.plan }

    func hash(into hasher: inout Hasher) {
        hasher.combine(box.plan.choiceID)
        hasher.combine(box.plan.name)
        hasher.combine(box.plan.pricePerPeriod)
    }
}
