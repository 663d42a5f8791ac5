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
        if let exact = Self.exactSavingPercent(self, per: period, against: reference, per: referencePeriod) { return exact }
        let planCost = yearlyCost(per: period)
        let referenceCost = reference.yearlyCost(per: referencePeriod)
        guard referenceCost > 0, planCost < referenceCost else { return nil }
        let saving = (referenceCost - planCost) * 100 / referenceCost
        let percent = saving.rounded(scale: 0, .down)
        let value = NSDecimalNumber(decimal: percent).intValue
        return value > 0 ? value : nil
    }

    /// `savingPercent(per:against:per:)` in whole numbers, when both yearly costs are whole multiples of
    /// the amounts' smallest digit (monthly, quarterly, half-yearly, yearly and weekly plans): the same
    /// answer as the decimal computation, since the percent is rounded down and a quotient of integers
    /// below 2⁶³ never comes within 10⁻³⁵ of the next whole number, without Decimal's slow division.
    /// The outer nil: an amount or a product does not fit, so the caller computes in Decimal; the inner
    /// nil: the plan saves nothing.
    private static func exactSavingPercent(
        _ plan: Money, per period: SubscriptionPeriod, against reference: Money, per referencePeriod: SubscriptionPeriod
    ) -> Int?? {
        guard let (planCost, referenceCost) = exactYearlyCosts(plan, per: period, reference, per: referencePeriod) else { return nil }
        guard referenceCost > 0, planCost < referenceCost else { return .some(nil) }
        let (hundredfold, overflow) = (referenceCost - planCost).multipliedReportingOverflow(by: 100)
        guard !overflow else { return nil }
        let value = hundredfold / referenceCost
        return .some(value > 0 ? value : nil)
    }

    /// The yearly costs of two amounts (`yearlyCost(per:)`) as integers in units of the smaller digit of
    /// the two, when both are whole numbers that fit (nearly all plans: prices with a few decimals per
    /// weeks, months or years); nil otherwise, so the caller computes in Decimal. Comparisons of these
    /// integers answer as comparisons of the Decimal costs do, since both are exact then.
    package static func exactYearlyCosts(
        _ first: Money, per firstPeriod: SubscriptionPeriod, _ second: Money, per secondPeriod: SubscriptionPeriod
    ) -> (Int, Int)? {
        guard let firstAmount = scaledAmount(first.decimalString), let secondAmount = scaledAmount(second.decimalString) else {
            return nil
        }
        let scale = max(firstAmount.scale, secondAmount.scale)
        guard let firstCost = yearly(firstAmount, to: scale, per: firstPeriod),
            let secondCost = yearly(secondAmount, to: scale, per: secondPeriod)
        else { return nil }
        return (firstCost, secondCost)
    }

    /// An amount written as plain digits with an optional point ("9.99") as an integer and its count of
    /// fraction digits (999, 2); nil for more than 18 digits or anything else.
    private static func scaledAmount(_ text: String) -> (significand: Int, scale: Int)? {
        var significand = 0, digits = 0
        var scale: Int?
        for byte in text.utf8 {
            if byte == UInt8(ascii: "."), scale == nil {
                scale = 0
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 18 else { return nil }
            significand = significand * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
            scale = scale.map { $0 + 1 }
        }
        return digits == 0 ? nil : (significand, scale ?? 0)
    }

    /// The yearly cost of an amount per `period` in units of 10⁻`scale`, when it is a whole number that fits.
    private static func yearly(_ amount: (significand: Int, scale: Int), to scale: Int, per period: SubscriptionPeriod) -> Int? {
        var value = amount.significand
        for _ in amount.scale..<scale {
            let (product, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            value = product
        }
        let (units, overflow) = value.multipliedReportingOverflow(by: period.unit.perYear)
        guard !overflow, period.value > 0, units % period.value == 0 else { return nil }
        return units / period.value
    }
}
