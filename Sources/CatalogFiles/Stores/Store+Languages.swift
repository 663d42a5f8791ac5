import CatalogText

extension Store {
    /// The languages the store takes listings in, each with the store's code and the locale it stands
    /// for: App Store Connect's 50, Google Play's 87.
    ///
    /// ```swift
    /// Store.appStore.languages.count                   // 50
    /// Store.googlePlay.languages.map(\.code).prefix(3)  // ["af", "sq", "am"]
    /// ```
    public var languages: [StoreLanguage] {
        switch self {
        case .appStore: StoreLanguage.appStore
        case .googlePlay: StoreLanguage.googlePlay
        }
    }

    /// The store's language for a code it takes: its preferred code or an alternate spelling, compared
    /// as the store compares them (Google Play ignores case, as BCP 47 does; App Store Connect's codes
    /// are case-sensitive). Nil for a code the store does not take; `suggestion(forCode:)` finds the one
    /// to use instead.
    ///
    /// ```swift
    /// Store.googlePlay.language(forCode: "iw-il")?.code         // "iw-IL"
    /// Store.appStore.language(forCode: "gu-IN")?.code           // "gu"
    /// Store.appStore.language(forCode: "no")?.locale.identifier  // "nb"
    /// Store.googlePlay.language(forCode: "he")                  // nil: Play writes iw-IL
    /// ```
    public func language(forCode code: String) -> StoreLanguage? {
        Self.codeIndex[self]?[codeKey(code)]
    }

    /// The store's language for a locale: the one the store would show to people of that locale.
    ///
    /// The locale itself or its nearest CLDR parent (es_MX → es_419 → Play's `es-419`), then a code
    /// whose locale has the same likely form (he → he_Hebr_IL → Play's `iw-IL`; zh_Hans → App Store's
    /// `zh-Hans`, Play's `zh-CN`), then any code of the same language and script. Nil when the store
    /// has no code for the language (App Store Connect has no Persian).
    ///
    /// ```swift
    /// Store.googlePlay.language(for: try LocaleID("nb"))?.code    // "no-NO"
    /// Store.appStore.language(for: try LocaleID("es_AR"))?.code   // "es-MX"
    /// ```
    public func language(for locale: LocaleID) -> StoreLanguage? {
        StoreLanguage.bestMatch(for: locale, among: languages)
    }

    /// The store's preferred code for a locale, by `language(for:)`: en_US → Play `en-US`, he → Play
    /// `iw-IL`, zh_Hans → Play `zh-CN`, nb → Play `no-NO`, es_MX → Play `es-419`.
    ///
    /// ```swift
    /// Store.googlePlay.languageCode(for: try LocaleID("he"))      // "iw-IL"
    /// Store.appStore.languageCode(for: try LocaleID("zh_Hant_HK"))  // "zh-Hant"
    /// ```
    public func languageCode(for locale: LocaleID) -> String? {
        language(for: locale)?.code
    }

    /// The store's language to use instead of a code it does not take, for a lint hint: the locale the
    /// other store's code stands for (Play's `iw-IL` is he_IL) or else the code read as a locale, then
    /// `language(for:)`. Nil when the store takes the code, or when the code is no locale or has no
    /// language of the store near it.
    ///
    /// ```swift
    /// Store.googlePlay.suggestion(forCode: "ko")?.code       // "ko-KR"
    /// Store.googlePlay.suggestion(forCode: "he")?.code       // "iw-IL"
    /// Store.googlePlay.suggestion(forCode: "zh-Hans")?.code  // "zh-CN"
    /// Store.googlePlay.suggestion(forCode: "nb")?.code       // "no-NO"
    /// Store.appStore.suggestion(forCode: "zh-hans")?.code    // "zh-Hans": App Store codes keep their case
    /// Store.googlePlay.suggestion(forCode: "ko-KR")          // nil: Play takes it
    /// ```
    public func suggestion(forCode code: String) -> StoreLanguage? {
        guard language(forCode: code) == nil else { return nil }
        let otherStores = Self.allCases.lazy.filter { $0 != self }
        guard let locale = otherStores.compactMap({ $0.language(forCode: code)?.locale }).first ?? (try? LocaleID(code))
        else { return nil }
        return language(for: locale)
    }

    /// A code as the store compares it.
    private func codeKey(_ code: String) -> String {
        switch self {
        case .appStore: code
        case .googlePlay: code.lowercased()
        }
    }

    /// Each store's languages by every spelling it takes.
    private static let codeIndex: [Store: [String: StoreLanguage]] = Dictionary(
        uniqueKeysWithValues: allCases.map { store in
            let spellings = store.languages.flatMap { language in
                ([language.code] + language.alternateCodes).map { (store.codeKey($0), language) }
            }
            return (store, Dictionary(spellings, uniquingKeysWith: { first, _ in first }))
        })
}
