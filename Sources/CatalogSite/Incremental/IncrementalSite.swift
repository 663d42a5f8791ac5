import Catalog
import Dispatch
import Foundation

/// The site of `catalog-site serve`: built once in full, then brought up to date after each change by doing
/// again only what the change concerns.
///
/// A fast path of ``SiteBuilder/buildInMemory()``, which it mirrors step by step with the same step types
/// (`SiteBuilder.prepare` and `writeInMemory`), keeping from the previous update:
/// - the reads of catalog files read alone and unchanged since (a Play app's files are always read again,
///   as they make one catalog together), so diagnostics and errors are those of a full build;
/// - the theme, unless a path in the theme folder changed (a theme edit renders every page again, without
///   reading the catalogs);
/// - the formatters of each locale;
/// - each page whose inputs (``PaywallInputs``, its locale and its place in the switcher) equal those it was
///   rendered from, and each overview whose pages were all kept.
///
/// The index is always written again: it shows every page and every finding. A failed update keeps its
/// changes pending, so the next update reads those files again; `IncrementalSiteTests` keeps the result
/// byte-identical to a full build on random edits.
///
/// ```swift
/// var site = IncrementalSite(builder: SiteBuilder(options: BuildOptions(inputs: ["catalogs"], output: "_site")))
/// _ = try site.update(.everything)                                   // the first build, in full
/// let update = try site.update(ChangedPaths(["catalogs/pulse-fitness.json"]))
/// print(update.renderedPages, update.site.report.pages.count)        // 0 24 (when nothing a page shows changed)
/// ```
package struct IncrementalSite: Sendable {
    /// What to build (the output folder is never used).
    package let builder: SiteBuilder
    private var reads: [String: CatalogRead] = [:]
    private var theme: Theme?
    private var opened: [LocaleID: LocaleResources] = [:]
    /// Each paywall's inputs by its pages' folder ("pulse-fitness/main").
    private var paywalls: [String: PaywallInputs] = [:]
    private var pages: [String: KeptPage] = [:]
    /// Each overview's pages, by their folder.
    private var overviews: [String: [String]] = [:]
    private var files: [String: [UInt8]] = [:]
    /// The previous plan's page paths, in plan order.
    private var planPaths: [String] = []
    /// The changes no successful update has built yet: everything until the first one succeeds.
    private var pending = ChangedPaths.everything

    /// A site not built yet: the first ``update(_:)`` builds it in full.
    package init(builder: SiteBuilder) { self.builder = builder }

    /// Brings the site up to date after `changed`.
    /// - Parameter changed: The files and folders changed since the last update.
    /// - Returns: The whole site, as ``SiteBuilder/buildInMemory()`` would build it now.
    /// - Throws: The ``SiteError`` a full build would throw; the changes stay pending until an update succeeds.
    package mutating func update(_ changed: ChangedPaths) throws(SiteError) -> SiteUpdate {
        pending = pending.union(changed)
        let changed = pending
        let reloadsTheme = theme == nil || changed.isEverything || builder.options.theme.map { changed.touches(folder: $0) } == true
        let pipeline = SitePipeline.inMemory()
        // What reading the changed files leaves behind (parsed trees, positions) is freed with the retired state.
        let leftovers = Leftovers()
        let prepared = try builder.prepare(
            pipeline, keeping: changed.isEverything ? [:] : reads.filter { !changed.contains($0.key) },
            theme: reloadsTheme ? nil : theme, opened: opened, leaving: leftovers)
        let plans = prepared.plan.pages
        // Each paywall's inputs, compared once for all its pages, on every core (a paywall's products are
        // compared field by field: 250 paywalls take a tenth of a one-page update).
        let firstPages = plans.filter { $0.switcher.position == 0 }
        let compared = ResultSlots<(folder: String, inputs: PaywallInputs, unchanged: Unchanged)>(count: firstPages.count)
        let before = paywalls
        ParallelWork(concurrency: builder.options.concurrency, cancellation: nil).run(firstPages.count) { index in
            let plan = firstPages[index]
            let folder = RenderedPage.folder(of: plan.path)
            let paywall = PaywallInputs(
                prepared.catalogs[plan.catalogIndex], paywallIndex: plan.paywallIndex,
                switcher: prepared.plan.switchers[plan.switcher.index]
            )
            var unchanged = Unchanged.none
            if !reloadsTheme, let before = before[folder] {
                if before == paywall {
                    unchanged = .all
                } else if before.differsInTextsOnly(from: paywall) {
                    unchanged = .sameTexts(before, paywall)
                }
            }
            compared[index] = (folder, paywall, unchanged)
        }
        var inputs: [String: PaywallInputs] = [:]
        var unchanged = Array(repeating: Unchanged.none, count: prepared.plan.switchers.count)
        for (plan, result) in zip(firstPages, compared.values) {
            guard let result else { continue }
            unchanged[plan.switcher.index] = result.unchanged
            inputs[result.folder] = result.inputs
        }
        let keeps = plans.map { plan in
            guard let page = pages[plan.path], page.locale == plan.locale, page.switcherPosition == plan.switcher.position
            else { return nil as RenderedPage? }
            switch unchanged[plan.switcher.index] {
            case .all: return page.placed(at: plan)
            case .sameTexts(let before, let now) where before.texts(for: plan.locale) == now.texts(for: plan.locale):
                return page.placed(at: plan)
            default: return nil
            }
        }
        // The same pages as before, in the same order: what is kept is updated in place (`samePlan` below).
        let paths = plans.map(\.path)
        let samePlan = paths == planPaths && pages.count == plans.count
        let fresh = Set(zip(plans, keeps).compactMap { plan, kept in kept == nil ? plan.path : nil })
        let keptPaths: Set<String> = samePlan ? [] : Set(keeps.compactMap { $0?.report.path })
        let isKeptPath: @Sendable (String) -> Bool = { path in samePlan ? !fresh.contains(path) : keptPaths.contains(path) }
        let previousOverviews = overviews
        let (written, rendered) = try builder.writeInMemory(
            prepared, pipeline, kept: { keeps[$0] },
            isKept: { group in
                group.allSatisfy { isKeptPath($0.report.path) }
                    && previousOverviews[RenderedPage.folder(of: group[group.startIndex].report.path)] == group.map(\.report.path)
            })
        // What the update replaces is freed off the build queue, once the new site is returned. An update in
        // place replaces a few of the pages and files: holding their tables here would copy them whole.
        let retired = Retired(
            reads: reads, pages: samePlan ? [:] : pages, files: samePlan ? [:] : files, paywalls: paywalls, leftovers: leftovers)
        if samePlan {
            updateInPlace(rendered: rendered, fresh: fresh, plans: plans, written: written.files)
        } else {
            rebuildState(rendered: rendered, plans: plans, written: written, isKept: keptPaths.contains)
        }
        reads = prepared.alone
        theme = prepared.theme
        opened = prepared.plan.resources
        paywalls = inputs
        planPaths = paths
        pending = .nothing
        // Later, so that the update has returned (and let go of its own reference) by then.
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + .milliseconds(100)) { withExtendedLifetime(retired) {} }
        return SiteUpdate(
            site: InMemorySite(files: files, report: written.report), renderedPages: samePlan ? fresh.count : plans.count - keptPaths.count,
            inPlace: samePlan)
    }

    /// The pages, overviews and files of an update whose plan has the same pages in the same order as the
    /// previous one: a fast path of `rebuildState(rendered:plans:written:isKept:)`, which it mirrors. The page
    /// folders (so the overviews' pages) stay the same; only the pages rendered again (`fresh`) and the files
    /// written replace theirs, and a page rendered again without its offer copy drops the copy it had.
    /// `IncrementalSiteTests` checks both against a full build (`inPlace` tells which ran).
    private mutating func updateInPlace(rendered: [RenderedPage], fresh: Set<String>, plans: [PagePlan], written: [String: [UInt8]]) {
        for (plan, page) in zip(plans, rendered) where fresh.contains(plan.path) {
            if let copy = pages[plan.path]?.page.withoutOfferPath, copy != page.withoutOfferPath { files[copy] = nil }
            pages[plan.path] = KeptPage(page: page, locale: plan.locale, switcherPosition: plan.switcher.position)
        }
        files.merge(written) { _, new in new }
    }

    /// The pages, overviews and files of an update, made anew: the files written, and those of the pages and
    /// overviews kept taken from the previous update.
    private mutating func rebuildState(
        rendered: [RenderedPage], plans: [PagePlan], written: InMemorySite, isKept: (String) -> Bool
    ) {
        var files = written.files
        for page in rendered where isKept(page.report.path) {
            for path in [page.report.path] + [page.withoutOfferPath].compactMap(\.self) { files[path] = self.files[path] }
        }
        for path in written.report.overviews where files[path] == nil { files[path] = self.files[path] }
        pages = Dictionary(
            zip(plans, rendered).map { ($0.path, KeptPage(page: $1, locale: $0.locale, switcherPosition: $0.switcher.position)) },
            uniquingKeysWith: { first, _ in first })
        overviews = Dictionary(grouping: rendered.map(\.report.path), by: RenderedPage.folder(of:))
        self.files = files
    }

    /// The state an update replaced, handed to another queue to be freed there (the previous catalogs'
    /// models and pages are large).
    private struct Retired: Sendable {
        let reads: [String: CatalogRead]
        let pages: [String: KeptPage]
        let files: [String: [UInt8]]
        let paywalls: [String: PaywallInputs]
        /// What reading the changed files left behind.
        let leftovers: Leftovers
    }

    /// Which of a paywall's pages may be kept: all, those whose locale's product texts are the same, or none.
    private enum Unchanged {
        case none
        case all
        case sameTexts(PaywallInputs, PaywallInputs)
    }
}
