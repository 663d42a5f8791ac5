extension StoreLanguage {
    /// Google Play's listing languages (87), in the order of Play Console Help's list ("Translate and
    /// localize your app", answer 9844778): the codes a listing's `languageCode` takes in the Android
    /// Publisher API.
    ///
    /// Play writes Hebrew with the old code `iw-IL` (ICU keeps `iw`) and Norwegian `no-NO`; their locales
    /// are he_IL and nb_NO (Bokmål, what Play shows as Norwegian). Sources, and where they disagree:
    /// `docs/store-languages.md`. Store data, not CLDR's: update it when Play's list changes.
    static let googlePlay: [StoreLanguage] = [
        play("af"), play("sq"), play("am"), play("ar"), play("hy-AM"), play("az-AZ"), play("bn-BD"), play("eu-ES"),
        play("be"), play("bg"), play("my-MM"), play("ca"), play("zh-HK"), play("zh-CN"), play("zh-TW"), play("hr"),
        play("cs-CZ"), play("da-DK"), play("nl-NL"), play("en-IN"), play("en-SG"), play("en-ZA"), play("en-AU"),
        play("en-CA"), play("en-GB"), play("en-US"), play("et"), play("fil"), play("fi-FI"), play("fr-CA"),
        play("fr-FR"), play("gl-ES"), play("ka-GE"), play("de-DE"), play("el-GR"), play("gu"),
        play("iw-IL", locale: "he_IL", standsFor: ["iw", "iw_IL"]),
        play("hi-IN"), play("hu-HU"), play("is-IS"), play("id"), play("it-IT"), play("ja-JP"), play("kn-IN"),
        play("kk"), play("km-KH"), play("ko-KR"), play("ky-KG"), play("lo-LA"), play("lv"), play("lt"), play("mk-MK"),
        play("ms"), play("ms-MY"), play("ml-IN"), play("mr-IN"), play("mn-MN"), play("ne-NP"),
        play("no-NO", locale: "nb_NO", standsFor: ["no", "no_NO"]),
        play("fa"), play("fa-AE"), play("fa-AF"), play("fa-IR"), play("pl-PL"), play("pt-BR"), play("pt-PT"),
        play("pa"), play("ro"), play("rm"), play("ru-RU"), play("sr"), play("si-LK"), play("sk"), play("sl"),
        play("es-419"), play("es-ES"), play("es-US"), play("sw"), play("sv-SE"), play("ta-IN"), play("te-IN"),
        play("th"), play("tr-TR"), play("uk"), play("ur"), play("vi"), play("zu"),
    ]

    /// A row of the table.
    private static func play(_ code: String, locale: String? = nil, standsFor: [String] = []) -> StoreLanguage {
        StoreLanguage(.googlePlay, code, locale: locale, standsFor: standsFor)
    }
}
