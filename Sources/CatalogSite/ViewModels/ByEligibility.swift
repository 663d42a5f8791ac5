/// A value for each eligibility state of a paywall: for customers eligible for the introductory offer,
/// and for the others.
///
/// A page shows its title, buttons and disclosures in two states, and a template names each with the
/// state in its name (`callToActionWithOffer`, `callToActionWithoutOffer`); the code holds the pair as
/// one value, so a state is never forgotten and both are derived alike:
///
/// ```swift
/// let title = ByEligibility(withOffer: "Try Pulse free", withoutOffer: "Get Pulse")
/// title.map(\.count)  // ByEligibility(withOffer: 14, withoutOffer: 9)
/// title.varies        // true
/// title[eligible: false]  // "Get Pulse"
/// ```
struct ByEligibility<Value> {
    /// The value for customers eligible for the introductory offer.
    var withOffer: Value
    /// The value for customers who are not (or for everyone, when no plan has an offer).
    var withoutOffer: Value

    /// A value per state.
    init(withOffer: Value, withoutOffer: Value) {
        self.withOffer = withOffer
        self.withoutOffer = withoutOffer
    }

    /// A value per state, for a table of pairs: `.pair("title", "titleWithoutOffer")`.
    static func pair(_ withOffer: Value, _ withoutOffer: Value) -> Self { Self(withOffer: withOffer, withoutOffer: withoutOffer) }

    /// The same value in both states: `ByEligibility(both: "Restore purchases")`.
    init(both value: Value) {
        self.init(withOffer: value, withoutOffer: value)
    }

    /// The value of one state: `[eligible: true]` is `withOffer`.
    subscript(eligible isEligible: Bool) -> Value {
        isEligible ? withOffer : withoutOffer
    }

    /// Each state's value transformed, the state with the offer first:
    /// `labels.map { $0.uppercased() }`.
    func map<Other, Failure: Error>(_ transform: (Value) throws(Failure) -> Other) throws(Failure) -> ByEligibility<Other> {
        ByEligibility<Other>(withOffer: try transform(withOffer), withoutOffer: try transform(withoutOffer))
    }
}

extension ByEligibility: Equatable where Value: Equatable {
    /// Whether the two states differ: the page then shows a switch between them.
    var varies: Bool { withOffer != withoutOffer }
}

extension ByEligibility: Hashable where Value: Hashable {}

extension ByEligibility: Sendable where Value: Sendable {}
