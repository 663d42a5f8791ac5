/// A CLDR plural category. Which ones a language uses, and which applies to a number, come from ICU.
///
/// ```swift
/// try PluralCategory.categories(for: LocaleID("ru"))  // [.one, .few, .many, .other]
/// ```
public enum PluralCategory: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    /// Orders categories as CLDR lists them: zero, one, two, few, many, other.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }

    /// The categories a locale's plural rules use, in CLDR order.
    public static func categories(for locale: LocaleID) throws(ICUError) -> [PluralCategory] {
        try Caches.plurals(locale: locale.dataIdentifier).categories()
    }

    /// The categories a locale's ordinal rules use (what `selectordinal` chooses by), in CLDR order:
    /// English `[.one, .two, .few, .other]` (1st, 2nd, 3rd, 4th), French `[.one, .other]`.
    public static func ordinalCategories(for locale: LocaleID) throws(ICUError) -> [PluralCategory] {
        try Caches.ordinals(locale: locale.dataIdentifier).categories()
    }

    /// The category of an integer count in a locale (Russian 21 → `.one`, Polish 22 → `.few`).
    public static func category(of count: Int, in locale: LocaleID) throws(ICUError) -> PluralCategory {
        let formatter = try Caches.numberFormatter(skeleton: "", locale: locale.dataIdentifier)
        return try formatter.pluralCategory(of: count, rules: Caches.plurals(locale: locale.dataIdentifier))
    }
}
