import Catalog

/// Which translation a locale falls back to, per catalog and per product (or paywall copy).
struct FallbackKey: Hashable, Sendable {
    let catalog: Int
    /// "product:<id>" or "copy:<paywall id>".
    let subject: String
    let locale: LocaleID
}
