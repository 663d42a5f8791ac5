import Catalog
import Dispatch
import Foundation

/// Builds the static site of paywall previews: one page per (paywall, locale) and an index.
///
/// A pipeline of named steps (load catalogs, load theme, plan pages, render pages, write index,
/// screenshots, swap in the new site); a failure says which step and which path, and leaves the
/// previous site as it was.
///
/// ```swift
/// let report = try SiteBuilder(options: BuildOptions(inputs: ["catalogs"], output: "_site")).build()
/// print(report.summary)   // "36 pages and index.html in _site/ (3 with review notes)"
/// ```
public struct SiteBuilder: Sendable {
    public let options: BuildOptions
    /// Called from any thread as pages are written: (done, total).
    public let progress: (@Sendable (Int, Int) -> Void)?

    public init(options: BuildOptions, progress: (@Sendable (Int, Int) -> Void)? = nil) {
        self.options = options
        self.progress = progress
    }

    public func build() throws(SiteError) -> BuildReport {
        let clock = StepClock()
        if options.screenshots, Screenshotter.chromium() == nil {
            throw SiteError(
                step: "screenshots", path: "chromium", reason: "headless Chromium is not installed, so no screenshots can be taken",
                hint: "install it with fonts for every App Store script: sudo apt-get install chromium fonts-noto-core fonts-noto-cjk",
                kind: .system)
        }
        let (catalogs, diagnostics) = try loadCatalogs()
        clock.lap("load catalogs")
        let theme = try Theme(overrides: options.theme)
        clock.lap("load theme")
        let (plans, switcherPlans) = try planPages(catalogs)
        let output = try OutputDirectory(
            path: options.output, force: options.force, inputs: options.inputs + [options.theme].compactMap { $0 })
        do {
            let resources = try localeResources(for: plans)
            let switchers = try renderSwitchers(switcherPlans, catalogs: catalogs, theme: theme)
            clock.lap("plan pages")
            let pages = try renderPages(
                plans, switchers: switchers, catalogs: catalogs, resources: resources, theme: theme, output: output, caches: BuildCaches())
            clock.lap("render pages")
            try writeIndex(pages, catalogs: catalogs, theme: theme, output: output)
            clock.lap("write index")
            var screenshots: [String] = []
            if options.screenshots {
                screenshots = try Screenshotter().capture(pages.map(\.path), in: output.staging)
                clock.lap("screenshots")
            }
            try output.commit()
            clock.lap("swap in the new site")
            return BuildReport(output: options.output, pages: pages, diagnostics: diagnostics, screenshots: screenshots, steps: clock.laps)
        } catch {
            output.discard()
            throw error
        }
    }

