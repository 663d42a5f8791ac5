import CatalogText
import Foundation

extension CatalogOffer {
    /// A phase price stated against the region's regular price, as Google Play offers state it.
    ///
    /// Play prorates both kinds over the phase: the base plan's price for the length of one phase period,
    /// then the discount. A 50% relative discount for 3 months of a $12-a-year plan costs $1.50 (Android
    /// Publisher API, `RegionalSubscriptionOfferPhaseConfig`). Lengths compare under Catalog's convention
    /// (a year is 12 months, 52 weeks, 364 days).
    ///
    /// ```swift
    /// let half = CatalogOffer.Discount.relative(0.5)
    /// let twoOff = CatalogOffer.Discount.absolute(try Money("2.00", currency: "USD"))
    /// ```
    public enum Discount: Sendable, Hashable {
        /// The share of the price taken off, strictly between 0 and 1 (Play: `relativeDiscount`).
        case relative(Decimal)
        /// The amount taken off, in the region's currency (Play: `absoluteDiscount`).
        case absolute(Money)

        /// The price a phase period costs with this discount, given the plan's regular price, or nil when
        /// the lengths do not compare exactly or the discount exceeds the price. The result is rounded to
        /// the currency's digits, half to even (as ICU formats it).
        ///
        /// ```swift
        /// let yearly = try Money("12", currency: "USD")
        /// CatalogOffer.Discount.relative(0.5).price(for: try SubscriptionPeriod("P3M"), regular: yearly, every: try SubscriptionPeriod("P1Y"))
        /// // 1.50 USD
        /// ```
        public func price(for phasePeriod: SubscriptionPeriod, regular: Money, every billingPeriod: SubscriptionPeriod) -> Money? {
            let ratio =
                Decimal(phasePeriod.value) * Decimal(billingPeriod.unit.perYear)
                / (Decimal(billingPeriod.value) * Decimal(phasePeriod.unit.perYear))
            let prorated = regular.amount * ratio
            let amount: Decimal
            switch self {
            case .relative(let fraction):
                guard fraction > 0, fraction < 1 else { return nil }
                amount = prorated * (1 - fraction)
            case .absolute(let off):
                guard off.currency == regular.currency, off.amount <= prorated else { return nil }
                amount = prorated - off.amount
            }
            return (try? Money(amount: amount, currency: regular.currency))?.rounded()
        }
    }

    /// Google Play's pricing of an offer phase for the regions the offer does not list (`otherRegionsConfig`).
    public enum OtherRegionsPhasePricing: Sendable, Hashable {
        /// Fixed prices in dollars and euros (`otherRegionsPrices`).
        case prices(OtherRegionsPrices)
        /// Amounts off in dollars and euros (`absoluteDiscounts`).
        case absoluteDiscounts(OtherRegionsPrices)
        /// A share off (`relativeDiscount`).
        case relativeDiscount(Decimal)
        /// Free (`free`).
        case free
    }
}
