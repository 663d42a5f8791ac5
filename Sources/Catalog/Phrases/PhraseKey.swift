/// The keys of Catalog's own phrases in `Resources/Localizable/Localizable.xcstrings`.
public enum PhraseKey: String, Sendable, Hashable, CaseIterable {
    case free = "offer.free"
    case freeTrial = "offer.freeTrial"
    case phaseFree = "offer.phase.free"
    case phaseRecurring = "offer.phase.recurring"
    case phaseUpFront = "offer.phase.upFront"
    case phaseUpFrontLater = "offer.phase.upFrontLater"
    case then = "offer.then"
    case compact = "offer.compact"
    case everyDay = "period.every.day"
    case everyWeek = "period.every.week"
    case everyMonth = "period.every.month"
    case everyYear = "period.every.year"
    case priceEveryDay = "price.every.day"
    case priceEveryWeek = "price.every.week"
    case priceEveryMonth = "price.every.month"
    case priceEveryYear = "price.every.year"
    case subscribe = "paywall.subscribe"
    case startFreeTrial = "paywall.startFreeTrial"
    case buy = "paywall.buy"
    case restorePurchases = "paywall.restorePurchases"
    case terms = "paywall.terms"
    case privacy = "paywall.privacy"
    case bestValue = "paywall.bestValue"
    case save = "paywall.save"
    case cancelAnytime = "paywall.cancelAnytime"
    case equivalent = "paywall.equivalent"
    case oneTimePurchase = "paywall.oneTimePurchase"
    case withOffer = "paywall.withOffer"
    case withoutOffer = "paywall.withoutOffer"
    case language = "paywall.language"
    case disclosureCharge = "disclosure.charge"
    case disclosureRenewal = "disclosure.renewal"
    case disclosureRenewalAfterOffer = "disclosure.renewalAfterOffer"
    case disclosureCancel = "disclosure.cancel"

    /// "every N days" for a unit.
    static func every(_ unit: PeriodUnit) -> PhraseKey {
        switch unit {
        case .day: .everyDay
        case .week: .everyWeek
        case .month: .everyMonth
        case .year: .everyYear
        }
    }

    /// "{price} every N days" for a unit.
    static func priceEvery(_ unit: PeriodUnit) -> PhraseKey {
        switch unit {
        case .day: .priceEveryDay
        case .week: .priceEveryWeek
        case .month: .priceEveryMonth
        case .year: .priceEveryYear
        }
    }
}
