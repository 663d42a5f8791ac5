import Catalog

/// The view model of a planned page, built as step "render pages" builds it: `RenderPages` renders it,
/// `StringsTable` lists its strings, so the table holds exactly what the pages show.
struct PageModels {
    /// A page's view model, its review notes and the formatters of its locale.
    struct Built {
        let output: PageBuilder.Output
        let resources: LocaleResources
    }

    let catalogs: [LoadedCatalog]
    let plan: SitePlan
    let caches: BuildCaches

    /// The view model of one page of the plan.
    /// - Throws: A failure naming the page's path (step "render pages" in a build).
    func build(_ page: PagePlan) throws(StepFailure) -> Built {
        let loaded = catalogs[page.catalogIndex]
        let paywall = loaded.catalog.paywalls[page.paywallIndex]
        guard let resources = plan.resources[page.locale] else {
            throw StepFailure(path: page.path, reason: .noFormatters(page.locale))
        }
        let findings = loaded.findings.byPaywall[page.paywallIndex]
        do {
            let output = try PageBuilder(
                catalog: loaded.catalog, paywall: paywall, resources: resources, caches: caches, catalogKey: page.catalogIndex
            ).build(
                switcher: plan.switchers[page.switcher.index], position: page.switcher.position,
                findings: findings.map(FindingViewModel.init)
            )
            return Built(output: output, resources: resources)
        } catch {
            throw StepFailure(path: page.path, reason: .pageFailed(error))
        }
    }
}
