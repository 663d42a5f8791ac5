import Catalog

/// One page to render: which catalog, paywall and locale, and where it goes.
struct PagePlan: Sendable {
    let catalogIndex: Int
    let paywallIndex: Int
    let locale: LocaleID
    /// "pulse-fitness/main/de-de.html".
    let path: String
    /// Where the page is in its paywall's language switcher.
    let switcher: SwitcherPlace

    /// A paywall's switcher in the list of rendered language switchers (`index`), and a page's entry in
    /// it (`position`).
    struct SwitcherPlace: Sendable {
        /// The switcher's position in `SitePlan.switchers`.
        let index: Int
        /// The page's entry in the switcher.
        let position: Int
    }
}
