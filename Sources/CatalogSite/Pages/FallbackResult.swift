import Catalog

/// The translation chosen for a locale, if any.
struct FallbackResult: Sendable {
    let choice: (locale: LocaleID, isFallback: Bool)?
}
