import Catalog
import CatalogJSON
import Testing

@Suite("JSON parser")
struct JSONParserTests {
    func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode { try JSONParser.parse(Array(text.utf8)) }

    @Test func keepsPositionsOfValuesAndKeys() throws {
        let node = try parse("{\n  \"id\": \"pro\",\n  \"prices\": { \"US\": \"9.99\" }\n}")
        #expect(node["id"]?.location == Diagnostic.Location(line: 2, column: 9))
        #expect(node["prices"]?["US"]?.location == Diagnostic.Location(line: 3, column: 21))
        guard case .object(let members)? = Optional(node.value) else { Issue.record("not an object"); return }
        #expect(members.map(\.keyLocation) == [Diagnostic.Location(line: 2, column: 3), Diagnostic.Location(line: 3, column: 3)])
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let node = try parse("{\"name\": \"Прайс\", \"id\": 1}")
        #expect(node["id"]?.location == Diagnostic.Location(line: 1, column: 25))
    }

    @Test func numbersStayText() throws {
        let node = try parse("[0.1, 1e400, -0, 12345678901234567890.123456789]")
        guard case .array(let items) = node.value else { Issue.record("not an array"); return }
        let texts = items.compactMap { if case .number(let text) = $0.value { text } else { nil } }
        #expect(texts == ["0.1", "1e400", "-0", "12345678901234567890.123456789"])
    }

    @Test func escapes() throws {
        let node = try parse(#"["a\"b\\c\/d\n", "\u00e9\ud83d\ude00"]"#)
        guard case .array(let items) = node.value, case .string(let first) = items[0].value, case .string(let second) = items[1].value
        else {
            Issue.record("wrong shape"); return
        }
        #expect(first == "a\"b\\c/d\n")
        #expect(second == "é😀")
    }

    @Test(arguments: [
        ("", "the file is empty", 1, 1),
        ("   \n ", "the file is empty", 2, 2),
        ("{\"a\": 1", "unexpected end of file: the JSON is truncated", 1, 8),
        ("{\"a\": 1,}", "expected a member name in double quotes, found '}'", 1, 9),
        ("[1, 2,]", "expected a value, found ']'", 1, 7),
        ("{'a': 1}", "expected a member name in double quotes, found '''", 1, 2),
        ("{\"a\" 1}", "expected ':' after \"a\", found '1'", 1, 6),
        ("// comment\n{}", "expected a value, found '/'", 1, 1),
        ("{} {}", "unexpected '{' after the end of the JSON value", 1, 4),
        ("[01]", "numbers cannot have leading zeros", 1, 2),
        ("[1.]", "expected a digit after '.', found ']'", 1, 4),
        ("[tru]", "expected 'true', found ']'", 1, 2),
        ("[\"a\nb\"]", "a string is not closed before the end of the line", 1, 4),
        ("[\"\\x\"]", "invalid escape '\\x' in a string", 1, 3),
        ("[\"\\ud800\"]", "a \\u escape starts a surrogate pair that is not completed", 1, 3),
        ("{\"a\": 1 \"b\": 2}", "expected ',' or '}' after the value of \"a\", found '\"'", 1, 9),
    ])
    func syntaxErrorsSayWhatAndWhere(_ text: String, _ message: String, _ line: Int, _ column: Int) {
        #expect { try parse(text) } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.message == message && error.location == Diagnostic.Location(line: line, column: column)
        }
    }

    @Test func invalidUTF8IsFoundByOffset() {
        #expect { try JSONParser.parse(Array("{\"a\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)) } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.message == "invalid UTF-8 (byte 0xC3 at offset 7)" && error.location == Diagnostic.Location(line: 1, column: 8)
        }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0xED, 0xA0, 0x80]) }  // an encoded surrogate
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0xC0, 0xAF]) }  // overlong
    }

    @Test func deepNestingIsRefusedNotCrashed() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect { try parse(deep) } throws: { error in
            (error as? JSONSyntaxError)?.message == "nesting is deeper than 64 levels"
        }
        let fine = String(repeating: "[", count: 60) + String(repeating: "]", count: 60)
        #expect(throws: Never.self) { try parse(fine) }
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let node = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": true}".utf8))
        #expect(node["a"] != nil)
    }
}
