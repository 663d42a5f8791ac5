import CatalogText
import Foundation

/// Offer durations, payment modes and prices against the regular price.
enum OfferRules {
    static func check(_ context: inout LintContext) {
        let appStore = context.catalog.stores.contains(.appStore)
        let googlePlay = context.catalog.stores.contains(.googlePlay)
        for product in context.catalog.products {
            guard !product.offers.isEmpty else { continue }
            guard product.type == .autoRenewable else {
                context.report(.offerNotAllowed, "only auto-renewable subscriptions have offers", at: "\(product.path).offers")
                continue
            }
            // Without a valid period the offers cannot be checked; the period's own finding says why.
            guard let regularPeriod = product.period else { continue }
            for offer in product.offers {
                if offer.phases.isEmpty || offer.phases.count > Offer.maximumPhases {
                    context.report(
                        .offerPhaseCount,
                        "an offer has 1 to \(Offer.maximumPhases) phases before the regular price, this one has \(offer.phases.count)",
                        at: "\(offer.path).phases", hint: "Google Play's limit; the base plan's price follows the last phase")
                } else if appStore, offer.kind != .googlePlay, offer.phases.count > 1 {
                    context.report(
                        .offerPhaseCount,
                        "an App Store \(offer.kind.rawValue) offer has one phase, this one has \(offer.phases.count)",
                        at: "\(offer.path).phases", hint: "use kind \"googlePlay\" for multi-phase offers, or split the offer")
                }
                // Google Play needs every phase priced in each region of the offer (its regionalConfigs).
                let offerRegions = googlePlay ? PlayOfferRules.regions(of: offer, in: product) : []
                for phase in offer.phases {
                    check(phase, product: product, regularPeriod: regularPeriod, appStore: appStore, offerRegions: offerRegions, &context)
                }
            }
        }
    }

    static func check(
        _ phase: CatalogOffer.Phase, product: Product, regularPeriod: SubscriptionPeriod, appStore: Bool, offerRegions: Set<Region>,
        _ context: inout LintContext
    ) {
        checkDuration(phase, regularPeriod: regularPeriod, appStore: appStore, &context)
        guard phase.mode != .free else { return }
        checkPrices(phase, product: product, regularPeriod: regularPeriod, offerRegions: offerRegions, &context)
        PlayOfferRules.checkDiscounts(phase, product: product, regularPeriod: regularPeriod, &context)
    }

    /// The phase lasts as long as its payment mode allows, in periods the store offers.
    static func checkDuration(
        _ phase: CatalogOffer.Phase, regularPeriod: SubscriptionPeriod, appStore: Bool, _ context: inout LintContext
    ) {
        let total = ((try? phase.period.repeated(phase.count)) ?? phase.period).normalized
        switch phase.mode {
        case .free:
            if appStore, !AllowedPeriods.contains(total, in: AllowedPeriods.appStoreOffers) {
                context.report(
                    .offerDurationNotAllowed, "a free trial of \(total) is not an App Store offer duration",
                    at: "\(phase.path).period",
                    hint: "use one of \(AllowedPeriods.describe(AllowedPeriods.appStoreOffers))")
            }
        case .payAsYouGo:
            // Google Play phases last any period (a month at a discount on a yearly plan).
            if appStore, phase.period.normalized != regularPeriod.normalized {
                context.report(
                    .payAsYouGoPeriod,
                    "pay as you go bills every \(phase.period), but the subscription renews every \(regularPeriod)",
                    at: "\(phase.path).period",
                    hint: "pay as you go uses the subscription's own period; set \"period\": \"\(regularPeriod)\"")
            }
            if appStore, let limit = AllowedPeriods.appStorePayAsYouGoLimit, total.isLonger(than: limit) {
                context.report(
                    .offerDurationNotAllowed, "pay as you go for \(phase.count) × \(phase.period) lasts more than a year",
                    at: "\(phase.path).count", hint: "the App Store allows at most one year of pay-as-you-go periods")
            }
        case .payUpFront:
            if appStore, !AllowedPeriods.contains(total, in: AllowedPeriods.appStoreUpFront) {
                context.report(
                    .payUpFrontDuration, "pay up front for \(total) is not allowed", at: "\(phase.path).period",
                    hint: "pay up front covers 1, 2, 3, 6 or 12 months in one payment")
            }
        }
    }

