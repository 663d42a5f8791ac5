/// An offer: its kind and the ordered phases a subscriber pays, ending with the regular price.
///
/// ```swift
/// let offer = try Offer(kind: .introductory, phases: [
///     .freeTrial(SubscriptionPeriod("P1W")),
///     .regular(Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M")),
/// ])
/// ```
public struct Offer: Sendable, Hashable {
    /// The most phases an offer may have before its regular price (Google Play's limit: an offer has 1 to
    /// 5 phases, and the base plan's price follows them).
    public static let maximumPhases = 5

    /// Which kind of offer the phases describe.
    public let kind: Kind
    /// The phases in order; only the last may be open-ended.
    public let phases: [PricingPhase]

    /// Creates an offer from its phases, in order.
    /// - Throws: `OfferError` for an empty list, more than five phases before the regular price, an
    ///   open-ended phase before the last, or phases in different currencies.
    public init(kind: Kind, phases: [PricingPhase]) throws(OfferError) {
        guard !phases.isEmpty else { throw .noPhases }
        // The open-ended regular phase is the base plan's price, not one of Play's five offer phases.
        let offerPhaseCount = phases.last?.recurrence == .infinite ? phases.count - 1 : phases.count
        guard offerPhaseCount <= Self.maximumPhases else { throw .tooManyPhases(offerPhaseCount) }
        for (index, phase) in phases.enumerated().dropLast() where phase.recurrence == .infinite {
            throw .openEndedBeforeLast(phase: index + 1)
        }
        // A free phase charges nothing, so its currency cannot disagree with the others.
        let currencies = Set(phases.filter { !$0.isFree }.map(\.price.currency))
        guard currencies.count <= 1 else { throw .mixedCurrencies(currencies.sorted().map(\.code)) }
        self.kind = kind
        self.phases = phases
    }

    /// The phases before the regular price.
    public var offerPhases: [PricingPhase] { phases.last?.recurrence == .infinite ? Array(phases.dropLast()) : phases }

    /// The open-ended regular phase, when the offer states it.
    public var regularPhase: PricingPhase? { phases.last?.recurrence == .infinite ? phases.last : nil }

    /// Whether the first phase is free.
    var startsWithFreeTrial: Bool { phases.first?.isFree ?? false }
}
