import Catalog

/// The language and direction of text: a page's own, for its `lang` and `dir`, and that of catalog text
/// shown on a page in another language: an English product name on an Arabic page is marked
/// `lang="en-US" dir="ltr"`, so that it is aligned, shaped and read aloud as English.
struct TextLanguage: ThemeModel, Hashable {
    /// The BCP 47 tag of the text's language ("en-US").
    let lang: String
    /// The language's own direction.
    let dir: TextDirection

    /// The language of text written in `locale` itself: a page's own language.
    init(ofTextIn locale: LocaleID) {
        lang = locale.languageTag
        dir = TextDirection(of: locale)
    }

    /// The language of a translation used on a page in `page`'s locale, or nil when it is the page's own
    /// language and script (an en_US name on an en_GB page needs no marking). On a pseudo-locale's page
    /// the text is made pseudo from the translation, so it is the page's own.
    init?(of translation: LocaleID, onPageIn page: LocaleID) {
        guard page.pseudo == nil else { return nil }
        let text = translation.maximized, own = page.maximized
        if text.language == own.language, text.script == own.script { return nil }
        lang = translation.languageTag
        dir = TextDirection(of: translation)
    }
}
