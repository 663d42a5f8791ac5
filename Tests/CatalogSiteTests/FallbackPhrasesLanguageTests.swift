import CatalogSite
import CatalogTestSupport
import Foundation
import Testing

/// On a page in a language without our phrases (Pashto, Assamese), the English phrases carry `lang="en"`
/// and `dir="ltr"`, which also isolates them on a right-to-left page; text that CLDR writes in the page's
/// language (a price per month, a pass's duration) and pages with their own phrases are not marked.
@Suite("Fallback phrases language", .removesTemporaryFolders)
struct FallbackPhrasesLanguageTests {
    /// The mixed paywall with a quarterly plan (its price per period is our phrase) and a custom button
    /// in the English copy.
    static let site = Result { () throws -> URL in
        let catalog = MixedPaywall.catalog.replacingOccurrences(of: #""P1M""#, with: #""P3M""#)
            .replacingOccurrences(of: #""locales": ["en_US", "de_DE", "ja_JP"]"#, with: #""locales": ["ps_AF", "as_IN", "de_DE"]"#)
            .replacingOccurrences(
                of: #""en_US": { "title": "Lumen Pro" }"#, with: #""en_US": { "title": "Lumen Pro", "callToAction": "Try Lumen free" }"#)
        let folder = try SiteFixture.sharedFolder()
        let file = try SiteFixture.catalogFile(catalog, name: "lumen.json", in: folder)
        let out = folder.appendingPathComponent("_site")
        _ = try SiteFixture.build(BuildOptions(inputs: [file], output: out.path)).get()
        return out.appendingPathComponent("lumen/main")
    }

    static func page(_ tag: String) throws -> String { try SiteFixture.read(try site.get().appendingPathComponent("\(tag).html")) }

    /// What every page in a language without our phrases marks as English.
    static let english = [
        #"<label for="eligible" lang="en" dir="ltr">With introductory offer</label>"#,
        #"<p class="badge" lang="en" dir="ltr">Best value</p>"#,
        ##"<a class="cta with-offer for-plan-1" lang="en" dir="ltr" href="#eligible">Subscribe</a>"##,
        ##"<a class="cta with-offer for-plan-3" lang="en" dir="ltr" href="#eligible">Buy</a>"##,
        #"<p class="reassurance" lang="en" dir="ltr">Cancel anytime</p>"#,
        #"<p class="disclosure with-offer for-plan-3" lang="en" dir="ltr">Payment is charged to your account when you confirm the purchase.</p>"#,
        ##"<p class="links" lang="en" dir="ltr"><a href="#restore">Restore purchases</a></p>"##,
        #"<h2 lang="en" dir="ltr">Language</h2>"#,
        // The copy's own button is in the copy's language.
        ##"<a class="cta with-offer for-plan-2" lang="en-US" dir="ltr" href="#eligible">Try Lumen free</a>"##,
    ]

    @Test func pashtoPageMarksAndIsolatesEnglishPhrases() throws {
        let html = try Self.page("ps-af")
        #expect(html.contains(#"<html lang="ps-AF" dir="rtl">"#))
        for piece in Self.english + [
            "<p class=\"plan-price\" id=\"plan-1-price\" lang=\"en\" dir=\"ltr\">$\u{00A0}۹٫۹۹ every ۳ months</p>",
            "<p class=\"plan-offer with-offer\" lang=\"en\" dir=\"ltr\">اونۍ free, then $\u{00A0}۵۹٫۹۹ په هر کال کې</p>",
            "<p class=\"plan-equivalent\" lang=\"en\" dir=\"ltr\">Equivalent to $\u{00A0}۴٫۹۹/m</p>",
            // CLDR's Pashto: the yearly price per period and the pass's duration.
            "<p class=\"plan-price\" id=\"plan-2-price\">$\u{00A0}۵۹٫۹۹ په هر کال کې</p>",
            #"<p class="plan-equivalent">۳ مياشتې</p>"#,
        ] {
            #expect(html.contains(piece), "missing \(piece)")
        }
    }

    @Test func assamesePageMarksEnglishPhrases() throws {
        let html = try Self.page("as-in")
        for piece in Self.english + [
            "<p class=\"plan-price\" id=\"plan-1-price\" lang=\"en\" dir=\"ltr\">US$\u{00A0}৯.৯৯ every ৩ months</p>",
            "<p class=\"plan-price\" id=\"plan-2-price\">US$\u{00A0}৫৯.৯৯ প্ৰতি বছৰ</p>",
        ] {
            #expect(html.contains(piece), "missing \(piece)")
        }
    }

    @Test func aPageWithItsOwnPhrasesMarksNone() throws {
        let html = try Self.page("de-de")
        #expect(html.contains(#"<p class="badge">Bestes Angebot</p>"#))
        #expect(html.contains(##"<p class="links"><a href="#restore">Käufe wiederherstellen</a></p>"##))
        #expect(html.contains(#"<label for="eligible" lang="de-DE" dir="ltr">Mit Einführungsangebot</label>"#))
        #expect(!html.contains(#"lang="en" dir="ltr""#))
    }
}
