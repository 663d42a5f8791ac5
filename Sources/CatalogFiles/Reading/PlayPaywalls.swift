import CatalogText

/// The paywalls previewed for a Google Play catalog, which has none of its own: one per subscription
/// (its base plans from the shortest period to the longest, titled by the listing's title in each
/// language, the listing's benefits as features), plus one for the one-time products.
enum PlayPaywalls {
    static func infer(
        subscriptions: [PlayFileContents.Subscription], oneTime: [Product], storefront: Region, sourceLocale: LocaleID
    ) -> [Paywall] {
        func locales(_ items: [Product]) -> [LocaleID] {
            let all = Set(items.flatMap { $0.localizations.keys })
            return all.isEmpty ? [sourceLocale] : all.sorted()
        }
        let ids = Slug.unique(subscriptions.map(\.group.name) + ["store"])
        var paywalls: [Paywall] = []
        for (index, subscription) in subscriptions.enumerated() where !subscription.plans.isEmpty {
            let plans = StoreKitPaywalls.byPeriod(subscription.plans)
            let pageLocales = locales(plans)
            var copy: [LocaleID: Paywall.Copy] = [:]
            for locale in pageLocales {
                let listing = plans.lazy.compactMap { $0.localizations[locale] }.first
                copy[locale] = Paywall.Copy(
                    title: subscription.group.localizedNames[locale] ?? subscription.group.name, subtitle: "",
                    features: listing?.benefits ?? [])
            }
            paywalls.append(
                Paywall(
                    id: ids[index], productIDs: plans.map(\.id),
                    highlight: StoreKitPaywalls.bestValue(plans.filter(\.isPlainRenewal), storefront: storefront),
                    locales: pageLocales, copy: copy, isInferred: true, path: subscription.group.path))
        }
        if !oneTime.isEmpty {
            paywalls.append(
                Paywall(
                    id: ids[subscriptions.count], productIDs: oneTime.map(\.id), locales: locales(oneTime), copy: [:], isInferred: true,
                    path: oneTime[0].path))
        }
        return paywalls
    }
}

extension Product {
    /// Whether the plan renews every period with no commitment: the plans a "Best value" badge compares
    /// (a prepaid or installments plan costs per period what its commitment makes it cost).
    fileprivate var isPlainRenewal: Bool { type == .autoRenewable && commitment == nil }
}
