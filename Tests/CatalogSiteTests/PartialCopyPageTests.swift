import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogSite

/// A translation that holds only some of a copy's texts, as importing a translator's partial work writes
/// it (CatalogTranslationsTests' `TranslationPartialImportTests`): the page shows what is translated and
/// falls back to the source locale's text field by field.
@Suite("A partly translated page", .removesTemporaryFolders)
struct PartialCopyPageTests {
    /// The ar-SA page keeps the English title (with its variable) and features, marked as English, under
    /// its own Arabic subtitle.
    @Test func thePageFallsBackFieldByField() throws {
        let text = LumenCatalog.text(arabicCopy: #"{ "subtitle": "\#(LumenCatalog.arabicSubtitle)" }"#)
        let catalog = try SiteFixture.catalogFile(text, name: "lumen.json", in: SiteFixture.temporaryFolder())
        let page = try ThemeErrorTests.page(catalog, locale: "ar_SA", findings: [])
        #expect(page.title.withOffer == "Get Lumen Pro")
        #expect(page.titleLanguage?.lang == "en-US")
        #expect(page.subtitle.withOffer == LumenCatalog.arabicSubtitle)
        #expect(page.subtitleLanguage == nil)
        #expect(page.features.withOffer == ["Scenes", "Schedules", "Widgets"])
        #expect(page.featureItems.withOffer.map { $0.language?.lang } == ["en-US", "en-US", "en-US"])
        #expect(page.notes.contains("The ar-SA copy has no title or features 1–3; the page shows the en-US text."))
    }
}
