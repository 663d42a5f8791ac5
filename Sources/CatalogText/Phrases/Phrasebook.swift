import Foundation

/// Catalog's own phrases ("Free trial", "then", the renewal disclosure) in the language closest to a
/// locale, with named placeholders filled and plural variants chosen by CLDR's rules.
///
/// Language fallback: the locale, then shorter and likelier forms of it, then English.
/// `pt-BR → pt → en`, `zh-Hant-HK → zh-Hant → en`; `language` says which was used. A plural variant is
/// chosen by the plural rules of the language the phrase is written in, not the locale's: English
/// phrases on a Filipino page say "every 3 months", although 3 is `one` in Filipino.
///
/// ```swift
/// let phrases = try Phrasebook(locale: LocaleID("de_DE"))
/// try phrases.text(.subscribe)               // "Abonnieren"
/// try phrases.saving(percent: "58 %")        // "58 % sparen"
/// ```
public struct Phrasebook: Sendable {
    /// The locale the text is for; its plural rules choose variants.
    public let locale: LocaleID
    /// The translation used.
    public let language: PhraseLanguage
    /// The texts of the chosen language (source language where one is missing), resolved once.
    private let values: [PhraseKey: StringCatalog.Value]
    /// The keys whose text is the source language's although `language` is another (a fallback, or a
    /// key the language lacks): their plural variants follow the source language's rules.
    private let inSourceLanguage: Set<PhraseKey>
    /// The catalog's source language ("en").
    private let sourceLanguage: String
    /// The locale's integer formatter for `{count}`, and the plural rules of the phrases' languages.
    private let counting: Counting?

    /// The bundled phrases, read once.
    static let bundled: Result<StringCatalog, PhraseError> = Result { () throws(PhraseError) in try StringCatalog.bundled() }

    /// Phrases for a locale from the bundled catalog; each locale's are resolved once per process and
    /// shared, so this is cheap to call per use.
    public init(locale: LocaleID) throws(PhraseError) {
        self = try Caches.phrasebook(locale: locale)
    }

    /// Phrases for a locale with a team's overrides over Catalog's: the team's text wherever it gives
    /// one for the phrase in the language chosen, Catalog's elsewhere. Resolved on each call (without
    /// overrides, once per process): make it once per locale and keep it.
    ///
    /// ```swift
    /// var brand = PhraseOverrides()
    /// try brand.set("Go Premium", for: "paywall.subscribe", language: "en")
    /// let phrases = try Phrasebook(locale: LocaleID("en_GB"), overrides: brand)
    /// try phrases.text(.subscribe)  // "Go Premium": en-GB has no override, and its parent en has one
    /// ```
    /// - Throws: `PhraseError` when Catalog's bundled phrases cannot be read.
    public init(locale: LocaleID, overrides: PhraseOverrides) throws(PhraseError) {
        if overrides.isEmpty {
            try self.init(locale: locale)
        } else {
            self.init(locale: locale, catalog: try Self.bundled.get().overlaid(with: overrides))
        }
    }

    /// Phrases for a locale from a given catalog. A pseudo-locale's are its base's (English) made
    /// pseudo, placeholders kept.
    init(locale: LocaleID, catalog: StringCatalog) {
        if let pseudo = locale.pseudo {
            self.init(pseudo: pseudo, base: Phrasebook(resolving: pseudo.base, catalog: catalog))
        } else {
            self.init(resolving: locale, catalog: catalog)
        }
    }

    /// A real locale's phrases: its language's, by CLDR's fallback chain.
    private init(resolving locale: LocaleID, catalog: StringCatalog) {
        self.locale = locale
        let language = Self.match(locale, among: catalog.languageSet, source: catalog.sourceLanguage)
        self.language = language
        var values: [PhraseKey: StringCatalog.Value] = [:]
        var inSourceLanguage: Set<PhraseKey> = []
        for key in PhraseKey.allCases {
            let translations = catalog.strings[key.rawValue]
            // An override of CLDR data applies only in its own language: elsewhere CLDR's text is right.
            if key.isCLDROverride {
                values[key] = language.isFallback ? nil : translations?[language.tag]
            } else if let own = translations?[language.tag] {
                values[key] = own
            } else if let source = translations?[catalog.sourceLanguage] {
                values[key] = source
                inSourceLanguage.insert(key)
            }
        }
        self.values = values
        self.inSourceLanguage = language.tag == catalog.sourceLanguage ? [] : inSourceLanguage
        self.sourceLanguage = catalog.sourceLanguage
        self.counting = try? Counting(locale: locale, language: language.tag, source: catalog.sourceLanguage)
    }

