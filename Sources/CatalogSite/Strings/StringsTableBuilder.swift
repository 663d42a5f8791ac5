import Foundation

/// Lists the customer-facing strings of every planned page from its view model (``PageModels``), in
/// the table's order: the page's own strings, then each plan's in the paywall's order; within each,
/// state `any`, `with-offer` (pages with an offer only), `without-offer`; fields in the order the page
/// shows them.
struct StringsTableBuilder {
    let catalogs: [LoadedCatalog]
    let plan: SitePlan
    let caches: BuildCaches

    /// Every string of every page of the plan.
    func entries() throws(SiteError) -> [StringsTable.Entry] {
        let names = Self.catalogNames(catalogs.map(\.file))
        let models = PageModels(catalogs: catalogs, plan: plan, caches: caches)
        var entries: [StringsTable.Entry] = []
        for page in plan.pages {
            let built = try models.build(page)
            let paywall = catalogs[page.catalogIndex].catalog.paywalls[page.paywallIndex].id
            var list = Lister(catalog: names[page.catalogIndex], paywall: paywall, locale: built.resources.languageTag)
            list.page(built.output.page)
            entries += list.entries
        }
        return entries
    }

    /// Each catalog's name in keys: its file name, or its path as discovered where two share a file name.
    static func catalogNames(_ files: [String]) -> [String] {
        let names = files.map { URL(fileURLWithPath: $0).lastPathComponent }
        var counts: [String: Int] = [:]
        for name in names { counts[name, default: 0] += 1 }
        return zip(files, names).map { file, name in counts[name] == 1 ? name : file }
    }
}
