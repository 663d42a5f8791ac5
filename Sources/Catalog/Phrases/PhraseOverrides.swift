import Foundation

/// A team's own wording over Catalog's phrases: per phrase and language, a text, or one text per CLDR
/// plural category for a phrase with a count.
///
/// Keys are those of Catalog's `Localizable.xcstrings` (`paywall.subscribe`, `offer.phase.free`,
/// `period.every.month`; all of them in `PhraseOverrides.keys`), and languages are tags such as `de`,
/// `pt-BR` or `zh-Hant`. Every override is checked when it is added: it must keep the placeholders of
/// Catalog's phrase (`{price}`, `{duration}`; a plural variant may spell `{count}` in words), and a
/// phrase with a count needs a variant for exactly the plural categories its language uses (Polish
/// `one`, `few`, `many`, `other`). Overrides take effect through `Phrasebook(locale:overrides:)` and
/// the formatters' `overrides:` parameters. An override for a language also replaces Catalog's text in
/// the more specific forms of it that the team does not override (`en` covers Catalog's `en-GB`,
/// `en-AU` and `en-CA`); a language Catalog has no phrases for becomes one, with Catalog's English
/// where the team gives nothing.
///
/// ```swift
/// var brand = PhraseOverrides()
/// try brand.set("Join Pulse", for: "paywall.subscribe", language: "en")
/// try brand.set([.one: "alle {count} Monat", .other: "alle {count} Monate"], for: "period.every.month", language: "de")
/// try Phrasebook(locale: LocaleID("en_US"), overrides: brand).text(.subscribe)  // "Join Pulse"
/// ```
public struct PhraseOverrides: Sendable, Equatable {
    /// Key → language tag → value, each checked.
    private(set) var values: [String: [String: StringCatalog.Value]] = [:]

    /// No overrides: Catalog's own phrases.
    public init() {}

    /// The overrides of a team's own String Catalog (`.xcstrings`), whose keys are Catalog's; its
    /// `sourceLanguage` is ignored, and every entry must pass the checks of `set(_:for:language:)`.
    ///
    /// ```swift
    /// let data = Data(#"{"sourceLanguage":"en","strings":{"paywall.buy":{"localizations":{"en":{"stringUnit":{"value":"Get it"}}}}}}"#.utf8)
    /// let brand = try PhraseOverrides(xcstrings: data)
    /// ```
    /// - Throws: `PhraseError` for a file that is not a String Catalog, or the first entry that fails a check.
    public init(xcstrings data: Data) throws(PhraseError) {
        let catalog = try StringCatalog(data: data)
        for key in catalog.strings.keys.sorted() {
            for (language, value) in (catalog.strings[key] ?? [:]).sorted(by: { $0.key < $1.key }) {
                try set(value, for: key, language: language)
            }
        }
    }

    /// The keys of every phrase that can be overridden, sorted.
    public static var keys: [String] { PhraseKey.allCases.map(\.rawValue).sorted() }

    /// Whether there are no overrides.
    public var isEmpty: Bool { values.isEmpty }

    /// Replaces the text of a phrase without a count in a language.
    ///
    /// ```swift
    /// var brand = PhraseOverrides()
    /// try brand.set("Jetzt loslegen", for: "paywall.subscribe", language: "de")
    /// ```
    /// - Throws: `PhraseError.unknownKey` or `.unknownLanguage`; `.needsPluralVariants` for a phrase with
    ///   a count; `.placeholdersChanged` or `.strayBrace` when the text does not keep Catalog's placeholders.
    public mutating func set(_ text: String, for key: String, language: String) throws(PhraseError) {
        try set(.text(text), for: key, language: language)
    }

    /// Replaces the variants of a phrase with a count in a language, one per CLDR plural category.
    ///
    /// ```swift
    /// var brand = PhraseOverrides()
    /// let days: [PluralCategory: String] = [.one: "{count} dzień", .few: "{count} dni", .many: "{count} dni", .other: "{count} dnia"]
    /// try brand.set(days, for: "duration.day", language: "pl")
    /// ```
    /// - Throws: `PhraseError.unknownKey` or `.unknownLanguage`; `.needsText` for a phrase without a
    ///   count; `.pluralCategoriesChanged` unless the variants are exactly the language's categories;
    ///   `.placeholdersChanged` or `.strayBrace` when a variant does not keep Catalog's placeholders.
    public mutating func set(_ variants: [PluralCategory: String], for key: String, language: String) throws(PhraseError) {
        try set(.plural(variants), for: key, language: language)
    }

    /// Checks a value against Catalog's phrase and stores it.
    private mutating func set(_ value: StringCatalog.Value, for key: String, language: String) throws(PhraseError) {
        let phrase = try PhraseOverrides.Check(key: key, language: language)
        try phrase.check(value)
        values[phrase.key.rawValue, default: [:]][phrase.language] = value
    }
}
