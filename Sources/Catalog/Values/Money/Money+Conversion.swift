import Foundation

/// Prices per day, week, month or year derived from a plan's price and period, and savings between plans.
///
/// One convention, used everywhere: a year is 12 months, 52 weeks and 364 days (52 × 7, so that P7D
/// and P1W are the same length) (`PeriodUnit.perYear`). A price per unit is
/// `price × perYear(period unit) ÷ (value × perYear(unit))`, computed exactly in decimal and rounded
/// once, to the currency's digits, with the caller's mode.
///
/// ```swift
/// let yearly = try Money("83.99", currency: "USD")
/// try yearly.converted(per: SubscriptionPeriod("P1Y"), to: .month, rounding: .down)  // 6.99 USD
/// ```
extension Money {
    /// The price of one `unit` of a plan that costs this amount per `period`.
    /// - Throws: `AmountError` only if the rounded amount cannot be money (it never is negative).
    public func converted(
        per period: SubscriptionPeriod, to unit: PeriodUnit, rounding: RoundingMode = .halfEven
    ) throws(AmountError) -> Money {
        let exact = amount * Decimal(period.unit.perYear) / (Decimal(period.value) * Decimal(unit.perYear))
        return try Money(amount: exact.rounded(scale: currency.fractionDigits, rounding), currency: currency)
    }

    /// The cost over one year of a plan that costs this amount per `period`, exact (for comparisons,
    /// never shown rounded).
    public func yearlyCost(per period: SubscriptionPeriod) -> Decimal {
        amount * Decimal(period.unit.perYear) / Decimal(period.value)
    }

    /// How much cheaper this plan (this amount per `period`) is than `reference` over the same time, as
    /// a whole percent rounded down so it never overstates ("Save 58%" for $49.99/year against
    /// $9.99/month). Nil when the plan is not cheaper or the currencies differ.
    public func savingPercent(
        per period: SubscriptionPeriod, against reference: Money, per referencePeriod: SubscriptionPeriod
    ) -> Int? {
        guard currency == reference.currency else { return nil }
        let planCost = yearlyCost(per: period)
        let referenceCost = reference.yearlyCost(per: referencePeriod)
        guard referenceCost > 0, planCost < referenceCost else { return nil }
        let saving = (referenceCost - planCost) * 100 / referenceCost
        let percent = saving.rounded(scale: 0, .down)
        let value = NSDecimalNumber(decimal: percent).intValue
        return value > 0 ? value : nil
    }
}