    /// A pseudo-locale's phrases: every text of `base`, made pseudo.
    private init(pseudo: LocaleID.Pseudo, base: Phrasebook) {
        locale = pseudo.locale
        language = PhraseLanguage(tag: pseudo.description, tried: [pseudo.description], isFallback: false)
        inSourceLanguage = base.inSourceLanguage
        sourceLanguage = base.sourceLanguage
        values = base.values.mapValues { value in
            switch value {
            case .text(let text): .text(pseudo.pattern(text))
            case .plural(let variants): .plural(variants.mapValues(pseudo.pattern))
            }
        }
        counting = base.counting
    }

    /// ICU objects to write counts in a locale and classify them for the phrases' languages.
    struct Counting: Sendable {
        /// The locale's integers ("3", "٣"): a count is written as the page writes numbers.
        let formatter: NumberFormatterHandle
        /// The plural rules of the phrases' language (pt-PT's for pt_AO, English's for fil_PH).
        let rules: PluralRulesHandle
        /// The source language's rules, for keys whose text fell back to it.
        let sourceRules: PluralRulesHandle

        init(locale: LocaleID, language: String, source: String) throws(ICUError) {
            formatter = try Caches.numberFormatter(skeleton: "", locale: locale.dataIdentifier)
            rules = try Caches.plurals(locale: Self.dataIdentifier(language))
            sourceRules = try Caches.plurals(locale: Self.dataIdentifier(source))
        }

        /// ICU's spelling of a language tag of the catalog ("zh-Hant" → "zh_Hant").
        private static func dataIdentifier(_ tag: String) -> String {
            (try? LocaleID(tag))?.dataIdentifier ?? tag
        }
    }

    /// A label in the locale's language: a button, a link or a badge ("Subscribe", "Restore purchases").
    ///
    /// Phrases with placeholders have their own methods (`saving(percent:)`, `equivalent(pricePerPeriod:)`)
    /// or are written by the formatters, so that every placeholder is filled by name.
    /// - Throws: `PhraseError.missingText` when the language and the source language have no text for it.
    public func text(_ label: Label) throws(PhraseError) -> String {
        try text(label.key, [:])
    }

    /// The phrase with placeholders replaced (every occurrence).
    func text(_ key: PhraseKey, _ arguments: [Placeholder: String]) throws(PhraseError) -> String {
        switch try value(key) {
        case .text(let text): return Self.fill(text, arguments)
        case .plural: throw .needsCount(key.rawValue)
        }
    }

    /// The phrase as the catalog writes it, placeholders unfilled; for tests of the wording.
    func template(_ key: PhraseKey) throws(PhraseError) -> String {
        try text(key, [:])
    }

    /// A plural phrase: the variant for `count`'s CLDR category in the language the phrase is written in
    /// (English's for an English fallback phrase on a Filipino page), with `{count}` filled by the
    /// locale's own digits.
    func text(_ key: PhraseKey, count: Int, _ arguments: [Placeholder: String] = [:]) throws(FormatError) -> String {
        let (category, number) = try FormatError.catchingICU { () throws(ICUError) in
            let counting: Counting
            if let made = self.counting {
                counting = made
            } else {
                counting = try Counting(locale: locale, language: language.tag, source: sourceLanguage)
            }
            let rules = inSourceLanguage.contains(key) ? counting.sourceRules : counting.rules
            return (try counting.formatter.pluralCategory(of: count, rules: rules), try counting.formatter.format(integer: count))
        }
        var filled = arguments
        filled[.count] = number
        switch try FormatError.catchingPhrase({ () throws(PhraseError) in try value(key) }) {
        case .text(let text): return Self.fill(text, filled)
        case .plural(let variants):
            guard let text = variants[category] ?? variants[.other] else {
                throw .phrase(.missingVariant(key.rawValue, language: language.tag, category: category))
            }
            return Self.fill(text, filled)
        }
    }