    /// Step "load catalogs": every file read and linted. A file that cannot be read stops the build before
    /// anything is written; lint findings stop it only when `strict`, else they go on the pages.
    func loadCatalogs() throws(SiteError) -> ([LoadedCatalog], [Diagnostic]) {
        // The site's own folder is never read as input, even when it sits inside a catalog folder.
        let discovery = CatalogLoader.discover(options.inputs, excluding: [options.output])
        if let problem = discovery.problems.first {
            let several = discovery.problems.count > 1
            throw SiteError(
                step: "load catalogs", path: problem.file,
                reason: several ? "\(discovery.problems.count) of the paths cannot be used" : problem.message,
                hint: (several ? "" : problem.hint.map { "\($0); " } ?? "") + "the previous site was left as it was",
                diagnostics: several ? discovery.problems : [], kind: .usage)
        }
        let files = discovery.files
        var loaded: [LoadedCatalog] = []
        var findings: [Diagnostic] = []
        var unreadable: [Diagnostic] = []
        let slugs = SafeFileName.uniqueSlugs(files.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent })
        for (file, slug) in zip(files, slugs) {
            let output = CatalogLoader.load(path: file)
            guard let catalog = output.catalog, !output.diagnostics.contains(where: Self.makesUnreadable) else {
                unreadable += output.diagnostics.filter { $0.severity == .error }
                continue
            }
            let found = output.findings
            findings += found
            loaded.append(
                LoadedCatalog(
                    file: file, slug: slug, catalog: catalog, paywallSlugs: SafeFileName.uniqueSlugs(catalog.paywalls.map(\.id)),
                    findings: CatalogFindings(found, catalog: catalog)))
        }
        if !unreadable.isEmpty {
            let count = Set(unreadable.map(\.file)).count
            throw SiteError(
                step: "load catalogs", path: unreadable[0].file,
                reason: count == 1 ? "the file cannot be read as a catalog" : "\(count) files cannot be read as catalogs",
                hint: "fix the errors above; nothing was written", diagnostics: unreadable)
        }
        let failing = options.strict ? findings.filter { $0.severity != .note } : []
        if !failing.isEmpty {
            throw SiteError(
                step: "load catalogs", path: failing[0].file, reason: "\(CatalogFindings.counts(failing)) in the catalogs (--strict)",
                hint: "fix them, or build without --strict to preview them; nothing was written", diagnostics: failing)
        }
        return (loaded, findings)
    }

    /// Whether a reading error leaves nothing to preview: a top-level field of the wrong type means the
    /// file is not the catalog it claims to be (`"products": "…"`, `"paywalls": {}`). Deeper problems
    /// (a wrong type inside one product) are previewed like lint findings.
    static func makesUnreadable(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error && diagnostic.rule == .wrongType && !diagnostic.path.contains(where: { $0 == "." || $0 == "[" })
    }

    /// Step "plan pages": the pages, their paths and the language switcher of each paywall.
    func planPages(_ catalogs: [LoadedCatalog]) throws(SiteError) -> ([PagePlan], [SwitcherPlan]) {
        var requested: [LocaleID]?
        switch options.locales {
        case .paywalls: requested = nil
        case .all: requested = LocaleID.available
        case .list(let spellings):
            guard !spellings.isEmpty else {
                throw SiteError(
                    step: "plan pages", path: "--locales", reason: "the list of locales is empty",
                    hint: "give locales such as en_US,fr-FR,ar_SA, or all", kind: .usage)
            }
            var locales: [LocaleID] = []
            for spelling in spellings {
                do { locales.append(try LocaleID(spelling)) } catch {
                    throw SiteError(step: "plan pages", path: "--locales", reason: error.description, hint: error.hint, kind: .usage)
                }
            }
            requested = locales
        }
        var plans: [PagePlan] = []
        var switchers: [SwitcherPlan] = []
        for (catalogIndex, loaded) in catalogs.enumerated() {
            for (paywallIndex, paywall) in loaded.catalog.paywalls.enumerated() {
                var seen = Set<LocaleID>()
                let locales = (requested ?? paywall.locales).filter { seen.insert($0).inserted }
                let folder = "\(loaded.slug)/\(loaded.paywallSlugs[paywallIndex])"
                let names = SafeFileName.uniqueSlugs(locales.map(\.languageTag)).map { $0 + ".html" }
                switchers.append(
                    SwitcherPlan(
                        catalogIndex: catalogIndex, paywallIndex: paywallIndex,
                        locales: Array(zip(locales, names)).map { (locale: $0.0, fileName: $0.1) }))
                for (position, (locale, name)) in zip(locales, names).enumerated() {
                    plans.append(
                        PagePlan(
                            catalogIndex: catalogIndex, paywallIndex: paywallIndex, locale: locale, path: "\(folder)/\(name)",
                            switcherIndex: switchers.count - 1, switcherPosition: position))
                }
            }
        }
        return (plans, switchers)
    }

    /// Each paywall's language switcher entries, rendered once: every locale's name in its own language.
    func renderSwitchers(_ plans: [SwitcherPlan], catalogs: [LoadedCatalog], theme: Theme) throws(SiteError) -> [RenderedSwitcher] {
        var names: [LocaleID: String] = [:]
        var result: [RenderedSwitcher] = []
        for plan in plans {
            var entries: [String] = []
            var entryNames: [String] = []
            for entry in plan.locales {
                let name = names[entry.locale] ?? entry.locale.displayName()
                names[entry.locale] = name
                entries.append(
                    try theme.render(LocaleLink(tag: entry.locale.languageTag, name: name, href: entry.fileName), template: "locale-link"))
                entryNames.append(name)
            }
            result.append(RenderedSwitcher(entries: entries, names: entryNames))
        }
        return result
    }

    /// The formatters of every locale the pages use, opened once.
    func localeResources(for plans: [PagePlan]) throws(SiteError) -> [LocaleID: LocaleResources] {
        var result: [LocaleID: LocaleResources] = [:]
        for plan in plans where result[plan.locale] == nil {
            do { result[plan.locale] = try LocaleResources(locale: plan.locale) } catch {
                throw SiteError(step: "plan pages", path: plan.locale.identifier, reason: "cannot prepare the locale: \(error)")
            }
        }
        return result
    }

    /// Step "render pages": every page built, rendered and written, in parallel on all cores.
    func renderPages(
        _ plans: [PagePlan], switchers: [RenderedSwitcher], catalogs: [LoadedCatalog], resources: [LocaleID: LocaleResources], theme: Theme,
        output: OutputDirectory, caches: BuildCaches
    ) throws(SiteError) -> [BuildReport.Page] {
        try output.createFolder("assets")
        try output.write(theme.stylesheet, to: "assets/paywall.css")
        for folder in Set(plans.map { ($0.path as NSString).deletingLastPathComponent }).sorted() { try output.createFolder(folder) }
        let slots = ResultSlots<Result<BuildReport.Page, SiteError>>(count: plans.count)
        let counter = ProgressCounter(total: plans.count, report: progress)
        let workers = max(1, options.concurrency ?? ProcessInfo.processInfo.activeProcessorCount)
        let chunk = max(1, (plans.count + workers * 8 - 1) / (workers * 8))
        DispatchQueue.concurrentPerform(iterations: (plans.count + chunk - 1) / chunk) { part in
            for index in (part * chunk)..<min(plans.count, (part + 1) * chunk) {
                slots[index] = Result { () throws(SiteError) -> BuildReport.Page in
                    try renderPage(
                        plans[index], switcher: switchers[plans[index].switcherIndex], catalogs: catalogs, resources: resources,
                        theme: theme,
                        output: output, caches: caches)
                }
                counter.increment()
            }
        }
        var pages: [BuildReport.Page] = []
        for slot in slots.values {
            guard let slot else { continue }
            pages.append(try slot.get())
        }
        return pages
    }

    func renderPage(
        _ plan: PagePlan, switcher: RenderedSwitcher, catalogs: [LoadedCatalog], resources: [LocaleID: LocaleResources], theme: Theme,
        output: OutputDirectory, caches: BuildCaches
    ) throws(SiteError) -> BuildReport.Page {
        let loaded = catalogs[plan.catalogIndex]
        let paywall = loaded.catalog.paywalls[plan.paywallIndex]
        guard let locale = resources[plan.locale] else {
            throw SiteError(step: "render pages", path: plan.path, reason: "no formatters for \(plan.locale)")
        }
        let findings = loaded.findings.byPaywall[plan.paywallIndex]
        let built: (page: PageViewModel, storefront: Region, notes: [String])
        do {
            built = try PageBuilder(
                catalog: loaded.catalog, paywall: paywall, resources: locale, switcher: switcher, switcherPosition: plan.switcherPosition,
                caches: caches, catalogKey: plan.catalogIndex, findings: findings.map(FindingViewModel.init)
            ).build()
        } catch {
            throw SiteError(step: "render pages", path: plan.path, reason: (error as? any CatalogError)?.explanation ?? "\(error)")
        }
        var page = built.page
        var cards = ""
        for card in page.plans {
            cards += try caches.cards.value(for: card) { () throws(SiteError) -> String in
                try theme.render(RenderBox(card), template: "plan")
            }
        }
        page.planCards = cards
        try output.write(try theme.render(RenderBox(page), template: "page"), to: plan.path)
        let localeName = locale.englishName
        let row = IndexViewModel.Page(
            tag: locale.languageTag, localeName: localeName, href: plan.path, storefront: built.storefront.code,
            phrasesLanguage: locale.phrases.language.tag, warnings: built.notes, findings: page.findings)
        return BuildReport.Page(
            catalog: loaded.file, paywall: paywall.id, locale: locale.languageTag, localeName: localeName, path: plan.path,
            warnings: built.notes, findings: findings, storefront: built.storefront.code, phrasesLanguage: locale.phrases.language.tag,
            indexEntry: row, indexRow: try theme.render(RenderBox(row), template: "index-row"))
    }

    /// Step "write index": the paywall × locale matrix with every page's review notes and lint findings.
    func writeIndex(_ pages: [BuildReport.Page], catalogs: [LoadedCatalog], theme: Theme, output: OutputDirectory) throws(SiteError) {
        var entries: [IndexViewModel.CatalogEntry] = []
        var cursor = 0
        for loaded in catalogs {
            var paywalls: [IndexViewModel.PaywallEntry] = []
            var shown = Set<Diagnostic>()
            for paywall in loaded.catalog.paywalls {
                var rows: [IndexViewModel.Page] = []
                var html = ""
                while cursor < pages.count, pages[cursor].catalog == loaded.file, pages[cursor].paywall == paywall.id {
                    let page = pages[cursor]
                    rows.append(page.indexEntry)
                    html += page.indexRow
                    shown.formUnion(page.findings)
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
        let warned = pages.filter { !$0.warnings.isEmpty }.count
        var summary = "\(pages.count) pages from \(catalogs.count) catalog\(catalogs.count == 1 ? "" : "s"); \(warned) with review notes."
        let findings = catalogs.flatMap(\.findings.all)
        if !findings.isEmpty {
            summary += " Lint found \(CatalogFindings.counts(findings)) in the catalogs, each shown on the pages it concerns and below."
        }
        let index = IndexViewModel(
            summary: summary, catalogs: entries, generator: "Built by catalog-site with ICU \(ICUVersion.major) (CLDR \(ICUVersion.cldr)).")
        try output.write(try theme.render(index, template: "index"), to: "index.html")
    }
}

/// Times the pipeline's steps.
final class StepClock {
    private var last = DispatchTime.now()
    private(set) var laps: [BuildReport.Step] = []

    func lap(_ name: String) {
        let now = DispatchTime.now()
        laps.append(BuildReport.Step(name: name, seconds: Double(now.uptimeNanoseconds - last.uptimeNanoseconds) / 1e9))
        last = now
    }
}

/// Counts written pages and reports progress at most every 1 % of the work.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let step: Int
    private let report: (@Sendable (Int, Int) -> Void)?

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.step = max(1, total / 100)
        self.report = report
    }

    func increment() {
        guard let report else { return }
        lock.lock()
        done += 1
        let current = done
        lock.unlock()
        if current % step == 0 || current == total { report(current, total) }
    }
}
