/// One phase of what a subscriber pays: a price per billing period, the period, and how often.
///
/// Every offer is an ordered list of phases: Apple's introductory offers (free trial, pay as you go,
/// pay up front), promotional, offer-code and win-back offers, and Google Play's up-to-five phases.
///
/// ```swift
/// let phases = [
///     try PricingPhase.freeTrial(SubscriptionPeriod("P1W")),
///     try PricingPhase.payAsYouGo(Money("1.99", currency: "USD"), every: SubscriptionPeriod("P1M"), count: 3),
///     try PricingPhase.regular(Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M")),
/// ]
/// ```
public struct PricingPhase: Sendable, Hashable {
    /// What is charged each billing period (for `.once`, the single payment).
    public let price: Money
    /// The billing period (for `.once`, the period the payment covers).
    public let period: SubscriptionPeriod
    /// How often the phase bills.
    public let recurrence: Recurrence

    /// Creates a phase.
    /// - Throws: `OfferError.noCycles` when a cycle count is below 1.
    public init(price: Money, period: SubscriptionPeriod, recurrence: Recurrence) throws(OfferError) {
        if case .cycles(let count) = recurrence, count < 1 { throw .noCycles(count) }
        self.price = price
        self.period = period
        self.recurrence = recurrence
    }

    /// Whether nothing is charged.
    public var isFree: Bool { price.amount == 0 }

    /// The time the phase lasts (P1M × 3 cycles = P3M); nil for the open-ended regular phase.
    public var totalDuration: SubscriptionPeriod? {
        switch recurrence {
        case .infinite: nil
        case .once: period
        case .cycles(let count): try? period.repeated(count)
        }
    }

    /// A free trial of a period (`free` in StoreKit), once.
    /// - Throws: `OfferError` or `CurrencyError` (only if ICU does not know USD).
    public static func freeTrial(_ period: SubscriptionPeriod, currency: Currency? = nil) throws -> PricingPhase {
        let currency = try currency ?? Currency("USD")
        return try PricingPhase(price: Money(amount: 0, currency: currency), period: period, recurrence: .cycles(1))
    }

    /// A discounted price each period for `count` periods (`payAsYouGo`).
    /// - Throws: `OfferError.noCycles` when `count` is below 1.
    public static func payAsYouGo(_ price: Money, every period: SubscriptionPeriod, count: Int) throws(OfferError) -> PricingPhase {
        try PricingPhase(price: price, period: period, recurrence: .cycles(count))
    }

    /// One payment for `count` periods (`payUpFront`): the phase covers period × count.
    /// - Throws: `PeriodError` when period × count is longer than a period can be.
    public static func payUpFront(_ price: Money, for period: SubscriptionPeriod, count: Int = 1) throws -> PricingPhase {
        try PricingPhase(price: price, period: period.repeated(count), recurrence: .once)
    }

    /// The regular, open-ended price.
    /// - Throws: never in practice; the open-ended recurrence has no count to check.
    public static func regular(_ price: Money, every period: SubscriptionPeriod) throws(OfferError) -> PricingPhase {
        try PricingPhase(price: price, period: period, recurrence: .infinite)
    }
}
