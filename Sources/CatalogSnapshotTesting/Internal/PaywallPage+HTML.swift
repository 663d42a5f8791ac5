import CatalogSite

extension PaywallPage {
    /// The page's HTML, from an in-memory build of catalogs without errors.
    func html() throws(SnapshotFailure) -> String {
        try CatalogCheck.requireNoErrors(in: catalogs.paths)
        let options = BuildOptions(inputs: catalogs.paths, locales: locales.map { .list($0) } ?? .paywalls)
        do {
            return try SiteBuilder(options: options).pageHTML(paywall: paywall, locale: locale)
        } catch {
            throw SnapshotFailure(error)
        }
    }
}
