import Catalog

/// The copy a page shows: its patterns (made pseudo on a pseudo-locale's page), the locale whose plural
/// rules they follow, and what it takes from the source locale's copy.
struct ShownCopy {
    /// The texts a translation leaves out, taken from the source locale's copy.
    struct Borrowed {
        /// The fields taken (`features` from `firstFeature` on).
        let fields: Set<Paywall.Copy.Field>
        let firstFeature: Int
        /// The source locale, whose plural rules they follow (the page's on a pseudo-locale's page).
        let locale: LocaleID
        /// Their language where it is not the page's: on the title and the subtitle.
        let onPage: TextLanguage?
        /// Their language where it is not the features list's: on a feature.
        let inFeatures: TextLanguage?
    }

    let pattern: Paywall.Copy
    let language: LocaleID
    let borrowed: Borrowed?
}
