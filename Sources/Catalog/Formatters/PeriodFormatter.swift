import CICU
import Foundation

/// Writes subscription periods in a locale through CLDR: durations, unit names and prices per period.
///
/// ```swift
/// let russian = try PeriodFormatter(locale: LocaleID("ru"))
/// try russian.duration(SubscriptionPeriod("P21M"))             // "21 месяц"
/// let french = try PeriodFormatter(locale: LocaleID("fr_FR"))
/// let price = try Money("0.99", currency: "EUR")
/// try french.price(price, per: SubscriptionPeriod("P1M"))                 // "0,99 € par mois"
/// try french.price(price, per: SubscriptionPeriod("P1M"), width: .short)  // "0,99 €/mois"
/// ```
public struct PeriodFormatter: Sendable {
    /// The locale of the text.
    public var locale: LocaleID { prices.locale }
    /// The formatter of the prices in prices per period (the locale and its price options).
    public let prices: PriceFormatter
    /// Catalog's own phrases for the locale ("every 3 months").
    public let phrases: Phrasebook

    private let storage: Storage

    /// A formatter for a locale with default price options; cheap to make, since its phrases, ICU
    /// formatters and CLDR patterns are resolved once per locale and shared.
    /// - Throws: `PhraseError` when Catalog's bundled phrases cannot be read.
    public init(locale: LocaleID) throws(PhraseError) {
        try self.init(prices: PriceFormatter(locale: locale))
    }

    /// A formatter in the locale of `prices`, which writes the prices of `price(_:per:width:)`, with a
    /// team's wording over Catalog's phrases where it gives one.
    ///
    /// ```swift
    /// let hungarian = try PeriodFormatter(prices: PriceFormatter(locale: LocaleID("hu_HU"), zeroFraction: .hiddenWhereCashIsWhole))
    /// try hungarian.price(Money("3990", currency: "HUF"), per: SubscriptionPeriod("P1M"))  // "3 990 Ft/hónap"
    /// ```
    /// - Parameters:
    ///   - prices: The locale and the options of prices.
    ///   - overrides: The team's phrases over Catalog's (none by default).
    /// - Throws: `PhraseError` when Catalog's bundled phrases cannot be read.
    public init(prices: PriceFormatter, overrides: PhraseOverrides = PhraseOverrides()) throws(PhraseError) {
        try self.init(prices: prices, phrases: Phrasebook(locale: prices.locale, overrides: overrides))
    }

    /// A formatter with the given phrases, which are for the locale of `prices`.
    init(prices: PriceFormatter, phrases: Phrasebook) {
        self.prices = prices
        self.phrases = phrases
        self.storage = Caches.periodStorage(locale: prices.locale.dataIdentifier)
    }

    /// The period as a duration, as the store names it ("3 months", "3 месяца", "3か月", "أسبوع").
    ///
    /// CLDR's unit names, except where Catalog's reviewed phrases replace a word that is wrong on a
    /// paywall (pl "7 dni" rather than CLDR's "7 dób"; ja "3か月" without CLDR's space); the languages
    /// and reasons are documented in `docs/translations/`.
    /// - Throws: `FormatError` when ICU fails or a reviewed phrase has no variant for the count.
    public func duration(_ period: SubscriptionPeriod, width: UnitWidth = .long) throws(FormatError) -> String {
        if phrases.has(.duration(period.unit)) { return try phrases.duration(period.value, period.unit) }
        let formatter = try FormatError.catchingICU { () throws(ICUError) in try storage.durationFormatter(period.unit, width) }
        return pseudo(try FormatError.catchingICU { () throws(ICUError) in try formatter.format(integer: period.value) })
    }

    /// The unit's name for a single period ("month", "mois", "Monat"), from the CLDR pattern for one
    /// unit with its number placeholder removed. Languages without a singular form keep CLDR's
    /// counting form (ja "か月").
    /// - Throws: `ICUError` when ICU fails or CLDR has no name for the unit.
    public func unitName(_ unit: PeriodUnit, width: UnitWidth = .long) throws(ICUError) -> String {
        let category = try PluralCategory.category(of: 1, in: locale)
        let base = "\(width.table)/duration/\(unit.cldrName)/"
        guard
            let pattern = Caches.unitString(locale: locale.dataIdentifier, path: base + category.rawValue)
                ?? Caches.unitString(locale: locale.dataIdentifier, path: base + "other")
        else { throw ICUError(operation: "find the CLDR name of \(unit) in \(locale)", code: CICU_ERROR_MISSING_RESOURCE) }
        return pseudo(pattern.replacingPlaceholders { $0 == "0" ? "" : nil }.trimmingCharacters(in: .whitespacesAndNonBreaking))
    }

    /// A price per period, the price written by `prices`.
    ///
    /// Long: CLDR's per-unit pattern for one period ("0,99 € par mois", "¥120/月", "‏9.99 ₪ לחודש"),
    /// Catalog's phrase for several ("29,99 € tous les 3 mois"). Short and narrow: Catalog's reviewed
    /// compact phrases ("0,99 €/mois", "$14.99/3 mo"), since CLDR's abbreviations ("€/M", "$/m", "/г")
    /// are not what paywalls write.
    ///
    /// ```swift
    /// let korean = try PeriodFormatter(locale: LocaleID("ko_KR"))
    /// try korean.price(Money("1200", currency: "KRW"), per: SubscriptionPeriod("P1M"))  // "월 ₩1,200"
    /// ```
    /// - Parameters:
    ///   - price: the price of one billing period.
    ///   - period: the billing period.
    ///   - width: long for words ("par mois"), short or narrow for the compact form ("/mois").
    /// - Throws: `FormatError` when ICU fails or a phrase has no variant for the count.
    public func price(_ price: Money, per period: SubscriptionPeriod, width: UnitWidth = .long) throws(FormatError) -> String {
        let formatted = try FormatError.catchingICU { () throws(ICUError) in try prices.format(price) }
        return try self.price(formatted: formatted, per: period, width: width)
    }