    /// A paid phase has a price (or a Play discount) wherever the product has one, only there, and below
    /// the regular price; in each of `offerRegions` (Google Play) it must have one.
    static func checkPrices(
        _ phase: CatalogOffer.Phase, product: Product, regularPeriod: SubscriptionPeriod, offerRegions: Set<Region>,
        _ context: inout LintContext
    ) {
        var unpriced: [Region] = []
        for (region, regular) in product.prices.sorted(by: { $0.key < $1.key }) {
            guard let offered = phase.prices[region] else {
                if phase.discounts[region] == nil { unpriced.append(region) }
                continue
            }
            // A free regular price is its own error (price-zero); comparing with it would only repeat it.
            guard offered.currency == regular.currency, !regular.amount.isZero else { continue }
            // Compare what the phase charges with the regular price over the same time.
            let phasePeriod = phase.mode == .payUpFront ? ((try? phase.period.repeated(phase.count)) ?? phase.period) : phase.period
            // In integers when both costs are whole (Decimal division is slow), else in Decimal.
            let isNotCheaper =
                Money.exactYearlyCosts(offered, per: phasePeriod, regular, per: regularPeriod).map { $0.0 >= $0.1 }
                ?? (offered.yearlyCost(per: phasePeriod) >= regular.yearlyCost(per: regularPeriod))
            if isNotCheaper {
                context.report(
                    .offerNotCheaper,
                    "the offer price \(Self.inWords(offered, per: phasePeriod, once: phase.mode == .payUpFront)) in \(region) is not below the regular \(Self.inWords(regular, per: regularPeriod))",
                    at: "\(phase.path).prices.\(region.code)", hint: "an offer must cost less than the price it discounts")
            }
        }
        // Play refuses a phase without a config in a region of its offer; elsewhere the offer is only not shown.
        let unconfigured = unpriced.filter(offerRegions.contains)
        if !unconfigured.isEmpty {
            context.report(
                .playRegionalConfig,
                "the \(phase.mode.rawValue) phase has no price or discount for \(unconfigured.map(\.code).joined(separator: ", ")), where other phases of the offer have one",
                at: "\(phase.path).prices", hint: "Google Play needs every phase of an offer priced in each of the offer's regions")
        }
        let notOffered = unpriced.filter { !offerRegions.contains($0) }
        if !notOffered.isEmpty {
            // One finding for the phase, however many storefronts lack its price.
            let names = notOffered.map(\.code).joined(separator: ", ")
            let those = notOffered.count == 1 ? names : "those storefronts"
            context.report(
                .offerMissingPrice,
                "the \(phase.mode.rawValue) phase has no price for \(names), where the product is sold",
                at: "\(phase.path).prices", hint: "customers in \(those) will not see this offer")
        }
        let stated = phase.prices.keys.map { ($0, "prices") } + phase.discounts.keys.map { ($0, "discounts") }
        for (region, field) in stated.sorted(by: { $0.0 < $1.0 }) where product.prices[region] == nil {
            context.report(
                .offerPriceWithoutProductPrice, "the offer has a price for \(region), where the product has none",
                at: "\(phase.path).\(field).\(region.code)")
        }
    }

    /// An amount per period in English words, as findings are written: "12.99 USD per month", "24.99 USD
    /// every 3 months", or paid `once` up front, "29.99 USD for 3 months" (CLDR's unit names and Catalog's
    /// phrases), else "per P3M" should they fail.
    static func inWords(_ amount: Money, per period: SubscriptionPeriod, once: Bool = false) -> String {
        guard let english = try? PeriodFormatter(locale: LocaleID(validated: "en_US")) else { return "\(amount) per \(period)" }
        let words =
            once ? (try? english.duration(period)).map { "\(amount) for \($0)" } : try? english.price(formatted: "\(amount)", per: period)
        return words ?? "\(amount) per \(period)"
    }
}
