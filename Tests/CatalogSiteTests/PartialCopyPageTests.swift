import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogSite

/// A translation that holds only some of a copy's texts, as importing a translator's partial work writes
/// it (CatalogTranslationsTests' `TranslationPartialImportTests`): the page shows what is translated and
/// falls back to the source locale's text field by field.
@Suite("A partly translated page", .removesTemporaryFolders)
struct PartialCopyPageTests {
    static let arabicSubtitle = "ضوء لكل غرفة"

    /// A paywall previewing ar-SA whose ar_SA copy has only a subtitle.
    static let catalog = """
        {
          "name": "Lumen",
          "sourceLocale": "en_US",
          "products": [
            { "id": "com.lumen.pro", "type": "autoRenewable", "group": "pro", "period": "P1M",
              "prices": { "US": "4.99", "SA": "19.99" },
              "localizations": {
                "en_US": { "displayName": "Lumen Pro", "description": "Everything" },
                "ar_SA": { "displayName": "لومن برو", "description": "كل شيء" }
              } }
          ],
          "groups": [ { "id": "pro", "name": "Pro" } ],
          "paywalls": [
            { "id": "main", "products": ["com.lumen.pro"], "locales": ["en_US", "ar_SA"],
              "copy": {
                "en_US": { "title": "Get {appName} Pro", "subtitle": "Light for every room", "features": ["Scenes", "Schedules", "Widgets"] },
                "ar_SA": { "subtitle": "\(arabicSubtitle)" }
              } }
          ]
        }
        """

    /// The ar-SA page keeps the English title (with its variable) and features, marked as English, under
    /// its own Arabic subtitle.
    @Test func thePageFallsBackFieldByField() throws {
        let catalog = try SiteFixture.catalogFile(Self.catalog, name: "lumen.json", in: SiteFixture.temporaryFolder())
        let page = try ThemeErrorTests.page(catalog, locale: "ar_SA", findings: [])
        #expect(page.title == "Get Lumen Pro")
        #expect(page.titleLanguage?.lang == "en-US")
        #expect(page.subtitle == Self.arabicSubtitle)
        #expect(page.subtitleLanguage == nil)
        #expect(page.features == ["Scenes", "Schedules", "Widgets"])
        #expect(page.featureItems.map { $0.language?.lang } == ["en-US", "en-US", "en-US"])
        #expect(page.notes.contains("The ar-SA copy has no title or features 1–3; the page shows the en-US text."))
    }
}
