import Catalog
import CatalogSite
import CatalogTestSupport
import Foundation
import Testing

/// `catalogs/` built in every listing language of both stores (the App Store's 50, Google Play's 87 with
/// their regional listings): every page has Catalog's phrases in its own language, none in English.
@Suite("Pages in every store language", .removesTemporaryFolders)
struct StoreLanguagePagesTests {
    /// Each store language's locale once, in the stores' order ("af", …, "zh-HK", …, "he-IL", …).
    static let locales: [LocaleID] = {
        var seen = Set<String>()
        return (Store.appStore.languages + Store.googlePlay.languages).map(\.locale).filter { seen.insert($0.languageTag).inserted }
    }()

    static let site = Result { () throws -> (URL, BuildReport) in
        let out = try SiteFixture.sharedFolder().appendingPathComponent("_site")
        let options = BuildOptions(inputs: [SiteFixture.exampleCatalogs], output: out.path, locales: .list(locales.map(\.identifier)))
        return (out, try SiteFixture.build(options).get())
    }

    @Test func everyLocaleHasPages() throws {
        let (_, report) = try Self.site.get()
        #expect(Self.locales.count > 90)
        #expect(Set(report.pages.map(\.locale)) == Set(Self.locales.map(\.languageTag)))
    }

    /// The build's record of each page's phrases: its own language, never the English fallback.
    @Test func noPageFallsBackToEnglish() throws {
        let (_, report) = try Self.site.get()
        for page in report.pages where !page.locale.hasPrefix("en") {
            #expect(page.phrasesLanguage != "en", "\(page.path): English phrases")
            #expect(!page.warnings.contains { $0.hasPrefix("Catalog has no ") }, "\(page.path): \(page.warnings)")
        }
    }

    /// English phrases on another language's page carry `lang="en"`: no page has any.
    @Test func noPageHasEnglishPhrases() throws {
        let (out, report) = try Self.site.get()
        for page in report.pages where !page.locale.hasPrefix("en") {
            let html = try SiteFixture.read(out.appendingPathComponent(page.path))
            #expect(!html.contains(#"lang="en" dir="ltr""#), "\(page.path) has English phrases")
        }
    }

    /// Urdu and Persian pages run right to left, with their phrases in the page's direction.
    @Test(arguments: ["ur", "fa", "fa-AF", "fa-AE"])
    func rightToLeftPages(_ tag: String) throws {
        let (out, report) = try Self.site.get()
        let pages = report.pages.filter { $0.locale == tag }
        #expect(!pages.isEmpty)
        for page in pages {
            let html = try SiteFixture.read(out.appendingPathComponent(page.path))
            #expect(html.contains(#"<html lang="\#(tag)" dir="rtl">"#), "\(page.path)")
        }
    }
}
