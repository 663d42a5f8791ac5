import Catalog

/// What step "plan pages" decides: every page, each paywall's language switcher, and the formatters of
/// every locale the pages use, opened once.
struct SitePlan: Sendable {
    let pages: [PagePlan]
    let switchers: [RenderedSwitcher]
    let resources: [LocaleID: LocaleResources]
}
