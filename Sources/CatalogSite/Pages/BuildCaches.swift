import Catalog

/// The memos of one build, made fresh by each `SiteBuilder.build()` so that an edited catalog is never
/// rendered from a previous build's results.
struct BuildCaches: Sendable {
    let derivedPrices = Memo<DerivedPrices.Key, DerivedPrices.Value>()
    let fallbacks = Memo<FallbackKey, FallbackResult>()
    /// Rendered plan cards and built plans repeat when paywalls share products (a JSON catalog's
    /// experiments: 2,000 cards reused by 10,000 pages) and never when each paywall has its own products
    /// (a `.storekit` file of 250 groups: 50,000 cards, none reused), so each keeps at most
    /// `cardLimit` values: enough for the first case, a bound on memory in the second.
    let cards = Memo<CardKey, String>(limit: cardLimit)
    let plans = Memo<PlanKey, BuiltPlan>(limit: cardLimit)
    let disclosures = Memo<DisclosureKey, String>()
    let subscriptionTexts = Memo<SubscriptionTexts.Key, SubscriptionTexts.Value>()
    /// The formatters of copy shown in another language than its page's: its variables are written in the
    /// copy's language ("SAR 15.83 per month" in English copy on an Arabic page).
    let copyFormatters = Memo<LocaleID, CopyVariables.Formatters>()

    static let cardLimit = 4_096

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
