import Catalog

/// The 39 App Store Connect languages, as tags of the string catalog and as the locale a paywall in
/// that language would typically be shown in.
enum AppStoreLanguages {
    static let tags = [
        "ar", "ca", "zh-Hans", "zh-Hant", "hr", "cs", "da", "nl", "en-AU", "en-CA", "en-GB", "en", "fi", "fr", "fr-CA",
        "de", "el", "he", "hi", "hu", "id", "it", "ja", "ko", "ms", "nb", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk",
        "es-MX", "es", "sv", "th", "tr", "uk", "vi",
    ]

    /// The locale for a tag: the tag with its likely region ("de" → de_DE, "zh-Hant" → zh_Hant_TW).
    static func locale(for tag: String) throws -> LocaleID {
        let locale = try LocaleID(tag)
        if locale.region != nil { return locale }
        let maximized = locale.maximized
        let script = locale.script.map { "_\($0)" } ?? ""
        return try LocaleID("\(locale.language)\(script)_\(maximized.region ?? "")")
    }
}
