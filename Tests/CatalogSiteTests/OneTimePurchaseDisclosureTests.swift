import CatalogSite
import CatalogTestSupport
import Foundation
import Testing

/// On a paywall that mixes subscriptions with one-time purchases, each plan has its own disclosure: a
/// one-time purchase says only when its payment is charged, never the featured subscription's auto-renewal
/// terms, in both eligibility states (`catalog-site strings` lists each plan's disclosure in each state:
/// `MixedPaywallStringsTests`).
@Suite("One-time purchase disclosure", .removesTemporaryFolders)
struct OneTimePurchaseDisclosureTests {
    /// The paragraphs of plan N's disclosure on a page, per state.
    static func disclosures(_ html: String, plan: Int) -> (withOffer: [String], withoutOffer: [String]) {
        func texts(_ state: String) -> [String] {
            let start = "<p class=\"disclosure \(state) for-plan-\(plan)\">"
            return html.components(separatedBy: start).dropFirst().map { String($0.prefix { $0 != "<" }) }
        }
        return (texts("with-offer"), texts("without-offer"))
    }

    @Test(arguments: MixedPaywall.disclosureCases)
    func eachPlanHasItsOwnDisclosure(_ test: MixedPaywall.DisclosureCase) throws {
        let (site, _) = try MixedPaywall.build()
        let html = try SiteFixture.read(MixedPaywall.page(test.tag, in: site))
        // The lifetime plan, the credits and the pass (plans 3 to 5): the charge sentence alone, in both states.
        for plan in 3...5 {
            let (with, without) = Self.disclosures(html, plan: plan)
            #expect(with == [test.purchase], "plan-\(plan) with the offer")
            #expect(without == [test.purchase], "plan-\(plan) without the offer")
            #expect(html.contains("<a class=\"cta with-offer for-plan-\(plan)\" href=\"#eligible\">\(test.buy)</a>"))
        }
        // The yearly plan keeps its own trial disclosure, and no one-time purchase borrows it.
        let yearly = Self.disclosures(html, plan: 2)
        #expect(yearly.withOffer.count == 1 && yearly.withOffer[0].hasPrefix(test.trial) && yearly.withOffer[0].contains(test.yearly))
        #expect(yearly.withoutOffer.count == 1 && !yearly.withoutOffer[0].hasPrefix(test.trial))
    }

    /// A subscription without a price in the page's storefront has no disclosure: its plan's absent value
    /// ends Mustache's search, so it never shows the featured subscription's.
    @Test func aPlanWithoutPriceHereShowsNoOtherPlansDisclosure() throws {
        let folder = try SiteFixture.temporaryFolder()
        let catalog = MixedPaywall.catalog.replacingOccurrences(of: #""US": "9.99", "#, with: "")
        let file = try SiteFixture.catalogFile(catalog, in: folder)
        let out = folder.appendingPathComponent("_site")
        _ = try SiteFixture.build(BuildOptions(inputs: [file], output: out.path, locales: .list(["en_US"]))).get()
        let html = try SiteFixture.read(MixedPaywall.page("en-US", in: out))
        #expect(html.contains("<p class=\"plan-price\" id=\"plan-1-price\">—</p>"))
        #expect(Self.disclosures(html, plan: 1) == ([], []))
        #expect(Self.disclosures(html, plan: 2).withOffer.count == 1)
    }
}
