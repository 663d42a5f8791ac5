import CatalogSite
import CatalogTestSupport
import Foundation
import Testing

/// Catalog text shown on a page in another language (no translation for the page's) carries the `lang`
/// and `dir` of the language it is really in.
@Suite("Fallback text language")
struct FallbackLanguageTests {
    /// English and Hebrew translations only; the Hebrew-only product is the source locale's.
    static let catalog = """
        {
          "name": "Atlas", "sourceLocale": "en_US",
          "products": [
            { "id": "com.example.maps", "type": "nonConsumable", "prices": { "US": "4.99" },
              "localizations": { "en_US": { "displayName": "Offline Maps", "description": "Every country, offline" } } },
            { "id": "com.example.siddur", "type": "nonConsumable", "prices": { "US": "1.99" },
              "localizations": { "he_IL": { "displayName": "סידור", "description": "נוסח אשכנז" } } }
          ],
          "paywalls": [ { "id": "store", "products": ["com.example.maps", "com.example.siddur"],
            "locales": ["en_US", "en_GB", "ar_SA", "he_IL"],
            "copy": { "en_US": { "title": "Atlas Pro", "subtitle": "Maps for every trip", "features": ["Offline", "Every country"] },
              "he_IL": { "title": "אטלס פרו", "features": ["לא מקוון"] } } } ]
        }
        """

    static let site = Result { () throws -> URL in
        let folder = try SiteFixture.sharedFolder()
        let file = try SiteFixture.catalogFile(catalog, in: folder)
        let out = folder.appendingPathComponent("_site")
        _ = try SiteFixture.build(BuildOptions(inputs: [file], output: out.path)).get()
        return out.appendingPathComponent("app/store")
    }

    static func page(_ name: String) throws -> String { try SiteFixture.read(try site.get().appendingPathComponent(name)) }

    @Test func englishTextOnAnArabicPageSaysItIsEnglish() throws {
        let html = try Self.page("ar-sa.html")
        #expect(html.contains("<html lang=\"ar-SA\" dir=\"rtl\">"))
        for piece in [
            "<h1 lang=\"en-US\" dir=\"ltr\">Atlas Pro</h1>",
            "<p class=\"subtitle\" lang=\"en-US\" dir=\"ltr\">Maps for every trip</p>",
            "<ul class=\"features\" lang=\"en-US\" dir=\"ltr\">",
            "<h2 class=\"plan-name\" lang=\"en-US\" dir=\"ltr\"><label for=\"plan-1\">Offline Maps</label></h2>",
            "<p class=\"plan-description\" lang=\"en-US\" dir=\"ltr\">Every country, offline</p>",
            // Hebrew text keeps its own language and right-to-left direction, even on a right-to-left page.
            "<h2 class=\"plan-name\" lang=\"he-IL\" dir=\"rtl\"><label for=\"plan-2\">סידור</label></h2>",
        ] {
            #expect(html.contains(piece), "missing \(piece)")
        }
    }

    @Test func hebrewTextOnAnEnglishPageIsRightToLeft() throws {
        let html = try Self.page("en-us.html")
        #expect(html.contains("<h2 class=\"plan-name\" lang=\"he-IL\" dir=\"rtl\"><label for=\"plan-2\">סידור</label></h2>"))
        #expect(html.contains("<p class=\"plan-description\" lang=\"he-IL\" dir=\"rtl\">נוסח אשכנז</p>"))
        #expect(html.contains("<h2 class=\"plan-name\"><label for=\"plan-1\">Offline Maps</label></h2>"))
        #expect(html.contains("<h1>Atlas Pro</h1>"))
    }

    /// A translation that leaves out the subtitle and a feature (partial work from a translator) shows the
    /// source copy's, field by field, each marked as English; its own title and feature are not marked.
    @Test func textsATranslationLeavesOutAreTheSourcesMarkedAsEnglish() throws {
        let html = try Self.page("he-il.html")
        for piece in [
            "<h1>אטלס פרו</h1>",
            "<p class=\"subtitle\" lang=\"en-US\" dir=\"ltr\">Maps for every trip</p>",
            "<ul class=\"features\">\n<li>לא מקוון</li>\n<li lang=\"en-US\" dir=\"ltr\">Every country</li>\n</ul>",
            "The he-IL copy has no subtitle or feature 2; the page shows the en-US text.",
        ] {
            #expect(html.contains(piece), "missing \(piece)")
        }
    }

    @Test func anotherRegionOfTheSameLanguageNeedsNoMarking() throws {
        let html = try Self.page("en-gb.html")
        #expect(html.contains("<h2 class=\"plan-name\"><label for=\"plan-1\">Offline Maps</label></h2>"))
        #expect(html.contains("<p class=\"subtitle\">Maps for every trip</p>"))
    }

    @Test func ownTranslationsAndLabelsAreNotMarked() throws {
        let html = try Self.page("he-il.html")
        #expect(html.contains("<h2 class=\"plan-name\"><label for=\"plan-2\">סידור</label></h2>"))
        #expect(html.contains("<h2 class=\"plan-name\" lang=\"en-US\" dir=\"ltr\"><label for=\"plan-1\">Offline Maps</label></h2>"))
        #expect(!html.contains("<p class=\"badge\" lang="))
    }
}
