extension Product {
    /// The introductory offer's phases priced in a storefront, or nil when there is none there.
    package func introductoryPhases(in storefront: Region) -> [PricingPhase]? {
        guard let offer = introductoryOffer, let currency = prices[storefront]?.currency else { return nil }
        let phases = offer.phases.compactMap { try? $0.pricingPhase(in: storefront, currency: currency) }
        return phases.count == offer.phases.count && !phases.isEmpty ? phases : nil
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
