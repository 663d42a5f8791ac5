/// An offer: its kind and the ordered phases a subscriber pays, ending with the regular price.
///
/// ```swift
/// let offer = try Offer(kind: .introductory, phases: [
///     .freeTrial(SubscriptionPeriod("P1W")),
///     .regular(Money("9.99", "USD"), every: SubscriptionPeriod("P1M")),
/// ])
/// ```
public struct Offer: Sendable, Hashable {
    /// The most phases an offer may have (Google Play's limit).
    public static let maximumPhases = 5

    public let kind: OfferKind
    /// The phases in order; only the last may be open-ended.
    public let phases: [PricingPhase]

    /// - Throws: `OfferError` for an empty list, more than five phases, an open-ended phase before the
    ///   last, or phases in different currencies.
    public init(kind: OfferKind, phases: [PricingPhase]) throws(OfferError) {
        guard !phases.isEmpty else { throw OfferError("an offer needs at least one phase") }
        guard phases.count <= Self.maximumPhases else {
            throw OfferError("an offer has at most \(Self.maximumPhases) phases, this one has \(phases.count)")
        }
        for (index, phase) in phases.enumerated().dropLast() where phase.recurrence == .infinite {
            throw OfferError(
                "phase \(index + 1) never ends, so the phases after it would never start",
                hint: "give it a number of cycles, or make it the last phase")
        }
        // A free phase has no real currency (a free trial built without one says USD).
        let currencies = Set(phases.filter { !$0.isFree }.map(\.price.currency))
        guard currencies.count <= 1 else {
            throw OfferError("the phases mix currencies (\(currencies.sorted().map(\.code).joined(separator: ", ")))")
        }
        self.kind = kind
        self.phases = phases
    }

    /// The phases before the regular price.
    public var offerPhases: [PricingPhase] { phases.last?.recurrence == .infinite ? Array(phases.dropLast()) : phases }

    /// The open-ended regular phase, when the offer states it.
    public var regularPhase: PricingPhase? { phases.last?.recurrence == .infinite ? phases.last : nil }

    /// Whether the first phase is free.
    public var startsWithFreeTrial: Bool { phases.first?.isFree ?? false }
}
