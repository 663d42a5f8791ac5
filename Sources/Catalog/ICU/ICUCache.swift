import CICU

/// The process-wide caches of ICU objects. Opening an ICU formatter costs about sixty format calls,
/// so every formatter, rule set and CLDR lookup is opened once per (locale, skeleton) and shared.
enum ICUCache {
    private static let formatters = Locked<[String: NumberFormatterHandle]>([:])
    private static let pluralRules = Locked<[String: PluralRulesHandle]>([:])
    private static let unitData = Locked<[String: String?]>([:])

    /// A shared formatter for a skeleton in a locale.
    static func numberFormatter(skeleton: String, locale: String) throws(ICUError) -> NumberFormatterHandle {
        let key = locale + "\u{1F}" + skeleton
        if let cached = formatters.withLock({ $0[key] }) { return cached }
        let handle = try NumberFormatterHandle(skeleton: skeleton, locale: locale)
        return formatters.withLock { cache in
            if let raced = cache[key] { return raced }
            cache[key] = handle
            return handle
        }
    }

    /// The shared plural rules of a locale.
    static func plurals(locale: String) throws(ICUError) -> PluralRulesHandle {
        if let cached = pluralRules.withLock({ $0[locale] }) { return cached }
        let handle = try PluralRulesHandle(locale: locale)
        return pluralRules.withLock { cache in
            if let raced = cache[locale] { return raced }
            cache[locale] = handle
            return handle
        }
    }

    /// A string of the CLDR unit tree with locale fallback ("units/duration/month/per"), or nil when
    /// neither the locale nor its parents have it.
    static func unitString(locale: String, path: String) -> String? {
        let key = locale + "\u{1F}" + path
        if let cached = unitData.withLock({ $0[key] }) { return cached }
        let value = try? ICUString.read("read unit data \(path) for \(locale)") { out, capacity in
            cicu_unit_data(locale, path, out, capacity)
        }
        unitData.withLock { $0[key] = .some(value) }
        return value
    }
}
