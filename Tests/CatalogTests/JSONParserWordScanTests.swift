import Catalog
import CatalogJSON
import Testing

/// The parser reads string contents and indentation eight bytes at a time (issue 13); these tables put
/// the byte that ends a run at every offset around the eight-byte boundaries, so each path of the word
/// scan (whole words, the first stop inside a word, the byte loop near the end) gives the same values
/// and the same columns (which count Unicode scalars, so continuation bytes must be counted in words too).
@Suite("JSON parser: word-at-a-time scanning")
struct JSONParserWordScanTests {
    func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode { try JSONParser.parse(Array(text.utf8)) }

    /// `{"k": "<raw>", "x": 1}`: the string's value, and the column of `1`, which is 16 plus the number
    /// of scalars written between the quotes.
    @Test(arguments: [
        ("", "", 16),
        ("a", "a", 17),
        ("abcdefg", "abcdefg", 23),
        ("abcdefgh", "abcdefgh", 24),
        ("abcdefghi", "abcdefghi", 25),
        ("abcdefghijklmno", "abcdefghijklmno", 31),
        ("abcdefghijklmnop", "abcdefghijklmnop", 32),
        ("abcdefghijklmnopq", "abcdefghijklmnopq", 33),
        ("éééé", "éééé", 20),
        ("aéééé", "aéééé", 21),
        ("日本語のテキスト", "日本語のテキスト", 24),
        ("😀😀😀", "😀😀😀", 19),
        ("abcdefg😀", "abcdefg😀", 24),
        (#"abcdefg\"hij"#, "abcdefg\"hij", 28),
        (#"\\"#, "\\", 18),
        (#"abcdefghijklmn\nop"#, "abcdefghijklmn\nop", 34),
        (#"é\u00e9"#, "éé", 23),
        (#"abcdefghijklmnop\\"#, "abcdefghijklmnop\\", 34),
    ])
    func stringRunsEndAtEveryOffset(_ raw: String, _ value: String, _ column: Int) throws {
        let node = try parse("{\"k\": \"\(raw)\", \"x\": 1}")
        guard case .string(let text)? = node["k"]?.value else {
            Issue.record("k is not a string")
            return
        }
        #expect(text == value)
        #expect(node["x"]?.location == Diagnostic.Location(line: 1, column: column))
    }

    /// A control character inside a string is refused at its own column, wherever it falls in a word.
    @Test(arguments: [
        ("[\"\t\"]", 3),
        ("[\"abcdefghij\t\"]", 13),
        ("[\"abcdef\u{01}\"]", 9),
        ("[\"éééééééé\t\"]", 11),
        ("[\"abcdefghijklmnopqrstuvwxyz\u{1F}\"]", 29),
    ])
    func controlCharactersAreFoundInsideWords(_ text: String, _ column: Int) {
        #expect { try parse(text) } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.message.contains("control character") && error.location == Diagnostic.Location(line: 1, column: column)
        }
    }

    /// A value indented by runs of spaces (and tabs) of every length around eight starts at the column
    /// after them.
    @Test(arguments: [0, 1, 2, 7, 8, 9, 13, 15, 16, 17, 24, 31])
    func indentationRunsOfEveryLength(_ spaces: Int) throws {
        let node = try parse("[\n" + String(repeating: " ", count: spaces) + "1,\n\t" + String(repeating: " ", count: spaces) + "\t2]")
        guard case .array(let items) = node.value else {
            Issue.record("not an array")
            return
        }
        #expect(
            items.map(\.location) == [
                Diagnostic.Location(line: 2, column: spaces + 1), Diagnostic.Location(line: 3, column: spaces + 3),
            ])
    }

    /// A string that ends in the document's last eight bytes is read by the byte loop.
    @Test func stringsAtTheEndOfTheDocument() throws {
        #expect(try parse(#""abc""#).value.isString("abc"))
        #expect(try parse(#""abcdefghijk""#).value.isString("abcdefghijk"))
        #expect { try parse(#""abcdefghijk"#) } throws: {
            ($0 as? JSONSyntaxError)?.message == "unexpected end of file: the JSON is truncated"
        }
    }
}

extension JSONNode.Value {
    /// Whether this is the string `text`.
    fileprivate func isString(_ text: String) -> Bool {
        if case .string(let value) = self { return value == text }
        return false
    }
}
