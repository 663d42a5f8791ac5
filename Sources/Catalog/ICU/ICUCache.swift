import CICU

/// The process-wide caches of ICU objects. Opening an ICU formatter costs about sixty format calls,
/// so every formatter, rule set and CLDR lookup is opened once per (locale, skeleton) and shared.
enum ICUCache {
    private static let formatters = Memo<String, NumberFormatterHandle>()
    private static let pluralRules = Memo<String, PluralRulesHandle>()
    private static let unitData = Memo<String, String?>()

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
}
