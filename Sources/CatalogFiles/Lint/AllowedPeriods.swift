import CatalogText

/// Durations the stores accept. Each set holds normalized periods (P1W, not P7D; P1Y, not P12M).
enum AllowedPeriods {
    /// App Store auto-renewable subscriptions.
    static let appStoreSubscriptions = AllowedPeriods.set("P1W", "P1M", "P2M", "P3M", "P6M", "P1Y")
    /// Google Play subscriptions.
    static let googlePlaySubscriptions = AllowedPeriods.set("P1W", "P4W", "P1M", "P2M", "P3M", "P6M", "P1Y")
    /// App Store introductory and promotional offers, free trials included.
    static let appStoreOffers = AllowedPeriods.set("P3D", "P1W", "P2W", "P1M", "P2M", "P3M", "P6M", "P1Y")
    /// App Store pay-up-front offers: one payment for 1, 2, 3, 6 or 12 months.
    static let appStoreUpFront = AllowedPeriods.set("P1M", "P2M", "P3M", "P6M", "P1Y")
    /// The longest an App Store pay-as-you-go offer may last: a year.
    static let appStorePayAsYouGoLimit = try? SubscriptionPeriod(value: 1, unit: .year)

    private static func set(_ spellings: String...) -> Set<SubscriptionPeriod> {
        Set(spellings.compactMap { try? SubscriptionPeriod($0).normalized })
    }

    /// Whether a period, once normalized (P7D is P1W, P12M is P1Y), is one of `allowed`.
    static func contains(_ period: SubscriptionPeriod, in allowed: Set<SubscriptionPeriod>) -> Bool {
        allowed.contains(period.normalized)
    }

    /// The periods from the shortest to the longest, as hints list them.
    static func shortestFirst(_ allowed: Set<SubscriptionPeriod>) -> [SubscriptionPeriod] {
        allowed.sorted { $1.isLonger(than: $0) }
    }

    /// "P3D, P1W, P2W, P1M, …", shortest first.
    static func describe(_ allowed: Set<SubscriptionPeriod>) -> String {
        shortestFirst(allowed).map(\.description).joined(separator: ", ")
    }
}
