import Catalog
import CatalogSite
import CatalogTestSupport
import Foundation
import Testing

/// Whole pages of the example catalogs per locale, checked against snapshots of this ICU version.
@Suite("Site snapshots")
struct SiteSnapshotTests {
    static let locales = ["en-US", "de-DE", "fr-FR", "ja-JP", "ar-SA", "he-IL", "ru-RU", "pl-PL", "zh-Hant-TW"]

    /// One build for the whole suite.
    static let site = Result { () throws -> URL in
        let out = try SiteFixture.sharedFolder().appendingPathComponent("_site")
        _ = try SiteFixture.build(
            BuildOptions(
                inputs: [SiteFixture.exampleCatalogs + "/pulse-fitness.json", SiteFixture.exampleCatalogs + "/castle-coins.json"],
                output: out.path, locales: .list(locales))
        ).get()
        return out
    }

    @Test(arguments: locales)
    func subscriptionPaywall(_ tag: String) throws {
        let site = try Self.site.get()
        let html = try SiteFixture.read(site.appendingPathComponent("pulse-fitness/main/\(tag.lowercased()).html"))
        assertICUSnapshot(of: html, named: tag)
    }

    @Test(arguments: ["en-US", "de-DE", "ja-JP", "ar-SA"])
    func gameShop(_ tag: String) throws {
        let site = try Self.site.get()
        let html = try SiteFixture.read(site.appendingPathComponent("castle-coins/shop/\(tag.lowercased()).html"))
        assertICUSnapshot(of: html, named: tag)
    }

    @Test func index() throws {
        let site = try Self.site.get()
        let index = try SiteFixture.read(site.appendingPathComponent("index.html"))
        assertICUSnapshot(of: index.replacingOccurrences(of: SiteFixture.exampleCatalogs, with: "catalogs"), named: "index")
    }

    /// A paywall's overview: every locale at each width, with and without the offer.
    @Test func overview() throws {
        let site = try Self.site.get()
        let overview = try SiteFixture.read(site.appendingPathComponent("pulse-fitness/main/index.html"))
        assertICUSnapshot(of: overview, named: "pulse-fitness-main")
        for width in ["", "#w430", "#w768"] {
            #expect(overview.contains("<iframe src=\"de-de.html\(width)\" title=\"German (Germany), with the offer\"></iframe>"))
            #expect(
                overview.contains(
                    "<iframe src=\"de-de.without-offer.html\(width)\" title=\"German (Germany), without the offer\"></iframe>"))
        }
    }

    /// The copy of a page the overview shows without the offer differs from the page only in the state it opens in.
    @Test func withoutOfferCopyOpensInTheOtherState() throws {
        let site = try Self.site.get()
        let page = try SiteFixture.read(site.appendingPathComponent("pulse-fitness/main/fr-fr.html"))
        let copy = try SiteFixture.read(site.appendingPathComponent("pulse-fitness/main/fr-fr.without-offer.html"))
        let swapped =
            page
            .replacingOccurrences(of: "id=\"eligible\" checked>", with: "id=\"eligible\">")
            .replacingOccurrences(of: "id=\"ineligible\">", with: "id=\"ineligible\" checked>")
        #expect(swapped != page)
        #expect(copy == swapped)
        // Castle Coins has no offer: no copy, the overview shows one frame per locale and width.
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("castle-coins/shop/de-de.without-offer.html").path))
        let shop = try SiteFixture.read(site.appendingPathComponent("castle-coins/shop/index.html"))
        #expect(shop.components(separatedBy: "<iframe ").count - 1 == Self.locales.count * 3)
    }

    @Test func pagesSayTheirLanguageAndDirection() throws {
        let site = try Self.site.get()
        let arabic = try SiteFixture.read(site.appendingPathComponent("pulse-fitness/main/ar-sa.html"))
        #expect(arabic.contains("<html lang=\"ar-SA\" dir=\"rtl\">"))
        let hebrew = try SiteFixture.read(site.appendingPathComponent("pulse-fitness/main/he-il.html"))
        #expect(hebrew.contains("<html lang=\"he-IL\" dir=\"rtl\">"))
        let chinese = try SiteFixture.read(site.appendingPathComponent("pulse-fitness/main/zh-hant-tw.html"))
        #expect(chinese.contains("<html lang=\"zh-Hant-TW\" dir=\"ltr\">"))
    }

    @Test func pageHasEverythingAPaywallShows() throws {
        let site = try Self.site.get()
        let html = try SiteFixture.read(site.appendingPathComponent("pulse-fitness/main/fr-fr.html"))
        for piece in [
            "par an",  // price per period from CLDR
            "d’essai gratuit",  // offer sentence
            "Soit ",  // per-month equivalent
            "Économisez",  // saving badge
            "Meilleure offre", "Essayer gratuitement", "S’abonner",  // badge and both calls to action
            "Restaurer les achats", "Conditions d’utilisation", "Politique de confidentialité",
            "se renouvelle automatiquement",  // disclosure
            "id=\"eligible\"", "id=\"ineligible\"",  // the no-JavaScript eligibility switch
            "class=\"phone\"", "hreflang=\"de-DE\"",  // phone frame, locale switcher
        ] {
            #expect(html.contains(piece), "missing \(piece)")
        }
    }
}
