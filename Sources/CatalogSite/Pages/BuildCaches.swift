import Catalog

/// The memos of one build, made fresh by each `SiteBuilder.build()` so that an edited catalog is never
/// rendered from a previous build's results.
struct BuildCaches: Sendable {
    let derivedPrices = Memo<DerivedPrices.Key, DerivedPrices.Value>()
    let fallbacks = Memo<FallbackKey, FallbackResult>()
    let cards = Memo<CardKey, String>()
    let plans = Memo<PlanKey, BuiltPlan>()
    let disclosures = Memo<DisclosureKey, String>()
    let subscriptionTexts = Memo<SubscriptionTexts.Key, SubscriptionTexts.Value>()

    /// The translation to show on a page in `locale`, among those available, chosen once per catalog,
    /// subject and locale.
    func translation(
        of subject: FallbackKey.Subject, among available: some Collection<LocaleID>, for locale: LocaleID, in catalog: ProductCatalog,
        catalogKey: Int
    ) -> (locale: LocaleID, isFallback: Bool)? {
        fallbacks.value(for: FallbackKey(catalog: catalogKey, subject: subject, locale: locale)) {
            FallbackResult(choice: locale.bestMatch(among: available, source: catalog.sourceLocale))
        }.choice
    }
}
