import Catalog

/// The formatted texts of a subscription's card: a function of the locale, the price as written, the
/// period, the offer's phases and the derived per-month price and saving, so plans with the same
/// prices share them across paywalls (price tiers repeat: every "$9.99 per month" in German is
/// formatted once).
enum SubscriptionTexts {
    /// Everything the texts depend on; the price's text form keeps "4.99" and "4.990" apart.
    struct Key: Hashable, Sendable {
        let locale: LocaleID
        let price: Money
        let priceText: String
        let period: SubscriptionPeriod
        /// The committed payments of a commitment plan.
        let commitment: Int?
        /// The introductory phases followed by the regular phase, when the plan has an offer here.
        let offerPhases: [PricingPhase]?
        let perMonth: Money?
        let perMonthText: String?
        let savingPercent: Int?
    }

    /// The card's price per period, billing terms, offer sentence (both styles), per-month equivalent and
    /// saving.
    struct Value: Sendable {
        let pricePerPeriod: String
        let billingTerms: String?
        let offer: String?
        let compactOffer: String?
        let equivalent: String?
        let saving: String?
    }
}
