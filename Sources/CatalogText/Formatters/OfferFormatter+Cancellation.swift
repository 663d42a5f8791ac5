extension OfferFormatter {
    /// Which store's cancellation sentence a disclosure ends with.
    ///
    /// ```swift
    /// let offer = try Offer(kind: .introductory, phases: [.regular(Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M"))])
    /// try OfferFormatter(locale: LocaleID("en_US")).disclosure(for: offer, committedPayments: nil, cancellation: .googlePlay)
    /// // "… You can cancel at any time in Google Play › Payments & subscriptions › Subscriptions; …"
    /// ```
    public enum Cancellation: String, Sendable, Hashable, CaseIterable {
        /// The App Store's: cancel at least 24 hours before the period ends, in the account settings.
        case appStore
        /// Google Play's: cancel at any time in Google Play › Payments & subscriptions › Subscriptions, the
        /// subscription staying active until the end of the period paid for (Play has no 24-hour rule).
        case googlePlay
    }
}
