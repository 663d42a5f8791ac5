extension StoreLanguage {
    /// App Store Connect's 50 localization languages (39 until 2026-03-31), in the order of their codes,
    /// as App Store Connect Help lists them ("App Store localizations") and its API takes them.
    ///
    /// The eleven languages added in 2026 are also met spelled with a region (`gu-IN`, `bn-BD`, `ur-PK`):
    /// those spellings are alternates of the same language. Norwegian `no` is Bokmål (nb); `es-MX` is the
    /// store's Latin American Spanish and `en-GB` its international English. Sources:
    /// `docs/store-languages.md`. Store data, not CLDR's: update it when Apple's list changes.
    static let appStore: [StoreLanguage] = [
        appStore("ar-SA"), appStore("bn", alternates: ["bn-BD"]), appStore("ca"), appStore("cs"), appStore("da"),
        appStore("de-DE"), appStore("el"), appStore("en-AU"), appStore("en-CA"),
        appStore("en-GB", standsFor: ["en_001", "en_150"]), appStore("en-US"), appStore("es-ES"),
        appStore("es-MX", standsFor: ["es_419"]), appStore("fi"), appStore("fr-CA"), appStore("fr-FR"),
        appStore("gu", alternates: ["gu-IN"]), appStore("he", standsFor: ["iw"]), appStore("hi"), appStore("hr"), appStore("hu"),
        appStore("id"), appStore("it"), appStore("ja"), appStore("kn", alternates: ["kn-IN"]), appStore("ko"),
        appStore("ml", alternates: ["ml-IN"]), appStore("mr", alternates: ["mr-IN"]), appStore("ms"),
        appStore("nl-NL"), appStore("no", locale: "nb", standsFor: ["no"]), appStore("or", alternates: ["or-IN"]),
        appStore("pa", alternates: ["pa-IN"]), appStore("pl"), appStore("pt-BR"), appStore("pt-PT"), appStore("ro"),
        appStore("ru"), appStore("sk"), appStore("sl", alternates: ["sl-SI"]), appStore("sv"),
        appStore("ta", alternates: ["ta-IN"]), appStore("te", alternates: ["te-IN"]), appStore("th"), appStore("tr"),
        appStore("uk"), appStore("ur", alternates: ["ur-PK"]), appStore("vi"), appStore("zh-Hans"),
        appStore("zh-Hant"),
    ]

    /// A row of the table.
    private static func appStore(
        _ code: String, locale: String? = nil, alternates: [String] = [], standsFor: [String] = []
    ) -> StoreLanguage {
        StoreLanguage(.appStore, code, locale: locale, alternates: alternates, standsFor: standsFor)
    }
}
