import Catalog

extension Product {
    /// The introductory offer's phases priced in a storefront, or nil when there is none there.
    func introductoryPhases(in storefront: Region) -> [PricingPhase]? {
        guard let offer = introductoryOffer, let currency = prices[storefront]?.currency else { return nil }
        let phases = offer.phases.compactMap { try? $0.pricingPhase(in: storefront, currency: currency) }
        return phases.count == offer.phases.count && !phases.isEmpty ? phases : nil
    }

    /// The regular price of a subscription in a storefront, as the phase after any offer.
    func regularPhase(in storefront: Region) -> PricingPhase? {
        guard type == .autoRenewable, let period, let price = prices[storefront] else { return nil }
        return try? PricingPhase.regular(price, every: period)
    }
}
