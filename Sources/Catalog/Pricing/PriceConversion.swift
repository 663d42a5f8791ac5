import Foundation

/// Prices per day, week, month or year derived from a plan's price and period, and savings between plans.
///
/// One convention, used everywhere: a year is 12 months, 52 weeks and 364 days (52 × 7, so that P7D
/// and P1W are the same length)
/// (`PeriodUnit.perYear`). A price per unit is `price × perYear(period unit) ÷ (value × perYear(unit))`,
/// computed exactly in decimal and rounded once, to the currency's digits, with the caller's mode.
///
/// ```swift
/// let yearly = try Money("83.99", "USD")
/// try PriceConversion.price(yearly, per: SubscriptionPeriod("P1Y"), in: .month, rounding: .down)  // 6.99 USD
/// ```
public enum PriceConversion {
    /// The price of one `unit` of a plan that costs `price` per `period`.
    public static func price(
        _ price: Money, per period: SubscriptionPeriod, in unit: PeriodUnit, rounding: RoundingMode = .halfEven
    ) throws(AmountError) -> Money {
        let exact = price.amount * Decimal(period.unit.perYear) / (Decimal(period.value) * Decimal(unit.perYear))
        return try Money(amount: exact.rounded(scale: price.currency.fractionDigits, rounding), currency: price.currency)
    }

    /// The cost of a plan over one year, exact (for comparisons, never shown rounded).
    public static func yearlyCost(of price: Money, per period: SubscriptionPeriod) -> Decimal {
        price.amount * Decimal(period.unit.perYear) / Decimal(period.value)
    }

    /// How much cheaper `plan` is than `reference` over the same time, as a whole percent rounded
    /// down so it never overstates ("Save 58%" for $49.99/year against $9.99/month). Nil when the plan
    /// is not cheaper or the currencies differ.
    public static func savingPercent(
        of plan: Money, per planPeriod: SubscriptionPeriod, against reference: Money, per referencePeriod: SubscriptionPeriod
    ) -> Int? {
        guard plan.currency == reference.currency else { return nil }
        let planCost = yearlyCost(of: plan, per: planPeriod)
        let referenceCost = yearlyCost(of: reference, per: referencePeriod)
        guard referenceCost > 0, planCost < referenceCost else { return nil }
        let saving = (referenceCost - planCost) * 100 / referenceCost
        let percent = saving.rounded(scale: 0, .down)
        let value = NSDecimalNumber(decimal: percent).intValue
        return value > 0 ? value : nil
    }
}
