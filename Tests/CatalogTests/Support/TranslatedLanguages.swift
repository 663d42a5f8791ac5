@testable import CatalogText

/// The languages our phrases are written in: App Store Connect's 50 (with the variant es-MX for its
/// Latin American Spanish), Google Play's languages beyond them, and regional variants of our own.
enum TranslatedLanguages {
    /// App Store Connect's 50 languages, as Xcode's string catalogs spell them.
    static let appStore = [
        "ar", "bn", "ca", "zh-Hans", "zh-Hant", "hr", "cs", "da", "nl", "en-AU", "en-CA", "en-GB", "en", "fi", "fr", "fr-CA",
        "de", "el", "gu", "he", "hi", "hu", "id", "it", "ja", "kn", "ko", "ml", "mr", "ms", "nb", "or", "pl", "pt-BR", "pt-PT",
        "pa", "ro", "ru", "sk", "sl", "es-MX", "es", "sv", "ta", "te", "th", "tr", "uk", "ur", "vi",
    ]

    /// Google Play's listing languages that App Store Connect does not have.
    static let googlePlayOnly = [
        "af", "sq", "am", "hy", "az", "eu", "be", "bg", "my", "et", "fil", "gl", "ka", "is", "kk", "km", "ky", "lo", "lv", "lt",
        "mk", "mn", "ne", "fa", "rm", "sr", "si", "sw", "zu",
    ]

    /// Regional variants of our own, for a store's regional listing: Hong Kong's Traditional Chinese.
    static let regional = ["zh-HK"]

    /// Every language our phrases are written in.
    static let tags = appStore + googlePlayOnly + regional

    /// The locale for a tag: the tag with its likely region ("de" → de_DE, "zh-Hant" → zh_Hant_TW).
    static func locale(for tag: String) throws -> LocaleID {
        let locale = try LocaleID(tag)
        if locale.region != nil { return locale }
        let maximized = locale.maximized
        let script = locale.script.map { "_\($0)" } ?? ""
        return try LocaleID("\(locale.language)\(script)_\(maximized.region ?? "")")
    }
}
