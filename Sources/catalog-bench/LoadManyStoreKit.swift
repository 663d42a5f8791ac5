/// The load case's second shape (issue 25): a `.storekit` file of about the same size as
/// ``LoadStoreKit``'s with more, shorter localizations, where per-object costs dominate: 2,500
/// subscriptions (625 groups of its four plans, offers included) × 40 languages = 100,000 localizations,
/// each on one line with a display name and an empty description. Each group's name is localized in the
/// source language only. Deterministic.
enum LoadManyStoreKit {
    static let subscriptionCount = 2_500

    /// The 39 App Store languages of ``LoadStoreKit`` and Slovenian.
    static let locales = LoadStoreKit.locales + ["sl"]

    /// The file's text.
    static func text() -> String {
        let groups = (0..<subscriptionCount / LoadStoreKit.plans.count).map { LoadStoreKit.group($0, locales: locales, oneLine: true) }
        return LoadStoreKit.document(groups: groups).written
    }
}
