import Catalog

/// Step "write index": the paywall × locale matrix with every page's review notes and lint findings.
struct WriteIndex {
    let context: BuildContext
    /// The pages "render pages" wrote, in plan order.
    let pages: [RenderedPage]

    /// Writes `index.html`.
    func run() throws(SiteError) {
        let catalogs = context.catalogs
        let warned = pages.filter { !$0.report.warnings.isEmpty }.count
        var summary = "\(pages.count) pages from \(catalogs.count) catalog\(catalogs.count == 1 ? "" : "s"); \(warned) with review notes."
        let findings = catalogs.flatMap(\.findings.all)
        if !findings.isEmpty {
            summary += " Lint found \(CatalogFindings.counts(findings)) in the catalogs, each shown on the pages it concerns and below."
        }
        let index = IndexViewModel(
            summary: summary, catalogs: entries(),
            generator: "Built by catalog-site with ICU \(CatalogPackage.icuVersion) (CLDR \(CatalogPackage.cldrVersion)).")
        try context.output.write(try context.theme.render(index, template: "index", step: .writeIndex), to: "index.html", step: .writeIndex)
    }

    /// Each catalog's paywalls with their pages' rows, and the findings no page shows.
    private func entries() -> [IndexViewModel.CatalogEntry] {
        var entries: [IndexViewModel.CatalogEntry] = []
        var cursor = 0
        for loaded in context.catalogs {
            var paywalls: [IndexViewModel.PaywallEntry] = []
            var shown = Set<Diagnostic>()
            for paywall in loaded.catalog.paywalls {
                var rows: [IndexViewModel.Page] = []
                var html = ""
                while cursor < pages.count, pages[cursor].report.catalog == loaded.file, pages[cursor].report.paywall == paywall.id {
                    let page = pages[cursor]
                    rows.append(page.indexEntry)
                    html += page.indexRow
                    shown.formUnion(page.report.findings)
                    cursor += 1
                }
                paywalls.append(IndexViewModel.PaywallEntry(id: paywall.id, pages: rows, rows: html))
            }
            let all = loaded.findings.all
            entries.append(
                IndexViewModel.CatalogEntry(
                    name: loaded.catalog.name, file: loaded.file, paywalls: paywalls,
                    findingsSummary: all.isEmpty ? nil : CatalogFindings.counts(all),
                    otherFindings: all.filter { !shown.contains($0) }.map(FindingViewModel.init)))
        }
        return entries
    }
}
