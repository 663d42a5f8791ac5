import CICU

/// A locale that ICU has data for, canonicalised.
///
/// Accepts BCP 47 tags (`fr-FR`, `zh-Hant-TW`, `sr-Latn-RS`) and ICU IDs (`fr_FR`). A locale ICU knows
/// nothing about (`xx_YY`, `klingon`) is an error, never a silent fallback to root. The pseudo-locales
/// `en-XA` and `ar-XB` are accepted too (`pseudo`); their text is made from English.
///
/// ```swift
/// let locale = try LocaleID("zh-Hant-TW")
/// locale.identifier    // "zh_Hant_TW"
/// locale.languageTag   // "zh-Hant-TW"
/// ```
public struct LocaleID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The canonical ICU locale ID ("zh_Hant_TW", "en_US@numbers=arab").
    public let identifier: String

    /// Reads and validates a locale spelled in BCP 47 or ICU form.
    /// - Throws: `LocaleError` when the text is malformed or ICU has no data for it.
    public init(_ spelling: String) throws(LocaleError) {
        // Only well-sized spellings are remembered (in `Caches`).
        guard spelling.utf8.count < 100 else { throw .malformed(spelling) }
        self = LocaleID(validated: try Caches.localeIdentifier(spelling: spelling))
    }

    /// Asks ICU for the canonical ID of a spelling and checks it; `Caches` remembers the answer.
    static func canonicalIdentifier(of spelling: String) throws(LocaleError) -> String {
        let trimmed = spelling.trimmingASCIIWhitespace()
        guard !trimmed.isEmpty, trimmed.utf8.count < 100,
            trimmed.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || "-_@=;".unicodeScalars.contains($0))
            })
        else { throw .malformed(spelling) }
        guard let canonical = try? ICUString.read("canonicalise \(trimmed)", { cicu_locale_canonicalize(trimmed, $0, $1) }),
            !canonical.isEmpty, canonical != "root"
        else { throw .malformed(spelling) }
        // ICU reads "x_YY" as the private-use tag "x-yy" and "x-yy" as "@x=yy", and opens root data for
        // both: a language must be letters, two to eight of them.
        let language = canonical.prefix { $0 != "_" && $0 != "@" }
        guard (2...8).contains(language.count), language.allSatisfy(\.isLetter) else { throw .malformed(spelling) }
        // The pseudo-locales have no ICU data of their own: their text is made from English.
        if Pseudo(identifier: canonical) != nil { return canonical }
        guard cicu_locale_has_data(canonical) == 1 else {
            throw .noData(spelling, suggestions: LocaleID.suggestions(for: canonical))
        }
        try Subtags(canonical).check(spelling: spelling)
        // A keyword BCP 47 cannot write, or one from another extension than Unicode's (`-t-`, `-h-`), would
        // give pages a `lang` that cannot be read back, and formatting ignores it anyway.
        if canonical.contains("@"),
            cicu_locale_keywords_are_unicode(canonical) != 1
                || (try? ICUString.read("convert \(canonical) to BCP 47", { cicu_locale_to_language_tag(canonical, $0, $1) })) == nil
        {
            throw .unknownKeyword(spelling)
        }
        return canonical
    }

    /// English (`en`), the source language of Catalog's phrases and of the previews' review notes.
    public static let english = LocaleID(validated: "en")

    /// A locale ICU reported itself, known to be valid.
    package init(validated identifier: String) { self.identifier = identifier }

    /// The canonical ICU locale ID.
    public var description: String { identifier }

    /// Orders locales by their canonical ICU identifier.
    public static func < (lhs: LocaleID, rhs: LocaleID) -> Bool { lhs.identifier < rhs.identifier }

    /// The BCP 47 spelling ("zh-Hant-TW"), as HTML `lang` attributes want it.
    public var languageTag: String { facts.languageTag }

    /// The language subtag ("zh").
    public var language: String { facts.language }

    /// The region subtag, if any ("TW").
    public var region: String? { facts.region }

    /// The script subtag, if any ("Hant").
    public var script: String? { facts.script }

    /// The locale with its likely subtags added ("zh_TW" → "zh_Hant_TW", "pt" → "pt_Latn_BR").
    public var maximized: LocaleID { LocaleID(validated: facts.maximized) }

    /// The CLDR parent locale ("pt_AO" → pt_PT, "es_AR" → es_419, "de_AT" → de), nil at root.
    public var parent: LocaleID? {
        let base = String(identifier.prefix { $0 != "@" })
        if let explicit = LocaleID.explicitParents[base] { return explicit == "root" ? nil : LocaleID(validated: explicit) }
        guard let text = try? ICUString.read("find the parent of \(identifier)", { cicu_locale_truncated_parent(base, $0, $1) })
        else { return nil }
        let parent = String(text.reversed().drop { $0 == "_" }.reversed())  // "en__POSIX" → "en_" → "en"
        return parent.isEmpty || parent == "root" ? nil : LocaleID(validated: parent)
    }

    /// CLDR's parentLocales (child → parent), read once from ICU's supplemental data.
    private static let explicitParents: [String: String] = {
        let pairs = (try? ICUString.read("read CLDR parent locales", capacity: 8192) { cicu_parent_locales($0, $1) }) ?? ""
        var table: [String: String] = [:]
        for pair in pairs.split(separator: " ") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { table[String(parts[0])] = String(parts[1]) }
        }
        return table
    }()

    /// Whether text in this locale runs right to left (ar, he, fa, ur).
    public var isRightToLeft: Bool { facts.isRightToLeft }

    /// What ICU says about this locale, asked once per process (in `Caches`).
    private var facts: Facts { Caches.facts(locale: identifier) }

    /// The locale's name in another locale, e.g. its own name for a language menu ("Deutsch (Schweiz)").
    /// A pseudo-locale's name is its English `Pseudo.name` in every language.
    public func displayName(in displayLocale: LocaleID? = nil) -> String {
        if let pseudo { return pseudo.name }
        let display = displayLocale?.dataIdentifier ?? dataIdentifier
        return (try? ICUString.read("name \(identifier)") { cicu_locale_display_name(identifier, display, $0, $1) })
            ?? identifier
    }

    /// Every locale ICU has formatting data for, sorted.
    public static let available: [LocaleID] = {
        (0..<cicu_locale_available_count()).compactMap { index in
            cicu_locale_available_at(index).map { LocaleID(validated: String(cString: $0)) }
        }.sorted()
    }()

    /// Whether the locale's language is one CLDR says is used in its region (`es_MX`, `de_US`), or it has
    /// no region or a macro-region (`es_419`). `es_LA` (Spanish in Laos — "LA" is not Latin America) and
    /// `en_JP` are valid but unusual, so lint asks about them. True for the pseudo-locales.
    public var isLanguageUsedInRegion: Bool {
        guard let region, region.count == 2, pseudo == nil else { return true }
        if LocaleID.availableIdentifiers.contains(identifier.prefix { $0 != "@" }.description) { return true }
        return Region.languages(of: region).contains { $0 == language || $0.hasPrefix(language + "_") }
    }

    /// The language (and script) in its likely region, from CLDR's likely subtags (`es_LA` → es_ES).
    public var likelyRegionLocale: LocaleID? {
        guard let region = Self.likelyRegion(language: language, script: script) else { return nil }
        return try? LocaleID([language, script, region].compactMap { $0 }.joined(separator: "_"))
    }

    /// The region CLDR's likely subtags give a language and script ("ja" → JP, "zh_Hant" → TW).
    static func likelyRegion(language: String, script: String?) -> String? {
        let base = [language, script].compactMap { $0 }.joined(separator: "_")
        guard let maximized = try? ICUString.read("maximize \(base)", { cicu_locale_maximize(base, $0, $1) }) else { return nil }
        return Subtags(maximized).region
    }

    /// The identifiers of `available`, for membership tests.
    static let availableIdentifiers: Set<String> = Set(available.map(\.identifier))

    /// Known languages close to an unknown one's, for misspelt longer codes ("engl" → "en" is not
    /// guessed: two- and three-letter codes are too close to each other for a guess to help).
    static func suggestions(for canonical: String) -> [String] {
        let language = String(canonical.prefix { $0 != "_" && $0 != "@" }).lowercased()
        guard language.count > 3 else { return [] }
        let languages = Set(available.map(\.language))
        return EditDistance.closest(to: language, among: languages, limit: 1).prefix(3).map { $0 }
    }
}

extension String {
    func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}
