import Catalog
import Foundation

/// Step "render pages": every page built, rendered and written, by as many threads as
/// ``BuildOptions/concurrency`` says (every core by default).
struct RenderPages {
    let context: BuildContext

    /// Writes the stylesheet and every page; the pages in plan order.
    func run() throws(SiteError) -> [RenderedPage] {
        let output = context.output, plans = context.plan.pages
        try output.createFolder("assets", step: .renderPages)
        try output.write(context.theme.stylesheet, to: "assets/paywall.css", step: .renderPages)
        for folder in Set(plans.map { ($0.path as NSString).deletingLastPathComponent }).sorted() {
            try output.createFolder(folder, step: .renderPages)
        }
        let slots = ResultSlots<Result<RenderedPage, SiteError>>(count: plans.count)
        let counter = ProgressCounter(total: plans.count, report: context.progress)
        context.parallelWork.run(plans.count) { index in
            slots[index] = Result { () throws(SiteError) -> RenderedPage in try render(plans[index]) }
            counter.increment()
        }
        try context.stopIfCancelled(.renderPages)
        var pages: [RenderedPage] = []
        for slot in slots.values {
            guard let slot else { continue }
            pages.append(try slot.get())
        }
        return pages
    }

    /// One page: its view model built, its plan cards and itself rendered, the file written.
    private func render(_ plan: PagePlan) throws(SiteError) -> RenderedPage {
        let loaded = context.catalogs[plan.catalogIndex]
        let paywall = loaded.catalog.paywalls[plan.paywallIndex]
        let findings = loaded.findings.byPaywall[plan.paywallIndex]
        let models = try PageModels(catalogs: context.catalogs, plan: context.plan, caches: context.caches).build(plan)
        let (built, locale) = (models.output, models.resources)
        var page = built.page
        let theme = context.theme
        var cards = ""
        for card in page.plans {
            cards += try context.caches.cards.value(for: CardKey(plan: card)) { () throws(SiteError) -> String in
                try theme.render(RenderBox(card), template: "plan", step: .renderPages)
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
                RenderBox(page), RenderBox(other), varying: "startsWithoutOffer", template: "page", step: .renderPages)
            try context.output.write(html, to: plan.path, step: .renderPages)
            let path = RenderedPage.withoutOfferPath(of: plan.path)
            try context.output.write(otherHTML, to: path, step: .renderPages)
            withoutOfferPath = path
        } else {
            let html = try theme.render(RenderBox(page), template: "page", step: .renderPages)
            try context.output.write(html, to: plan.path, step: .renderPages)
        }
        let notes = page.notes  // the review notes as the page shows them (`built.notes` as text)
        let entry = IndexViewModel.Page(
            tag: locale.languageTag, localeName: locale.englishName, href: plan.path, storefront: built.storefront.code,
            phrasesLanguage: locale.phrases.language.tag, warnings: notes, findings: page.findings,
            thumbnail: context.options.screenshots ? (plan.path as NSString).deletingPathExtension + ".png" : nil)
        let report = BuildReport.Page(
            catalog: loaded.file, paywall: paywall.id, locale: locale.languageTag, localeName: locale.englishName, path: plan.path,
            warnings: notes, findings: findings, storefront: built.storefront.code, phrasesLanguage: locale.phrases.language.tag)
        return RenderedPage(
            catalogIndex: plan.catalogIndex, paywallIndex: plan.paywallIndex, report: report, indexEntry: entry,
            withoutOfferPath: withoutOfferPath,
            indexRow: try theme.render(RenderBox(entry), template: "index-row", step: .renderPages))
    }
}
