import CICU

/// Every process-wide cache of Catalog, in one place: ICU objects per (locale, skeleton) and the
/// storage of the formatters built on them per (locale, configuration). All are `Memo`s.
///
/// Opening an ICU formatter costs about sixty format calls, so every formatter, rule set and CLDR lookup
/// is opened once and shared. A `PriceFormatter`, `PeriodFormatter`, `OfferFormatter` or `Phrasebook`
/// is a small value over shared storage, so constructing one is a dictionary lookup: make them where
/// convenient, per call if need be.
enum FormatterCache {
    private static let formatters = Memo<String, NumberFormatterHandle>()
    private static let pluralRules = Memo<String, PluralRulesHandle>()
    private static let unitData = Memo<String, String?>()
    // Keyed by what callers pass (any locale ICU accepts), so bounded like `LocaleID`'s parsed spellings.
    private static let prices = Memo<PriceFormatter.Configuration, PriceFormatter.Storage>(limit: 10_000)
    private static let periods = Memo<String, PeriodFormatter.Storage>(limit: 10_000)
    private static let phrasebooks = Memo<LocaleID, Result<Phrasebook, PhraseError>>(limit: 10_000)

    /// A shared formatter for a skeleton in a locale.
    static func numberFormatter(skeleton: String, locale: String) throws(ICUError) -> NumberFormatterHandle {
        try formatters.value(for: locale + "\u{1F}" + skeleton) { () throws(ICUError) in
            try NumberFormatterHandle(skeleton: skeleton, locale: locale)
        }
    }

    /// The shared plural rules of a locale.
    static func plurals(locale: String) throws(ICUError) -> PluralRulesHandle {
        try pluralRules.value(for: locale) { () throws(ICUError) in try PluralRulesHandle(locale: locale) }
    }

    /// A string of the CLDR unit tree with locale fallback ("units/duration/month/per"), or nil when
    /// neither the locale nor its parents have it.
    static func unitString(locale: String, path: String) -> String? {
        unitData.value(for: locale + "\u{1F}" + path) {
            try? ICUString.read("read unit data \(path) for \(locale)") { out, capacity in cicu_unit_data(locale, path, out, capacity) }
        }
    }

    /// The per-currency ICU formatters of one price configuration, shared by every `PriceFormatter` with it.
    static func priceStorage(_ configuration: PriceFormatter.Configuration) -> PriceFormatter.Storage {
        prices.value(for: configuration) { PriceFormatter.Storage(configuration) }
    }

    /// The duration formatters and per-unit patterns of a locale, shared by every `PeriodFormatter` of it.
    static func periodStorage(locale: String) -> PeriodFormatter.Storage {
        periods.value(for: locale) { PeriodFormatter.Storage(locale: locale) }
    }

    /// The bundled phrases of a locale, resolved once (language match and texts).
    static func phrasebook(locale: LocaleID) throws(PhraseError) -> Phrasebook {
        try phrasebooks.value(for: locale) {
            Result { () throws(PhraseError) in try Phrasebook(locale: locale, catalog: Phrasebook.bundled.get()) }
        }.get()
    }
}
