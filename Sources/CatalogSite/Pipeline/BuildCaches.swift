import Catalog

/// The memos of one build, made fresh by each `SiteBuilder.build()` so that an edited catalog is never
/// rendered from a previous build's results.
struct BuildCaches: Sendable {
    let derivedPrices = Memo<DerivedPrices.Key, DerivedPrices.Value>()
    let fallbacks = Memo<FallbackKey, FallbackResult>()
    let cards = Memo<PlanViewModel, String>()
    let plans = Memo<PlanKey, BuiltPlan>()
    let disclosures = Memo<DisclosureKey, String>()
}

/// The translation chosen for a locale, if any.
struct FallbackResult: Sendable {
    let choice: (locale: LocaleID, isFallback: Bool)?
}
