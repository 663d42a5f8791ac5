import CatalogJSON
import CatalogTestSupport
import Testing

/// The parser's word-at-a-time scan (string runs and indentation, eight bytes at a time; the UTF-8 check's
/// ASCII words) is a fast path of the byte-at-a-time scan; `JSONParser.parse(_:scanning: .bytes)` takes the
/// general one. Both must give the same tree (values, positions, offsets) or the same error on any input:
/// here on 10,000 random documents (`fuzz-json` does the same on what libFuzzer makes).
@Suite("JSON parser: word scan against byte scan")
struct JSONParserScanDifferentialTests {
    /// Pieces that end or cross string runs and indentation at every offset of a word.
    static let pieces: [String] = [
        "{", "}", "[", "]", ":", ",", "\"", "\\", #"\""#, #"\\"#, #"\u00e9"#, #"\ud83d\ude00"#, #"\n"#, "\n", "\r\n", "\t",
        " ", "        ", "1", "-0.5e3", "true", "null", "é", "日本", "😀", "abcdefgh", "abc", "\u{01}", "\u{1F}", "\u{7F}",
        "\u{FEFF}", #""key": "#,
    ]

    /// A random document: pieces in any order, or a valid one with random strings and indentation.
    static func document(_ generator: inout SplitMix) -> [UInt8] {
        if generator.next() % 2 == 0 {
            let count = Int(generator.next() % 40)
            return Array((0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined().utf8)
        }
        var text = "{"
        for member in 0..<Int(generator.next() % 6) {
            let indent = String(repeating: " ", count: Int(generator.next() % 20))
            let runs = (0..<Int(generator.next() % 8)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
            let value = runs.filter { $0 != "\"" && $0 != "\\" && !$0.unicodeScalars.contains { $0.value < 0x20 } }.joined()
            text += "\(member == 0 ? "" : ",")\n\(indent)\"k\(member)\": [\"\(value)\", \(member)]"
        }
        var bytes = Array((text + "\n}").utf8)
        // Sometimes cut short, so runs end at the end of the document, in every position of a word.
        if generator.next() % 4 == 0, !bytes.isEmpty { bytes.removeLast(Int(generator.next() % UInt64(bytes.count))) }
        return bytes
    }

    static func parse(_ bytes: [UInt8], _ scanning: JSONParser.Scanning) -> Result<JSONNode, JSONSyntaxError> {
        Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes, scanning: scanning) }
    }

    @Test func bothScansAgreeOnRandomDocuments() {
        let seed: UInt64 = 0x5EED_2211
        var generator = SplitMix(seed: seed)
        var parsed = 0
        for number in 0..<10_000 {
            let bytes = Self.document(&generator)
            let words = Self.parse(bytes, .wordsAtATime)
            let general = Self.parse(bytes, .bytes)
            if case .success = words { parsed += 1 }
            #expect(words == general, "document \(number) of seed \(seed): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
        // Both kinds of input: documents that parse and documents that do not.
        #expect(parsed > 1_000 && parsed < 9_000)
    }

    /// Invalid UTF-8 is found at the same byte by the ASCII-word check and the byte check.
    @Test(arguments: [[0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0xC0, 0x80], [0x22, 0xE2, 0x82], [0x20, 0xED, 0xA0, 0x80]])
    func invalidUTF8IsFoundAtTheSameByte(_ bytes: [UInt8]) {
        #expect(Self.parse(bytes, .wordsAtATime) == Self.parse(bytes, .bytes))
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes) }
    }
}
