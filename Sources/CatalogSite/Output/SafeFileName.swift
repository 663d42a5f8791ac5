import Catalog

/// File and folder names that are safe whatever the product IDs, paywall IDs and locales are:
/// lowercase ASCII letters, digits and hyphens, never empty, never `.` or `..`, at most 60 characters.
enum SafeFileName {
    static func slug(_ text: String) -> String { Slug.make(text) }

    /// Slugs for several names, made unique with "-2", "-3"... in the order given.
    static func uniqueSlugs(_ names: [String]) -> [String] { Slug.unique(names) }

    /// A locale's page name: its BCP 47 tag, which only holds letters, digits and hyphens.
    static func page(for tag: String) -> String { slug(tag) + ".html" }
}
