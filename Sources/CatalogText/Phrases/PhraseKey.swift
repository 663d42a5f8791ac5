/// The keys of Catalog's own phrases in `Resources/Localizable/Localizable.xcstrings`.
enum PhraseKey: String, Sendable, Hashable, CaseIterable {
    case free = "offer.free"
    case phaseFree = "offer.phase.free"
    case phaseRecurring = "offer.phase.recurring"
    case phaseDiscount = "offer.phase.discount"
    case phaseUpFront = "offer.phase.upFront"
    case phaseUpFrontLater = "offer.phase.upFrontLater"
    case phaseRecurringOnceDay = "offer.phase.recurringOnce.day"
    case phaseRecurringOnceWeek = "offer.phase.recurringOnce.week"
    case phaseRecurringOnceMonth = "offer.phase.recurringOnce.month"
    case phaseRecurringOnceYear = "offer.phase.recurringOnce.year"
    case then = "offer.then"
    case compact = "offer.compact"
    case everyDay = "period.every.day"
    case everyWeek = "period.every.week"
    case everyMonth = "period.every.month"
    case everyYear = "period.every.year"
    case everyOneDay = "period.everyOne.day"
    case everyOneWeek = "period.everyOne.week"
    case everyOneMonth = "period.everyOne.month"
    case everyOneYear = "period.everyOne.year"
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
    case storePreview = "paywall.storePreview"
    case disclosureCharge = "disclosure.charge"
    case disclosureRenewal = "disclosure.renewal"
    case disclosureRenewalAfterOffer = "disclosure.renewalAfterOffer"
    case disclosureCancel = "disclosure.cancel"
    case disclosureCancelGooglePlay = "disclosure.cancel.googlePlay"
    case disclosureCommitment = "disclosure.commitment"
    case disclosureChargeAfterTrial = "disclosure.chargeAfterTrial"
    case disclosureParagraph = "disclosure.paragraph"
    case priceCompactDay = "price.compact.day"
    case priceCompactWeek = "price.compact.week"
    case priceCompactMonth = "price.compact.month"
    case priceCompactYear = "price.compact.year"
    case priceCompactEveryDay = "price.compactEvery.day"
    case priceCompactEveryWeek = "price.compactEvery.week"
    case priceCompactEveryMonth = "price.compactEvery.month"
    case priceCompactEveryYear = "price.compactEvery.year"
    case durationDay = "duration.day"
    case durationWeek = "duration.week"
    case durationMonth = "duration.month"
    case durationYear = "duration.year"
    case pricePerDay = "price.per.day"
    case pricePerWeek = "price.per.week"
    case pricePerMonth = "price.per.month"
    case pricePerYear = "price.per.year"
    case periodlyDay = "plan.periodly.day"
    case periodlyWeek = "plan.periodly.week"
    case periodlyMonth = "plan.periodly.month"
    case periodlyQuarter = "plan.periodly.quarter"
    case periodlyYear = "plan.periodly.year"
    case lifetime = "plan.lifetime"
    case commitmentMonth = "plan.commitment.month"
    case prepaid = "plan.prepaid"

    /// Whether the key replaces CLDR data only in the languages that have it (no source-language text):
    /// the durations and prices per unit where CLDR's word is wrong on a paywall (pl "doba", ja "3 か月",
    /// sv "per dygn").
    var isCLDROverride: Bool {
        switch self {
        case .durationDay, .durationWeek, .durationMonth, .durationYear: true
        case .pricePerDay, .pricePerWeek, .pricePerMonth, .pricePerYear: true
        default: false
        }
    }

    /// "{price} per day" for a unit, where a language overrides CLDR's per-unit pattern.
    static func pricePer(_ unit: PeriodUnit) -> PhraseKey {
        unit.pick(day: .pricePerDay, week: .pricePerWeek, month: .pricePerMonth, year: .pricePerYear)
    }

    /// "3 days" for a unit, where a language overrides CLDR's duration.
    static func duration(_ unit: PeriodUnit) -> PhraseKey {
        unit.pick(day: .durationDay, week: .durationWeek, month: .durationMonth, year: .durationYear)
    }

    /// "{price}/mo" for a unit: the compact price per period of one unit.
    static func priceCompact(_ unit: PeriodUnit) -> PhraseKey {
        unit.pick(day: .priceCompactDay, week: .priceCompactWeek, month: .priceCompactMonth, year: .priceCompactYear)
    }

    /// "{price}/3 mo" for a unit: the compact price per period of several units.
    static func priceCompactEvery(_ unit: PeriodUnit) -> PhraseKey {
        unit.pick(day: .priceCompactEveryDay, week: .priceCompactEveryWeek, month: .priceCompactEveryMonth, year: .priceCompactEveryYear)
    }

    /// "every N days" for a unit.
    static func every(_ unit: PeriodUnit) -> PhraseKey {
        unit.pick(day: .everyDay, week: .everyWeek, month: .everyMonth, year: .everyYear)
    }

    /// "every day" for a unit: a period of exactly one unit, with no number.
    static func everyOne(_ unit: PeriodUnit) -> PhraseKey {
        unit.pick(day: .everyOneDay, week: .everyOneWeek, month: .everyOneMonth, year: .everyOneYear)
    }

    /// "{price} for the first day" for a unit: a pay-as-you-go phase of one period of one unit.
    static func recurringOnce(_ unit: PeriodUnit) -> PhraseKey {
        unit.pick(
            day: .phaseRecurringOnceDay, week: .phaseRecurringOnceWeek, month: .phaseRecurringOnceMonth, year: .phaseRecurringOnceYear)
    }

    /// "{price} every N days" for a unit.
    static func priceEvery(_ unit: PeriodUnit) -> PhraseKey {
        unit.pick(day: .priceEveryDay, week: .priceEveryWeek, month: .priceEveryMonth, year: .priceEveryYear)
    }
}

extension PeriodUnit {
    /// The value for this unit among four, one per unit: the phrase families that have a key per unit.
    fileprivate func pick<Value>(day: Value, week: Value, month: Value, year: Value) -> Value {
        switch self {
        case .day: day
        case .week: week
        case .month: month
        case .year: year
        }
    }
}