    /// A whole number in the locale's own digits ("24", "٢٤"), for numbers inside phrases.
    func number(_ value: Int) throws(ICUError) -> String {
        if let counting { return try counting.formatter.format(integer: value) }
        return try Caches.numberFormatter(skeleton: "", locale: locale.dataIdentifier).format(integer: value)
    }

    /// Whether the language has its own text for a key; false for a CLDR override it does not need.
    func has(_ key: PhraseKey) -> Bool { values[key] != nil }

    private func value(_ key: PhraseKey) throws(PhraseError) -> StringCatalog.Value {
        guard let value = values[key] else { throw .missingText(key.rawValue, language: language.tag) }
        return value
    }

    /// Replaces every `{name}` that has an argument; other braces stay as they are.
    static func fill(_ text: String, _ arguments: [Placeholder: String]) -> String {
        text.replacingPlaceholders { name in Placeholder(rawValue: String(name)).flatMap { arguments[$0] } }
    }

    /// Our translations that stand for a CLDR macro-region: Latin American Spanish is es-MX in App Store
    /// Connect, international English the British spelling, and Norwegian is Bokmål.
    static let macroRegionTranslations = ["es-419": "es-MX", "en-001": "en-GB", "en-150": "en-GB", "no": "nb"]

    /// The fallback chain for a locale: the locale and its CLDR parents (pt_AO → pt_PT → pt), then the
    /// same with likely subtags added (zh_TW → zh_Hant_TW → zh_Hant), then the language's default
    /// region, then the source language. A locale with a script and a region is also tried as the
    /// language and region alone when that region's likely script is the same, as Xcode writes it:
    /// zh_Hant_HK and zh_Hant_MO (whose CLDR parent is zh_Hant_HK) find a "zh-HK" translation.
    static func match(_ locale: LocaleID, among languages: Set<String>, source: String) -> PhraseLanguage {
        var candidates: [String] = []
        func add(_ tag: String) {
            let tag = macroRegionTranslations[tag] ?? tag
            if !candidates.contains(tag) { candidates.append(tag) }
        }
        func addChain(from start: LocaleID) {
            var current: LocaleID? = start
            while let locale = current, candidates.count < 12 {
                add(locale.languageTag)
                if let short = withoutLikelyScript(locale, among: languages) { add(short) }
                current = locale.parent
            }
        }
        addChain(from: locale)
        if locale.script == nil { addChain(from: locale.maximized) }
        if let defaultRegion = (try? LocaleID(locale.language))?.maximized.region { add("\(locale.language)-\(defaultRegion)") }
        var tried: [String] = []
        for candidate in candidates {
            tried.append(candidate)
            if languages.contains(candidate) {
                return PhraseLanguage(tag: candidate, tried: tried, isFallback: false)
            }
        }
        tried.append(source)
        let sameLanguage = locale.language == source || macroRegionTranslations[locale.language] == source
        return PhraseLanguage(tag: source, tried: tried, isFallback: !sameLanguage)
    }

    /// "zh-HK" for zh_Hant_HK (Hong Kong's likely script is Hant) when `languages` has it; nil without a
    /// script and a region, without that translation, or when the region's likely script is another one
    /// (zh_Hans_HK). The set is asked first, so the common case costs no ICU call.
    private static func withoutLikelyScript(_ locale: LocaleID, among languages: Set<String>) -> String? {
        guard let script = locale.script, let region = locale.region else { return nil }
        let tag = "\(locale.language)-\(region)"
        guard languages.contains(tag), (try? LocaleID(tag))?.maximized.script == script else { return nil }
        return tag
    }
}
