import Testing

@testable import CatalogTranslations

/// One tiny exact-string test per XML escaping rule of the XLIFF writer, and the reader reading each back.
@Suite("XLIFF escaping")
struct TranslationEscapingTests {
    @Test func ampersand() throws {
        #expect(try XMLEscaping.escape("Salt & pepper") == "Salt &amp; pepper")
    }

    @Test func lessThan() throws {
        #expect(try XMLEscaping.escape("<b>") == "&lt;b&gt;")
    }

    @Test func greaterThanAlwaysSoNoCDATAEndAppears() throws {
        #expect(try XMLEscaping.escape("a ]]> b") == "a ]]&gt; b")
    }

    @Test func quotesStayInTextAndAreEscapedInAttributes() throws {
        #expect(try XMLEscaping.escape(#"Say "hi" it's"#) == #"Say "hi" it's"#)
        #expect(try XMLEscaping.escape(#"Say "hi" it's"#, inAttribute: true) == "Say &quot;hi&quot; it&apos;s")
    }

    @Test func tabAndLineFeedStayInTextAndAreReferencesInAttributes() throws {
        #expect(try XMLEscaping.escape("a\tb\nc") == "a\tb\nc")
        #expect(try XMLEscaping.escape("a\tb\nc", inAttribute: true) == "a&#9;b&#10;c")
    }

    @Test func carriageReturnIsAReference() throws {
        #expect(try XMLEscaping.escape("a\r\nb") == "a&#13;\nb")
    }

    @Test func controlCharactersAreRefused() {
        #expect(throws: XMLEscaping.UnencodableCharacter(scalar: "\u{01}")) { try XMLEscaping.escape("a\u{01}b") }
        #expect(throws: XMLEscaping.UnencodableCharacter(scalar: "\u{1B}")) { try XMLEscaping.escape("\u{1B}[0m") }
        #expect(throws: XMLEscaping.UnencodableCharacter(scalar: "\u{FFFF}")) { try XMLEscaping.escape("\u{FFFF}") }
    }

    @Test func c1ControlsAreVisibleReferences() throws {
        #expect(try XMLEscaping.escape("a\u{85}b") == "a&#x85;b")
    }

    @Test func nonBMPCharactersAreWrittenAsTheyAre() throws {
        #expect(try XMLEscaping.escape("Gold 🪙 𝒳") == "Gold 🪙 𝒳")
    }

    @Test func theReaderReadsEveryEscapeBack() throws {
        let text = "Salt & <pepper> ]]> \"q\" 'a' \t\r\n🪙 \u{85}"
        let document = "<a b=\"\(try XMLEscaping.escape(text, inAttribute: true))\">\(try XMLEscaping.escape(text))</a>"
        let element = try XMLReader.parse(Array(document.utf8))
        #expect(element.text == text)
        #expect(element.attributes["b"] == text)
    }

    @Test func theReaderPointsAtTheProblemCountingNonBMPCharactersAsOneColumn() {
        #expect(throws: XMLSyntaxError(message: "</b> closes <a> (opened at 1:1)", location: .init(line: 2, column: 3))) {
            try XMLReader.parse(Array("<a>\n🪙x</b>".utf8))
        }
        #expect(
            throws: XMLSyntaxError(
                message: "unknown entity &nbsp; (XML knows &amp; &lt; &gt; &quot; &apos;)", location: .init(line: 1, column: 4))
        ) {
            try XMLReader.parse(Array("<a>&nbsp;</a>".utf8))
        }
        #expect(
            throws: XMLSyntaxError(
                message: "a document type declaration (<!DOCTYPE>) is not allowed in a translation file",
                location: .init(line: 1, column: 1))
        ) {
            try XMLReader.parse(Array("<!DOCTYPE a [<!ENTITY x \"y\">]><a/>".utf8))
        }
    }
}
