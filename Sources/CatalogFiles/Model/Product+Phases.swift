import CatalogText

extension Product {
    /// The offer previews, `strings` and copy show to customers eligible for an offer: the introductory
    /// offer, else the first Google Play offer (kind `googlePlay`, or read from Play: an upgrade or
    /// developer-determined offer, which Play leaves to the app to show).
    package var shownOffer: CatalogOffer? {
        introductoryOffer ?? offers.first { $0.kind == .googlePlay || $0.play != nil }
    }

    /// The shown offer's phases priced in a storefront, discounts computed from the regular price there
    /// (`CatalogOffer.Phase.pricingPhase(in:regular:every:)`), or nil when it has no price there.
    package func introductoryPhases(in storefront: Region) -> [PricingPhase]? {
        guard let offer = shownOffer, let price = prices[storefront] else { return nil }
        let phases = offer.phases.compactMap { phase in
            if let period { return try? phase.pricingPhase(in: storefront, regular: price, every: period) }
            return try? phase.pricingPhase(in: storefront, currency: price.currency)
        }
        return phases.count == offer.phases.count && !phases.isEmpty ? phases : nil
    }

    /// Whether the product is a Google Play prepaid plan: a non-renewing subscription read from Play or
    /// in a catalog for Play, paid once for its period and topped up by the customer.
    package func isPrepaid(in catalog: ProductCatalog) -> Bool {
        type == .nonRenewing && (play != nil || catalog.isForGooglePlay)
    }

    /// The regular price of a subscription in a storefront, as the phase after any offer.
    package func regularPhase(in storefront: Region) -> PricingPhase? {
        guard type == .autoRenewable, let period, let price = prices[storefront] else { return nil }
        return PricingPhase.regular(price, every: period)
    }

    /// The plan savings are stated against among a paywall's products: the monthly subscription, as
    /// customers compare, else the shortest; only subscriptions priced in the storefront count.
    package static func savingsReference(among products: [Product], in storefront: Region) -> Product? {
        let priced = products.filter { $0.type == .autoRenewable && $0.prices[storefront] != nil }
        return priced.first { $0.period?.normalized == (try? SubscriptionPeriod(value: 1, unit: .month)) }
            ?? priced.min { lhs, rhs in
                guard let left = lhs.period, let right = rhs.period else { return lhs.period == nil && rhs.period != nil }
                return right.isLonger(than: left)
            }
    }

    /// How much cheaper this subscription is than `reference` in a storefront, as a whole percent
    /// rounded down; nil unless the reference is another, shorter plan priced there.
    package func savingPercent(against reference: Product?, in storefront: Region) -> Int? {
        guard let reference, reference.id != id, let price = prices[storefront], let period,
            let referencePrice = reference.prices[storefront], let referencePeriod = reference.period,
            period.isLonger(than: referencePeriod)
        else { return nil }
        return price.savingPercent(per: period, against: referencePrice, per: referencePeriod)
    }
}
