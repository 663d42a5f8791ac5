import Foundation

/// One phase of what a subscriber pays: a price per billing period, the period, and how often.
///
/// Every offer is an ordered list of phases: Apple's introductory offers (free trial, pay as you go,
/// pay up front), promotional, offer-code and win-back offers, and Google Play's up-to-five phases.
///
/// ```swift
/// let usd = try Currency("USD")
/// let phases = [
///     PricingPhase.freeTrial(try SubscriptionPeriod("P1W"), currency: usd),
///     try PricingPhase.payAsYouGo(Money("1.99", currency: usd), every: SubscriptionPeriod("P1M"), count: 3),
///     PricingPhase.regular(try Money("9.99", currency: usd), every: SubscriptionPeriod("P1M")),
/// ]
/// ```
public struct PricingPhase: Sendable, Hashable {
    /// What is charged each billing period (for `.once`, the single payment).
    public let price: Money
    /// The billing period (for `.once`, the period the payment covers).
    public let period: SubscriptionPeriod
    /// How often the phase bills.
    public let recurrence: Recurrence
    /// The share of the regular price taken off (0.5 for "50% off"), when the phase is stated as a
    /// discount rather than a price; nil otherwise.
    public let relativeDiscount: Decimal?

    /// Creates a phase.
    ///
    /// ```swift
    /// let phase = try PricingPhase(price: Money("1.99", currency: "USD"), period: SubscriptionPeriod("P1M"), recurrence: .cycles(3))
    /// ```
    /// - Throws: `OfferError.noCycles` when a cycle count is below 1.
    public init(price: Money, period: SubscriptionPeriod, recurrence: Recurrence) throws(OfferError) {
        if case .cycles(let count) = recurrence, count < 1 { throw .noCycles(count) }
        self.init(checked: price, period: period, recurrence: recurrence)
    }

    /// A phase whose recurrence is known to be valid (no count below 1).
    private init(checked price: Money, period: SubscriptionPeriod, recurrence: Recurrence, relativeDiscount: Decimal? = nil) {
        self.price = price
        self.period = period
        self.recurrence = recurrence
        self.relativeDiscount = relativeDiscount
    }

    /// A pay-as-you-go phase stated as a share off the regular price (a Google Play offer phase with a
    /// `relativeDiscount`): `price` is what each period costs, computed from the region's regular price;
    /// sentences say "50% off for 3 months".
    ///
    /// ```swift
    /// let half = try PricingPhase.discounted(Money("4.99", currency: "USD"), off: 0.5, every: SubscriptionPeriod("P1M"), count: 3)
    /// half.relativeDiscount  // 0.5
    /// ```
    /// - Throws: `OfferError.noCycles` for a count below 1.
    public static func discounted(_ price: Money, off fraction: Decimal, every period: SubscriptionPeriod, count: Int) throws(OfferError)
        -> PricingPhase
    {
        guard count >= 1 else { throw .noCycles(count) }
        return PricingPhase(checked: price, period: period, recurrence: .cycles(count), relativeDiscount: fraction)
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

    /// A free trial of a period (`free` in StoreKit), once, in the currency of the offer's other phases.
    ///
    /// ```swift
    /// let trial = PricingPhase.freeTrial(try SubscriptionPeriod("P1W"), currency: try Currency("EUR"))
    /// trial.isFree  // true
    /// ```
    public static func freeTrial(_ period: SubscriptionPeriod, currency: Currency) -> PricingPhase {
        PricingPhase(checked: Money(zeroIn: currency), period: period, recurrence: .cycles(1))
    }

    /// A discounted price each period for `count` periods (`payAsYouGo`).
    ///
    /// ```swift
    /// let phase = try PricingPhase.payAsYouGo(Money("0.99", currency: "EUR"), every: SubscriptionPeriod("P1M"), count: 3)
    /// ```
    /// - Throws: `OfferError.noCycles` when `count` is below 1.
    public static func payAsYouGo(_ price: Money, every period: SubscriptionPeriod, count: Int) throws(OfferError) -> PricingPhase {
        try PricingPhase(price: price, period: period, recurrence: .cycles(count))
    }

    /// One payment for `count` periods (`payUpFront`): the phase covers period × count.
    ///
    /// ```swift
    /// let phase = try PricingPhase.payUpFront(Money("29.99", currency: "USD"), for: SubscriptionPeriod("P1M"), count: 6)
    /// phase.period  // P6M
    /// ```
    /// - Throws: `PeriodError` when `count` is below 1 or period × count is longer than a period can be.
    public static func payUpFront(_ price: Money, for period: SubscriptionPeriod, count: Int = 1) throws(PeriodError) -> PricingPhase {
        PricingPhase(checked: price, period: try period.repeated(count), recurrence: .once)
    }

    /// The regular, open-ended price.
    ///
    /// ```swift
    /// let regular = PricingPhase.regular(try Money("9.99", currency: "USD"), every: try SubscriptionPeriod("P1M"))
    /// ```
    public static func regular(_ price: Money, every period: SubscriptionPeriod) -> PricingPhase {
        PricingPhase(checked: price, period: period, recurrence: .infinite)
    }
}
