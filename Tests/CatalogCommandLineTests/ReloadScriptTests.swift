import Testing

@testable import catalog_site

/// `serve` adds its reload script before the last `</body>` of each HTML response, in any case, or at the
/// end of a page without one: one test per rule.
@Suite("Reload script")
struct ReloadScriptTests {
    static let script = ReloadScript.tag(generation: 7)

    static func injected(_ html: String) -> String {
        String(decoding: ReloadScript.inject(into: Array(html.utf8), generation: 7), as: UTF8.self)
    }

    @Test func goesBeforeTheClosingBodyTag() {
        #expect(Self.injected("<p>é</p></body></html>") == "<p>é</p>" + Self.script + "</body></html>")
    }

    @Test func goesBeforeTheLastOfSeveral() {
        #expect(Self.injected("</body>x</body>") == "</body>x" + Self.script + "</body>")
    }

    @Test func findsTheTagInAnyCase() {
        #expect(Self.injected("a</BODY>") == "a" + Self.script + "</BODY>")
        #expect(Self.injected("a</BoDy>") == "a" + Self.script + "</BoDy>")
    }

    @Test func goesAtTheEndWithoutATag() {
        #expect(Self.injected("<p>") == "<p>" + Self.script)
        #expect(Self.injected("") == Self.script)
        #expect(Self.injected("</bod") == "</bod" + Self.script)
        // Only letters fold: "<" and "/" must be themselves.
        #expect(Self.injected("\u{1C}\u{0F}BODY>") == "\u{1C}\u{0F}BODY>" + Self.script)
    }
}
