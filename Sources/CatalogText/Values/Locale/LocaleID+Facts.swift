import CICU

extension LocaleID {
    /// What ICU says about a locale: its BCP 47 tag, likely subtags, subtags and direction. Read once per
    /// locale and kept in `Caches`.
    struct Facts: Sendable {
        let languageTag: String
        let maximized: String
        let isRightToLeft: Bool
        let language: String
        let script: String?
        let region: String?

        /// Asks ICU about a canonical locale ID.
        init(_ identifier: String) {
            let subtags = Subtags(identifier)
            languageTag =
                (try? ICUString.read("convert \(identifier) to BCP 47") { cicu_locale_to_language_tag(identifier, $0, $1) })
                ?? identifier.replacingUnderscores()
            maximized = (try? ICUString.read("maximize \(identifier)") { cicu_locale_maximize(identifier, $0, $1) }) ?? identifier
            isRightToLeft = cicu_locale_is_right_to_left(identifier) == 1
            language = subtags.language
            script = subtags.script
            region = subtags.region
        }
    }
}
