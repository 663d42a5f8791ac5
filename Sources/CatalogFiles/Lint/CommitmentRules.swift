import CatalogText

/// Commitments: at least 2 payments; on the App Store, monthly billing for 12 payments.
enum CommitmentRules {
    /// The App Store's one commitment plan: billed every month, 12 payments (App Store Connect, 2026).
    static let appStorePayments = 12

    static func check(_ product: Product, _ context: inout LintContext) {
        guard let commitment = product.commitment else { return }
        let path = "\(product.path).commitment"
        if commitment.payments < 2 {
            context.report(
                .commitmentPayments,
                "a commitment of \(commitment.payments) payment\(commitment.payments == 1 ? "" : "s") commits to nothing; it needs at least 2",
                at: path, hint: "commit to 2 or more payments, or sell an ordinary subscription billed every period")
        }
        let month = try? SubscriptionPeriod(value: 1, unit: .month)
        if commitment.payments >= 2, context.catalog.stores.contains(.appStore),
            product.period?.normalized != month || commitment.payments != appStorePayments
        {
            let billing = product.period.map { "every \($0)" } ?? "without a period"
            context.report(
                .appStoreCommitment,
                "the App Store's commitment plans bill monthly for \(appStorePayments) payments; this one bills \(billing) for \(commitment.payments)",
                at: path, hint: "use \"period\": \"P1M\" and \(appStorePayments) payments, or sell this plan on Google Play only")
        }
    }
}
