import CatalogSite

extension PaywallPage {
    /// The page's HTML, from an in-memory build of catalogs without errors.
    func html() throws(SnapshotFailure) -> String {
        let severities = try ProjectSeverities.resolve(severities ?? catalogs.severities)
        try CatalogCheck.requireNoErrors(in: catalogs.paths, severities: severities)
        let options = BuildOptions(inputs: catalogs.paths, locales: locales.map { .list($0) } ?? .paywalls, severities: severities)
        do {
            return try SiteBuilder(options: options).pageHTML(paywall: paywall, locale: locale)
        } catch {
            throw SnapshotFailure(error)
        }
    }
}
