import Catalog

/// One page to render: which catalog, paywall and locale, and where it goes.
struct PagePlan: Sendable {
    let catalogIndex: Int
    let paywallIndex: Int
    let locale: LocaleID
    /// "pulse-fitness/main/de-de.html".
    let path: String
    /// The paywall's position in the list of rendered language switchers, and this page's entry in it.
    let switcherIndex: Int
    let switcherPosition: Int
}
