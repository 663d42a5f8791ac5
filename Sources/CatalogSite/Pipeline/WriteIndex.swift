import Catalog
import Foundation

/// Step "write index": the paywall × locale matrix with every page's review notes and each paywall's lint
/// findings (listed once, as every page of a paywall shows the same), and each paywall's overview
/// (`<catalog>/<paywall>/index.html`).
struct WriteIndex {
    let context: BuildContext
    /// The pages "render pages" wrote, in plan order.
    let pages: [RenderedPage]
    /// Whether an earlier build wrote a paywall's overview from the same pages (`IncrementalSite`, which keeps
    /// its files): then it is not written again. Never in a full build.
    var isKept: (@Sendable (ArraySlice<RenderedPage>) -> Bool)?

    /// Writes `index.html` and the overviews (those not kept).
    /// - Returns: The overviews' paths inside the site ("pulse-fitness/main/index.html").
    func run() throws(StepFailure) -> [String] {
        let catalogs = context.catalogs
        let warned = pages.count { !$0.report.warnings.isEmpty }
        var summary = "\(pages.count) pages from \(catalogs.count) catalog\(catalogs.count == 1 ? "" : "s"); \(warned) with review notes."
        let findings = catalogs.flatMap(\.findings.all)
        if !findings.isEmpty {
            summary += " Lint found \(CatalogFindings.counts(findings)) in the catalogs, each shown on the pages it concerns and below."
        }
        let groups = paywallGroups()
        let index = IndexViewModel(
            summary: summary, catalogs: entries(groups),
            generator: "Built by catalog-site with ICU \(CatalogPackage.icuVersion) (CLDR \(CatalogPackage.cldrVersion)).")
        try context.output.write(try context.theme.render(index, template: "index"), to: "index.html")
        // The overviews are independent files: rendered and written in parallel, listed in plan order.
        let isKept = isKept
        return try context.inParallel(groups.count) { index throws(StepFailure) in
            let group = pages[groups[index]]
            return isKept?(group) == true ? Self.overviewPath(of: group[group.startIndex].report.path) : try writeOverview(of: group)
        }
    }

    /// Renders and writes one paywall's overview.
    /// - Returns: Its path inside the site.
    private func writeOverview(of group: ArraySlice<RenderedPage>) throws(StepFailure) -> String {
        let first = group[group.startIndex]
        let path = Self.overviewPath(of: first.report.path)
        let catalogName = context.catalogs[first.catalogIndex].catalog.name
        let html = try context.theme.render(overview(of: group, catalogName: catalogName), template: "overview")
        try context.output.write(html, to: path)
        return path
    }

    /// "pulse-fitness/main/de-de.html" → "pulse-fitness/main/index.html".
    static func overviewPath(of pagePath: String) -> String {
        ((pagePath as NSString).deletingLastPathComponent as NSString).appendingPathComponent("index.html")
    }

    /// The positions in `pages` of each catalog's and paywall's pages, in plan order (ranges, so that no page
    /// is copied: 10,000 pages were a tenth of a one-page update in `serve`).
    private func paywallGroups() -> [Range<Int>] {
        var groups: [Range<Int>] = []
        var start = pages.startIndex
        for index in pages.indices.dropFirst()
        where pages[index].catalogIndex != pages[start].catalogIndex || pages[index].paywallIndex != pages[start].paywallIndex {
            groups.append(start..<index)
            start = index
        }
        if !pages.isEmpty { groups.append(start..<pages.endIndex) }
        return groups
    }

    /// The overview of one paywall's pages: each page at each width, with and without the offer.
    private func overview(of group: ArraySlice<RenderedPage>, catalogName: String) -> OverviewViewModel {
        let widths: [(id: String, label: String, fragment: String)] = [
            ("w375", "Phone, 375 px", ""), ("w430", "Large phone, 430 px", "#w430"), ("w768", "Tablet, 768 px", "#w768"),
        ]
        let noted = group.filter { !$0.report.warnings.isEmpty || !$0.report.findings.isEmpty }.count
        let first = group[group.startIndex]
        let paywall = first.report.paywall
        // Each page's file names once, not once per width.
        let files = group.map { page in
            (
                page: (page.report.path as NSString).lastPathComponent,
                withoutOffer: page.withoutOfferPath.map { ($0 as NSString).lastPathComponent }
            )
        }
        return OverviewViewModel(
            heading: PaywallHeading(
                documentTitle: "\(catalogName) · \(paywall): every locale", catalogName: catalogName, paywallID: paywall),
            summary: "\(group.count) locale\(group.count == 1 ? "" : "s"); \(noted) with review notes.",
            findings: first.indexEntry.findings,  // every page of a paywall shows its findings (`CatalogFindings.byPaywall`)
            widths: widths.enumerated().map { position, width in
                OverviewViewModel.Width(
                    id: width.id, label: width.label, isDefault: position == 0,
                    pages: zip(group, files).map { page, file in
                        let entry = page.indexEntry
                        return OverviewViewModel.Page(
                            entry: entry, href: file.page, src: file.page + width.fragment,
                            withoutOfferSrc: file.withoutOffer.map { $0 + width.fragment })
                    })
            })
    }

    /// Each catalog's paywalls with their pages' rows (`groups`, from `paywallGroups()`), and the findings
    /// no page shows.
    private func entries(_ groups: [Range<Int>]) -> [IndexViewModel.CatalogEntry] {
        var entries: [IndexViewModel.CatalogEntry] = []
        var remaining = groups.map { pages[$0] }[...]
        for (catalogIndex, loaded) in context.catalogs.enumerated() {
            var paywalls: [IndexViewModel.PaywallEntry] = []
            var shown = Set<Diagnostic>()
            for (paywallIndex, paywall) in loaded.catalog.paywalls.enumerated() {
                // A paywall previewed in no locale has no group.
                var group: ArraySlice<RenderedPage> = []
                if let next = remaining.first?.first, next.catalogIndex == catalogIndex, next.paywallIndex == paywallIndex {
                    group = remaining.removeFirst()
                }
                let rows = group.map(\.indexEntry)
                let html = group.map(\.indexRow).joined()
                // Every page of a paywall shows the same findings (`CatalogFindings.byPaywall`).
                if let first = group.first { shown.formUnion(first.report.findings) }
                let overview = rows.first.map { Self.overviewPath(of: $0.href) } ?? ""
                paywalls.append(
                    IndexViewModel.PaywallEntry(
                        id: paywall.id, overview: overview, pages: rows, rows: html, findings: rows.first?.findings ?? []))
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
