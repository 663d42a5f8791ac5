import CatalogSite
import CatalogTestSupport
import Foundation
import Testing

/// Every catalog string is HTML-escaped, links must be https:, http: or mailto:, and file names are safe.
@Suite("Escaping", .removesTemporaryFolders)
struct EscapingTests {
    static let payload = #"<script>alert('x')</script>"#
    static let attribute = #"" onmouseover="alert(1)" x=""#

    static func catalog() -> String {
        func json(_ text: String) -> String {
            let data = try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])
            return String(decoding: data ?? Data(), as: UTF8.self).dropFirst().dropLast().description
        }
        let p = json(payload), a = json(attribute)
        return """
            {
              "name": \(p),
              "groups": [ { "id": "g", "name": \(p) } ],
              "products": [
                { "id": "com.example.pro", "type": "autoRenewable", "group": "g", "period": "P1M",
                  "prices": { "US": "9.99" },
                  "localizations": { "en_US": { "displayName": "<b>Pro</b>&amp;", "description": \(a) } } }
              ],
              "paywalls": [
                { "id": "../../etc/<passwd>", "products": ["com.example.pro"], "locales": ["en_US"],
                  "copy": { "en_US": { "title": \(p), "subtitle": \(a), "features": [\(p), "Tom & Jerry's"], "callToAction": \(a) } },
                  "links": { "terms": "https://example.com/t?a=1&b=\\"2\\"", "privacy": "https://example.com/p" } }
              ]
            }
            """
    }

    /// The page and the index of one build, or why there are none: a missing page or index fails every
    /// test instead of letting the checks of what must not appear pass on nothing.
    static let page = Result { () throws -> String in
        let folder = try SiteFixture.sharedFolder()
        let file = try SiteFixture.catalogFile(catalog(), in: folder)
        let out = folder.appendingPathComponent("_site")
        let report = try SiteFixture.build(BuildOptions(inputs: [file], output: out.path)).get()
        guard let path = report.pages.first?.path else { throw FixtureError("the build wrote no page") }
        let html = try SiteFixture.read(out.appendingPathComponent(path))
        let index = try SiteFixture.read(out.appendingPathComponent("index.html"))
        return html + "\n<!-- index -->\n" + index
    }

    @Test func noScriptSurvives() throws {
        let html = try Self.page.get()
        #expect(!html.contains("<script"))
        #expect(!html.contains("<b>Pro"))
        #expect(!html.contains("onmouseover=\"alert"))
    }

    @Test func lessThanIsEscaped() throws { #expect(try Self.page.get().contains("&lt;script&gt;")) }
    @Test func ampersandIsEscaped() throws { #expect(try Self.page.get().contains("Tom &amp; Jerry")) }
    @Test func alreadyEscapedTextIsEscapedAgain() throws { #expect(try Self.page.get().contains("&lt;b&gt;Pro&lt;/b&gt;&amp;amp;")) }
    @Test func quotesAreEscapedInAttributes() throws {
        #expect(try Self.page.get().contains("&quot; onmouseover=&quot;alert(1)&quot; x=&quot;"))
    }
    @Test func apostrophesAreEscaped() throws { #expect(try Self.page.get().contains("Jerry&#39;s")) }
    @Test func linkQueryIsEscaped() throws {
        #expect(try Self.page.get().contains("href=\"https://example.com/t?a=1&amp;b=&quot;2&quot;\""))
    }

    @Test func unsafeLinksAreDroppedAndTheirFindingIsEscaped() throws {
        let folder = try SiteFixture.temporaryFolder()
        let text = Self.catalog().replacingOccurrences(of: "https://example.com/p", with: "javascript:alert('<x>')")
        let file = try SiteFixture.catalogFile(text, in: folder)
        let out = folder.appendingPathComponent("_site")
        // The linter reports the link; the preview is built without it, the finding shown escaped.
        let report = try SiteFixture.build(BuildOptions(inputs: [file], output: out.path)).get()
        #expect(report.diagnostics.map(\.rule.rawValue).contains("link-scheme"))
        let page = try SiteFixture.read(out.appendingPathComponent(report.pages[0].path))
        let index = try SiteFixture.read(out.appendingPathComponent("index.html"))
        #expect(!page.contains("javascript:alert('"))
        #expect(!page.contains("<x>") && !index.contains("<x>"))
        let escaped = "the privacy link &quot;javascript:alert(&#39;&lt;x&gt;&#39;)&quot; is not an https:, http: or mailto: link"
        #expect(page.contains(escaped))
        #expect(index.contains(escaped))
    }

    @Test func fileNamesAreSafe() throws {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(Self.catalog(), name: "My App (v2)!.json", in: folder)
        let report = try SiteFixture.build(BuildOptions(inputs: [file], output: folder.appendingPathComponent("_site").path)).get()
        #expect(report.pages.map(\.path) == ["my-app-v2/etc-passwd/en-us.html"])
    }
}
