import Catalog

/// Which translation a locale falls back to, per catalog and per product (or paywall copy).
struct FallbackKey: Hashable, Sendable {
    let catalog: Int
    let subject: Subject

    /// What is translated: a product's name and description, or a paywall's copy.
    enum Subject: Hashable, Sendable {
        case product(String)
        case paywallCopy(String)
    }
    let locale: LocaleID
}
