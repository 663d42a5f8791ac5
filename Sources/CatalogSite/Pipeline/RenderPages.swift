import Catalog
import Foundation

/// Step "render pages": every page built, rendered and written, by as many threads as
/// ``BuildOptions/concurrency`` says (every core by default).
struct RenderPages {
    let context: BuildContext
    /// The page an earlier build rendered from the same inputs, for a page of the plan (by its index), taken
    /// instead of rendering it again (`IncrementalSite`, which keeps its files); nil in a full build.
    var kept: (@Sendable (Int) -> RenderedPage?)?

    /// Writes the stylesheet and every page not ``kept``; the pages in plan order.
    func run() throws(StepFailure) -> [RenderedPage] {
        let output = context.output, plans = context.plan.pages
        try output.createFolder("assets")
        try output.write(context.theme.stylesheet, to: "assets/paywall.css")
        // A paywall's pages share its folder, and its first page (first in its switcher) names it.
        for folder in Set(plans.lazy.filter { $0.switcher.position == 0 }.map { RenderedPage.folder(of: $0.path) }).sorted() {
            try output.createFolder(folder)
        }
        let counter = ProgressCounter(total: plans.count, report: context.progress)
        let kept = kept
        return try context.inParallel(plans.count) { index throws(StepFailure) in
            defer { counter.increment() }
            if let page = kept?(index) { return page }
            return try render(plans[index])
        }
    }

    /// One page: its view model built, its plan cards and itself rendered, the file written.
    private func render(_ plan: PagePlan) throws(StepFailure) -> RenderedPage {
        let loaded = context.catalogs[plan.catalogIndex]
        let paywall = loaded.catalog.paywalls[plan.paywallIndex]
        let findings = loaded.findings.byPaywall[plan.paywallIndex]
        let models = try PageModels(catalogs: context.catalogs, plan: context.plan, caches: context.caches).build(plan)
        let (built, locale) = (models.output, models.resources)
        var page = built.page
        let theme = context.theme
        var cards = ""
        for card in page.plans {
            cards += try context.caches.cards.value(for: CardKey(plan: card)) { () throws(StepFailure) -> String in
                try theme.render(RenderBox(card), template: "plan")
            }
        }
        page.planCards = cards
        var withoutOfferPath: String?
        if page.hasOffer {
            // The same page opening in the other state, for the overview's second column (no JavaScript):
            // what does not depend on the state is rendered once for both.
            var other = page
            other.startsWithoutOffer = true
            let (html, otherHTML) = try theme.render(
                RenderBox(page), RenderBox(other), varying: "startsWithoutOffer", template: "page")
            try context.output.write(html, to: plan.path)
            let path = RenderedPage.withoutOfferPath(of: plan.path)
            try context.output.write(otherHTML, to: path)
            withoutOfferPath = path
        } else {
            let html = try theme.render(RenderBox(page), template: "page")
            try context.output.write(html, to: plan.path)
        }
        let notes = page.notes  // the review notes as the page shows them (`built.notes` as text)
        let report = BuildReport.Page(
            catalog: loaded.file, paywall: paywall.id, locale: locale.languageTag, localeName: locale.englishName, path: plan.path,
            warnings: notes, findings: findings, storefront: built.storefront.code, phrasesLanguage: locale.phrases.language.tag)
        let entry = IndexViewModel.Page(
            report: report, thumbnail: context.options.screenshots ? (plan.path as NSString).deletingPathExtension + ".png" : nil)
        return RenderedPage(
            catalogIndex: plan.catalogIndex, paywallIndex: plan.paywallIndex, indexEntry: entry,
            withoutOfferPath: withoutOfferPath,
            indexRow: try theme.render(RenderBox(entry), template: "index-row"))
    }
}
