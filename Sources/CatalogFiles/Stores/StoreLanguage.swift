import CatalogText

/// A language a store takes listings in: the store's own code for it and the locale it means.
///
/// The stores spell some languages their own way: Google Play writes Hebrew `iw-IL` and Norwegian
/// `no-NO`, App Store Connect writes Simplified Chinese `zh-Hans` and Norwegian `no`. `locale` is the one
/// canonical `LocaleID` each code stands for, so that both stores' listings meet on the same locale.
/// The lists are store data, not CLDR's: see `Store.languages` and `docs/store-languages.md`.
///
/// ```swift
/// let hebrew = Store.googlePlay.language(forCode: "iw-IL")
/// hebrew?.locale.languageTag                       // "he-IL"
/// Store.appStore.language(forCode: "gu-IN")?.code  // "gu": the spelling App Store Connect prefers
/// ```
public struct StoreLanguage: Sendable, Hashable, CustomStringConvertible {
    /// The store whose code this is.
    public let store: Store
    /// The store's preferred spelling of the language ("iw-IL", "zh-Hans", "es-419").
    public let code: String
    /// The locale the code stands for ("he_IL" for Play's `iw-IL`, "nb" for App Store Connect's `no`).
    public let locale: LocaleID
    /// Other spellings the store takes for the same language ("gu-IN" for App Store Connect's `gu`), most
    /// often empty.
    public let alternateCodes: [String]
    /// Locales beyond its own that the code is the store's choice for, where CLDR gives no answer: App
    /// Store Connect's Latin American Spanish (es_419) is `es-MX`, its international English (en_001)
    /// `en-GB`.
    let standsFor: [LocaleID]

    /// A language of a store's table. `locale` and `standsFor` are canonical ICU identifiers (the table
    /// tests check each against ICU); without `locale`, the code in ICU's spelling ("zh-Hans" → zh_Hans).
    init(_ store: Store, _ code: String, locale: String? = nil, alternates: [String] = [], standsFor: [String] = []) {
        self.store = store
        self.code = code
        self.locale = LocaleID(validated: locale ?? String(code.map { $0 == "-" ? "_" : $0 }))
        self.alternateCodes = alternates
        self.standsFor = standsFor.map(LocaleID.init(validated:))
    }

    /// The store and its code: "Google Play iw-IL".
    public var description: String { "\(store.name) \(code)" }
}
