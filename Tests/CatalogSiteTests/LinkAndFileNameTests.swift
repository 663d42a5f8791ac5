import Catalog
import Testing

@testable import CatalogSite

/// One tiny test per rule of links and file names: pages link through `LinkRules.allowed` and name files
/// with `Slug`.
@Suite("Links and file names")
struct LinkAndFileNameTests {
    @Test func httpsIsKept() { #expect(LinkRules.allowed("https://example.com/terms") == "https://example.com/terms") }
    @Test func httpIsKept() { #expect(LinkRules.allowed("http://example.com") == "http://example.com") }
    @Test func mailtoIsKept() { #expect(LinkRules.allowed("mailto:help@example.com") == "mailto:help@example.com") }
    @Test func schemeCaseDoesNotMatter() { #expect(LinkRules.allowed("HTTPS://EXAMPLE.COM") == "HTTPS://EXAMPLE.COM") }
    @Test func surroundingSpacesAreTrimmed() { #expect(LinkRules.allowed("  https://example.com \t") == "https://example.com") }
    @Test func javascriptIsDropped() { #expect(LinkRules.allowed("javascript:alert(1)") == nil) }
    @Test func dataIsDropped() { #expect(LinkRules.allowed("data:text/html,<script>") == nil) }
    @Test func relativePathsAreDropped() { #expect(LinkRules.allowed("../../etc/passwd") == nil) }
    @Test func controlCharactersAreDropped() { #expect(LinkRules.allowed("https://exa\nmple.com") == nil) }
    @Test func emptyIsDropped() { #expect(LinkRules.allowed("   ") == nil) }

    @Test func slugsAreLowercaseASCII() { #expect(Slug.make("Pulse Fitness (v2)!") == "pulse-fitness-v2") }
    @Test func slugsDropTraversal() { #expect(Slug.make("../../etc/<passwd>") == "etc-passwd") }
    @Test func slugsAreNeverEmpty() { #expect(Slug.make("日本語") == "x") }
    @Test func slugsAreShort() { #expect(Slug.make(String(repeating: "a", count: 200)).count == 60) }
    @Test func slugsAreUnique() { #expect(Slug.unique(["Main", "main", "MAIN!"]) == ["main", "main-2", "main-3"]) }
    @Test func pagesAreNamedByTag() throws { #expect(PlanPages.pageNames(for: [try LocaleID("zh-Hant-TW")]) == ["zh-hant-tw.html"]) }

    @Test func escapingMatchesMustacheHTML() {
        #expect(
            FastHTMLContentType().escapeText(#"<a href="x">Tom & Jerry's</a>"#)
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect(FastHTMLContentType().escapeText("Prix: 9,99\u{00A0}€") == "Prix: 9,99\u{00A0}€")
    }
}
