/// Durations the stores accept, listed shortest first (as hints show them).
enum AllowedPeriods {
    /// App Store auto-renewable subscriptions.
    static let appStoreSubscriptions = AllowedPeriods.list("P1W", "P1M", "P2M", "P3M", "P6M", "P1Y")
    /// Google Play subscriptions.
    static let googlePlaySubscriptions = AllowedPeriods.list("P1W", "P4W", "P1M", "P2M", "P3M", "P6M", "P1Y")
    /// App Store introductory and promotional offers, free trials included.
    static let appStoreOffers = AllowedPeriods.list("P3D", "P1W", "P2W", "P1M", "P2M", "P3M", "P6M", "P1Y")
    /// App Store pay-up-front offers: one payment for 1, 2, 3, 6 or 12 months.
    static let appStoreUpFront = AllowedPeriods.list("P1M", "P2M", "P3M", "P6M", "P1Y")

    /// Periods written shortest first (a test checks the order).
    private static func list(_ spellings: String...) -> [SubscriptionPeriod] {
        spellings.compactMap { try? SubscriptionPeriod($0) }
    }

    /// Whether a period (normalized: P7D is P1W, P12M is P1Y) is one of `allowed`.
    static func contains(_ period: SubscriptionPeriod, in allowed: [SubscriptionPeriod]) -> Bool {
        allowed.contains(period.normalized)
    }

    /// "P3D, P1W, P2W, P1M, …", shortest first.
    static func describe(_ allowed: [SubscriptionPeriod]) -> String {
        allowed.map(\.description).joined(separator: ", ")
    }
}
