import Catalog

/// A page of the previous build as `IncrementalSite` keeps it: what "render pages" made of it, and where
/// in its paywall's language switcher it was.
struct KeptPage: Sendable {
    let page: RenderedPage
    let locale: LocaleID
    let switcherPosition: Int

    /// The same page at its place in a new plan (a catalog added before its own moves it).
    func placed(at plan: PagePlan) -> RenderedPage {
        RenderedPage(
            catalogIndex: plan.catalogIndex, paywallIndex: plan.paywallIndex, indexEntry: page.indexEntry,
            withoutOfferPath: page.withoutOfferPath, indexRow: page.indexRow)
    }
}
