import CatalogJSON
import CatalogTestSupport
import Testing

/// A large document is parsed in two parts at once (`JSONParser.parse(_:scanning:splittingAt:)`): from a line
/// that starts an item of an array, another thread parses the rest of that array. It is a fast path of the
/// parse in one part and must give the same tree (values, positions, offsets) or the same error, wherever
/// the split falls: here every line of random documents is tried as the split.
@Suite("JSON parser: two parts at once against one")
struct JSONParserSplitTests {
    /// Strings that cross words and hold multi-byte scalars, escapes and spaces.
    static let texts = ["", "a", "Jahresabo", "日本語の説明", "😀 emoji", #"say \"hi\""#, "tab\\tand\\nlines", "   spaced   ", "é"]

    /// A random document shaped like a catalog: arrays of objects one per line, nested arrays, CRLF or LF,
    /// any indentation; sometimes broken (a byte removed or changed, invalid UTF-8, nesting too deep).
    static func document(_ generator: inout SplitMix) -> [UInt8] {
        func pick<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
        let newline = generator.next() % 4 == 0 ? "\r\n" : "\n"
        // Sometimes arrays on one line, items after multi-byte text: a split inside a line.
        let itemBreak = generator.next() % 4 == 0 ? " " : newline
        let step = Int(generator.next() % 5)
        func indent(_ level: Int) -> String { String(repeating: generator.next() % 8 == 0 ? "\t" : " ", count: level * step) }
        func object(_ level: Int) -> String {
            var members: [String] = []
            for number in 0..<Int(generator.next() % 4) {
                let value: String
                switch generator.next() % 5 {
                case 0 where level < 4: value = array(level + 1)
                case 1: value = pick(["1", "-0.5e3", "true", "null", "4.99"])
                default: value = "\"\(pick(texts))\""
                }
                members.append("\(newline)\(indent(level + 1))\"k\(number)\": \(value)")
            }
            return "{" + members.joined(separator: ",") + (members.isEmpty ? "" : newline + indent(level)) + "}"
        }
        func array(_ level: Int) -> String {
            let items = (0..<Int(generator.next() % 6)).map { _ in
                itemBreak + (itemBreak == " " ? "\"\(pick(texts))\", " : indent(level + 1)) + object(level + 1)
            }
            return "[" + items.joined(separator: ",") + (items.isEmpty ? "" : newline + indent(level)) + "]"
        }
        var bytes = Array(
            ("{" + newline + indent(1) + "\"groups\": " + array(1) + "," + newline + indent(1) + "\"v\": 1" + newline + "}").utf8)
        switch generator.next() % 8 {
        case 0 where !bytes.isEmpty: bytes.remove(at: Int(generator.next() % UInt64(bytes.count)))
        case 1 where !bytes.isEmpty: bytes[Int(generator.next() % UInt64(bytes.count))] = pick([0x2C, 0x5D, 0x7D, 0x22, 0xC0, 0xFF])
        case 2:
            // Too deep, or nearly: from the split's array, the part parsed ahead may be within the limit when
            // the whole is not, which the parser must still refuse.
            let levels = JSONParser.maximumDepth - Int(generator.next() % 4)
            let deep = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
            bytes = Array(
                String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\"k1\": \"", with: "\"k1\": \(deep), \"x\": \"").utf8)
        default: break
        }
        if generator.next() % 10 == 0 { bytes = [0xEF, 0xBB, 0xBF] + bytes }
        return bytes
    }

    static func parse(_ bytes: [UInt8], splittingAt split: Int?) -> (Result<JSONNode, JSONSyntaxError>, spliced: Bool) {
        var spliced = false
        let result = Result { () throws(JSONSyntaxError) in
            try JSONParser.parse(bytes, scanning: .wordsAtATime, splittingAt: split, spliced: &spliced)
        }
        return (result, spliced)
    }

    @Test func everyLineAsTheSplitGivesTheSameTreeOrError() {
        let seed: UInt64 = 0x5EED_5917
        var generator = SplitMix(seed: seed)
        var (splices, failures) = (0, 0)
        for number in 0..<400 {
            let bytes = Self.document(&generator)
            let whole = Self.parse(bytes, splittingAt: nil).0
            if case .failure = whole { failures += 1 }
            for split in bytes.indices.dropFirst() where [0x0A, 0x20, 0x09].contains(bytes[split - 1]) {
                let (parts, spliced) = Self.parse(bytes, splittingAt: split)
                if spliced { splices += 1 }
                #expect(
                    parts == whole,
                    "document \(number) of seed \(seed), split at \(split): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            }
        }
        // Splits that were taken (counted where the document parses), and documents that parse and do not.
        #expect(splices > 1_000)
        #expect(failures > 40 && failures < 360)
    }

    /// The split point of a large document is the least indented line starting an array's object near its
    /// middle, and a parse from it takes the items parsed ahead.
    @Test func aLargeDocumentIsSplitAtAnItemOfItsOuterArray() throws {
        let item = #"{"id": "pro.monthly", "localizations": [{"locale": "de", "displayName": "Monatlich"}]}"#
        let text = "{\n  \"groups\": [\n" + Array(repeating: "    " + item, count: 20_000).joined(separator: ",\n") + "\n  ]\n}\n"
        let bytes = Array(text.utf8)
        #expect(bytes.count >= JSONParser.splitSize)
        let split = try #require(JSONParser.splitPoint(in: bytes))
        #expect(bytes[split] == UInt8(ascii: "{") && Array(bytes[(split - 5)..<split]) == Array("\n    ".utf8))
        let (parts, spliced) = Self.parse(bytes, splittingAt: split)
        #expect(spliced)
        #expect(parts == Self.parse(bytes, splittingAt: nil).0)
    }

    /// A line whose indentation runs past the 64 KiB looked at after the middle ends the search; a document
    /// without a line that starts an array's object after a comma has no split point.
    @Test func theSplitPointIsLookedForInAWindowOnly() throws {
        let line = "    " + #"{"id": "pro.monthly"}"#
        let head = "{\n  \"a\": [\n" + Array(repeating: line, count: 40_000).joined(separator: ",\n") + ",\n"
        let wide = String(repeating: " ", count: 70_000) + line + ",\n"
        // The middle 2,000 bytes before the wide line: the window after it ends inside the indentation.
        let total = 2 * (head.utf8.count - 2_000)
        let rest = (total - head.utf8.count - wide.utf8.count) / (line.utf8.count + 2)
        let text = head + wide + Array(repeating: line, count: rest).joined(separator: ",\n") + "\n  ]\n}\n"
        let bytes = Array(text.utf8)
        let middle = bytes.count / 2
        #expect(middle < head.utf8.count && middle + (1 << 16) < head.utf8.count + 70_000)
        let split = try #require(JSONParser.splitPoint(in: bytes))
        #expect(split > middle && split < head.utf8.count && bytes[split] == UInt8(ascii: "{"))
        #expect(Self.parse(bytes, splittingAt: split).0 == Self.parse(bytes, splittingAt: nil).0)
        let flat = Array(("[" + String(repeating: "1,\n", count: 400_000) + "1]").utf8)
        #expect(JSONParser.splitPoint(in: flat) == nil)
    }
}