    /// `price(_:per:width:)` for a price already written ("0,99 €", or a computed price written by
    /// `PriceFormatter.format(derived:)`), or for an amount's own words in a lint message.
    package func price(formatted formattedPrice: String, per period: SubscriptionPeriod, width: UnitWidth = .long) throws(FormatError)
        -> String
    {
        if let pattern = cldrPricePattern(per: period, width: width) {
            return (locale.pseudo?.pattern(pattern) ?? pattern).replacingPlaceholders { $0 == "0" ? formattedPrice : nil }
        }
        if width != .long {
            guard period.value == 1 else { return try phrases.compactPrice(formattedPrice, every: period.value, period.unit) }
            return try FormatError.catchingPhrase { () throws(PhraseError) in try phrases.compactPrice(formattedPrice, per: period.unit) }
        }
        if period.value == 1, phrases.has(.pricePer(period.unit)) {
            return try FormatError.catchingPhrase { () throws(PhraseError) in try phrases.price(formattedPrice, per: period.unit) }
        }
        return try phrases.price(formattedPrice, every: period.value, period.unit)
    }

    /// CLDR's per-unit pattern when it writes `price(formatted:per:width:)` (one period, long width, no reviewed
    /// phrase replacing it), in the locale's own language; nil when Catalog's phrases write it, which may
    /// be another language's (English phrases for a locale without ours).
    package func cldrPricePattern(per period: SubscriptionPeriod, width: UnitWidth = .long) -> String? {
        guard width == .long, period.value == 1, !phrases.has(.pricePer(period.unit)) else { return nil }
        return perUnitPattern(period.unit, width: width)
    }

    /// "every 3 months" (Catalog's phrase, plural-correct); "every month", with no numeral, for one unit
    /// (never «每1个月» or «раз в 1 месяц», where a language's `one` category is absent or covers 21).
    /// - Throws: `FormatError` when ICU fails or the phrase has no variant for the count.
    public func every(_ period: SubscriptionPeriod) throws(FormatError) -> String {
        if period.value == 1 { return try FormatError.catchingPhrase { () throws(PhraseError) in try phrases.everyOne(period.unit) } }
        return try phrases.every(period.value, period.unit)
    }

    /// CLDR text after formatting, made pseudo in a pseudo-locale.
    private func pseudo(_ text: String) -> String { locale.pseudo?.text(text) ?? text }

    /// CLDR's "{0} per month" pattern for a width, narrowing to the next wider width when missing.
    func perUnitPattern(_ unit: PeriodUnit, width: UnitWidth) -> String? {
        storage.perUnitPatterns[Storage.slot(unit, width)]
    }

    static func lookUpPerUnitPattern(_ unit: PeriodUnit, width: UnitWidth, locale: LocaleID) -> String? {
        let widths: [UnitWidth] = width == .narrow ? [.narrow, .short, .long] : width == .short ? [.short, .long] : [.long]
        for candidate in widths {
            if let pattern = Caches.unitString(locale: locale.identifier, path: "\(candidate.table)/duration/\(unit.cldrName)/per") {
                return pattern
            }
        }
        return nil
    }
}

extension PeriodFormatter {
    /// The ICU formatters and CLDR patterns of one locale, one slot per (unit, width), shared through
    /// `Caches` by every `PeriodFormatter` of the locale.
    final class Storage: Sendable {
        let locale: String
        let perUnitPatterns: [String?]
        /// Read without a lock, like `PriceFormatter`'s per-currency formatters.
        private let durations: OnceSlots<NumberFormatterHandle>

        static func slot(_ unit: PeriodUnit, _ width: UnitWidth) -> Int {
            (PeriodUnit.allCases.firstIndex(of: unit) ?? 0) * UnitWidth.allCases.count + (UnitWidth.allCases.firstIndex(of: width) ?? 0)
        }

        init(locale: String) {
            self.locale = locale
            let id = LocaleID(validated: locale)
            var patterns: [String?] = Array(repeating: nil, count: PeriodUnit.allCases.count * UnitWidth.allCases.count)
            for unit in PeriodUnit.allCases {
                for width in UnitWidth.allCases {
                    patterns[Self.slot(unit, width)] = PeriodFormatter.lookUpPerUnitPattern(unit, width: width, locale: id)
                }
            }
            self.perUnitPatterns = patterns
            self.durations = OnceSlots(count: patterns.count)
        }

        func durationFormatter(_ unit: PeriodUnit, _ width: UnitWidth) throws(ICUError) -> NumberFormatterHandle {
            try durations.value(at: Self.slot(unit, width)) { () throws(ICUError) in
                try Caches.numberFormatter(skeleton: "measure-unit/duration-\(unit.cldrName) \(width.skeleton)", locale: locale)
            }
        }
    }
}

extension CharacterSet {
    /// White space including the no-break spaces CLDR puts in unit patterns.
    static let whitespacesAndNonBreaking = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{00A0}\u{202F}"))
}
