import Testing

@testable import CatalogSite

/// One tiny test per rule of links and file names.
@Suite("Links and file names")
struct SafeLinkAndFileNameTests {
    @Test func httpsIsKept() { #expect(SafeLink.url("https://example.com/terms") == "https://example.com/terms") }
    @Test func httpIsKept() { #expect(SafeLink.url("http://example.com") == "http://example.com") }
    @Test func mailtoIsKept() { #expect(SafeLink.url("mailto:help@example.com") == "mailto:help@example.com") }
    @Test func schemeCaseDoesNotMatter() { #expect(SafeLink.url("HTTPS://EXAMPLE.COM") == "HTTPS://EXAMPLE.COM") }
    @Test func surroundingSpacesAreTrimmed() { #expect(SafeLink.url("  https://example.com \t") == "https://example.com") }
    @Test func javascriptIsDropped() { #expect(SafeLink.url("javascript:alert(1)") == nil) }
    @Test func dataIsDropped() { #expect(SafeLink.url("data:text/html,<script>") == nil) }
    @Test func relativePathsAreDropped() { #expect(SafeLink.url("../../etc/passwd") == nil) }
    @Test func controlCharactersAreDropped() { #expect(SafeLink.url("https://exa\nmple.com") == nil) }
    @Test func emptyIsDropped() { #expect(SafeLink.url("   ") == nil) }

    @Test func slugsAreLowercaseASCII() { #expect(SafeFileName.slug("Pulse Fitness (v2)!") == "pulse-fitness-v2") }
    @Test func slugsDropTraversal() { #expect(SafeFileName.slug("../../etc/<passwd>") == "etc-passwd") }
    @Test func slugsAreNeverEmpty() { #expect(SafeFileName.slug("日本語") == "x") }
    @Test func slugsAreShort() { #expect(SafeFileName.slug(String(repeating: "a", count: 200)).count == 60) }
    @Test func slugsAreUnique() { #expect(SafeFileName.uniqueSlugs(["Main", "main", "MAIN!"]) == ["main", "main-2", "main-3"]) }
    @Test func pagesAreNamedByTag() { #expect(SafeFileName.page(for: "zh-Hant-TW") == "zh-hant-tw.html") }

    @Test func escapingMatchesMustacheHTML() {
        #expect(
            FastHTMLContentType().escapeText(#"<a href="x">Tom & Jerry's</a>"#)
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect(FastHTMLContentType().escapeText("Prix: 9,99\u{00A0}€") == "Prix: 9,99\u{00A0}€")
    }
}
