import Catalog

/// The links a page shows: `LinkRules.allowed`, the rule the linter checks, so a link that lints clean
/// is never dropped.
enum SafeLink {
    static func url(_ text: String) -> String? { LinkRules.allowed(text) }
}
