import CatalogText
import Foundation

/// Google Play's rules about offer phases: discounts and the pricing of other regions, wherever they
/// appear (they are Play's own values).
enum PlayOfferRules {
    /// The regions an offer is priced in (Play: its `regionalConfigs`): those where one of its paid
    /// phases has a price or a discount and the product has a price.
    static func regions(of offer: CatalogOffer, in product: Product) -> Set<Region> {
        var regions: Set<Region> = []
        for phase in offer.phases where phase.mode != .free {
            regions.formUnion(phase.prices.keys)
            regions.formUnion(phase.discounts.keys)
        }
        return regions.filter { product.prices[$0] != nil }
    }

    /// A paid phase's discounts: one config per region, a relative discount strictly between 0 and 1, an
    /// absolute one in the region's currency and below the base plan's price over the phase.
    static func checkDiscounts(
        _ phase: CatalogOffer.Phase, product: Product, regularPeriod: SubscriptionPeriod, _ context: inout LintContext
    ) {
        for (region, discount) in phase.discounts.sorted(by: { $0.key < $1.key }) {
            let path = "\(phase.path).discounts.\(region.code)"
            if phase.prices[region] != nil {
                context.report(
                    .playRegionalConfig, "the \(phase.mode.rawValue) phase has both a price and a discount in \(region)", at: path,
                    hint: "a region of a Google Play phase has one of a price, an absolute discount, a relative discount or free")
                continue
            }
            switch discount {
            case .relative(let fraction):
                checkRelative(fraction, in: "\(region)", at: path, &context)
            case .absolute(let off):
                if let local = region.currency, local != off.currency {
                    context.report(
                        .playPriceCurrency, "Google Play charges the \(region) region in \(local), this amount off is in \(off.currency)",
                        at: path, hint: "write the discount in \(local)")
                } else if let regular = product.prices[region], regular.currency == off.currency {
                    checkAbsolute(off, regular: regular, every: regularPeriod, phase: phase, in: "\(region)", at: path, &context)
                }
            }
        }
        if let other = phase.otherRegions {
            checkOtherRegions(other, phase: phase, product: product, regularPeriod: regularPeriod, &context)
        }
    }

    /// `otherRegionsConfig` of a phase: dollars and euros, a relative discount in range, amounts off
    /// below the base plan's prices for other regions over the phase.
    static func checkOtherRegions(
        _ pricing: CatalogOffer.OtherRegionsPhasePricing, phase: CatalogOffer.Phase, product: Product, regularPeriod: SubscriptionPeriod,
        _ context: inout LintContext
    ) {
        let path = "\(phase.path).otherRegions"
        switch pricing {
        case .prices(let prices):
            PlayRules.checkOtherRegions(prices, at: path, &context)
        case .absoluteDiscounts(let discounts):
            PlayRules.checkOtherRegions(discounts, at: path, &context)
            guard let regular = product.play?.otherRegions else { return }
            for (off, price, key) in [(discounts.usd, regular.usd, "usd"), (discounts.eur, regular.eur, "eur")]
            where off.currency == price.currency {
                checkAbsolute(off, regular: price, every: regularPeriod, phase: phase, in: "other regions", at: "\(path).\(key)", &context)
            }
        case .relativeDiscount(let fraction):
            checkRelative(fraction, in: "other regions", at: path, &context)
        case .free:
            return
        }
    }

    /// A relative discount lies strictly between 0 and 1.
    static func checkRelative(_ fraction: Decimal, in place: String, at path: String, _ context: inout LintContext) {
        guard fraction <= 0 || fraction >= 1 else { return }
        context.report(
            .relativeDiscountRange, "the relative discount \(fraction) in \(place) is not strictly between 0 and 1", at: path,
            hint: "write the share as a fraction such as 0.25; for nothing to pay, make the phase free")
    }

    /// An absolute discount is below the base plan's price prorated over one phase period, as Play computes it.
    static func checkAbsolute(
        _ off: Money, regular: Money, every regularPeriod: SubscriptionPeriod, phase: CatalogOffer.Phase, in place: String,
        at path: String, _ context: inout LintContext
    ) {
        let discounted = CatalogOffer.Discount.absolute(off).price(for: phase.period, regular: regular, every: regularPeriod)
        guard discounted.map({ $0.amount <= 0 }) ?? true else { return }
        // Nothing off: the base plan's price over one phase period, the amount the discount must stay below.
        let prorated = CatalogOffer.Discount.absolute(Money(zeroIn: off.currency)).price(
            for: phase.period, regular: regular, every: regularPeriod)
        let limit = prorated.map { OfferRules.inWords($0, per: phase.period, once: true) } ?? "the price over \(phase.period)"
        context.report(
            .absoluteDiscountTooLarge,
            "the absolute discount \(off) in \(place) is not below the base plan's price over one phase period, \(limit) (\(OfferRules.inWords(regular, per: regularPeriod)))",
            at: path,
            hint: "Google Play subtracts it from the base plan's price for one phase period; take off less, or make the phase free")
    }
}
