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
        assertICUSnapshot(of: html.visibleSpaces, named: tag)
    }

    @Test(arguments: ["en-US", "de-DE", "ja-JP", "ar-SA"])
    func gameShop(_ tag: String) throws {
        let site = try Self.site.get()
        let html = try SiteFixture.read(site.appendingPathComponent("castle-coins/shop/\(tag.lowercased()).html"))
        assertICUSnapshot(of: html.visibleSpaces, named: tag)
    }

    @Test func index() throws {
        let site = try Self.site.get()
        let index = try SiteFixture.read(site.appendingPathComponent("index.html"))
        assertICUSnapshot(of: index.replacingOccurrences(of: SiteFixture.exampleCatalogs, with: "catalogs").visibleSpaces, named: "index")
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
