import CICU

/// Every keyed process-wide cache of Catalog, in one place, each a `Memo`: ICU objects per (locale,
/// skeleton), the storage of the formatters built on them per (locale, configuration), the resolved
/// phrases per locale, and what ICU says about locales and regions.
///
/// Opening an ICU formatter costs about sixty format calls, so every formatter, rule set and CLDR lookup
/// is opened once and shared. A `PriceFormatter`, `PeriodFormatter`, `OfferFormatter` or `Phrasebook`
/// is a small value over shared storage, so constructing one is a dictionary lookup: make them where
/// convenient, per call if need be. (Tables read whole from ICU once, such as `LocaleID.available` or
/// `Region.knownCodes`, are `static let`s beside their types: they have no key to cache by.)
enum Caches {
    private static let formatters = Memo<String, NumberFormatterHandle>()
    private static let pluralRules = Memo<String, PluralRulesHandle>()
    private static let unitData = Memo<String, String?>()
    // Keyed by what callers pass (any locale ICU accepts), so bounded like `LocaleID`'s parsed spellings.
    private static let prices = Memo<PriceFormatter.Skeletons, PriceFormatter.Storage>(limit: 10_000)
    private static let periods = Memo<String, PeriodFormatter.Storage>(limit: 10_000)
    private static let phrasebooks = Memo<LocaleID, Result<Phrasebook, PhraseError>>(limit: 10_000)
    // Keyed by catalog copy, so bounded: opening a pattern costs about forty format calls.
    private static let messageFormats = Memo<String, Result<MessageFormat.Storage, MessageFormatError>>(limit: 10_000)
    // Only well-sized spellings are remembered, and at most 10,000 of them.
    private static let localeSpellings = Memo<String, Result<String, LocaleError>>(limit: 10_000)
    private static let localeFacts = Memo<String, LocaleID.Facts>()
    private static let regionCurrencies = Memo<String, Currency?>()
    private static let regionLanguages = Memo<String, [String]>()

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

    /// The shared ordinal rules of a locale (in the same cache as the plural rules, under another key).
    static func ordinals(locale: String) throws(ICUError) -> PluralRulesHandle {
        try pluralRules.value(for: "ordinal\u{1F}" + locale) { () throws(ICUError) in
            try PluralRulesHandle(locale: locale, ordinal: true)
        }
    }

    /// A string of the CLDR unit tree with locale fallback ("units/duration/month/per"), or nil when
    /// neither the locale nor its parents have it.
    static func unitString(locale: String, path: String) -> String? {
        unitData.value(for: locale + "\u{1F}" + path) {
            try? ICUString.read("read unit data \(path) for \(locale)") { out, capacity in cicu_unit_data(locale, path, out, capacity) }
        }
    }

    /// The per-currency ICU formatters of one set of price skeletons, shared by every `PriceFormatter` whose
    /// locale and options give them.
    static func priceStorage(_ skeletons: PriceFormatter.Skeletons) -> PriceFormatter.Storage {
        prices.value(for: skeletons) { PriceFormatter.Storage(skeletons) }
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

    /// An opened copy pattern and its arguments for an ICU locale, shared by every `MessageFormat` of it.
    static func messageFormat(pattern: String, locale: String) throws(MessageFormatError) -> MessageFormat.Storage {
        try messageFormats.value(for: locale + "\u{1F}" + pattern) {
            Result { () throws(MessageFormatError) in try MessageFormat.Storage(pattern: pattern, locale: locale) }
        }.get()
    }

    /// The canonical identifier of a locale spelling, or why it is not one, read once per spelling so
    /// catalogs with thousands of locale keys ask ICU once per spelling.
    static func localeIdentifier(spelling: String) throws(LocaleError) -> String {
        try localeSpellings.value(for: spelling) {
            Result { () throws(LocaleError) in try LocaleID.canonicalIdentifier(of: spelling) }
        }.get()
    }

    /// What ICU says about a locale (BCP 47 tag, likely subtags, direction), asked once per locale.
    static func facts(locale identifier: String) -> LocaleID.Facts {
        localeFacts.value(for: identifier) { LocaleID.Facts(identifier) }
    }

    /// The currency a region uses today, from CLDR, asked once per region.
    static func currency(region code: String) -> Currency? {
        regionCurrencies.value(for: code) { try? Currency(region: code) }
    }

    /// The languages CLDR says are used in a region, asked once per region.
    static func languages(region code: String) -> [String] {
        regionLanguages.value(for: code) { Region.readLanguages(of: code) }
    }
}
