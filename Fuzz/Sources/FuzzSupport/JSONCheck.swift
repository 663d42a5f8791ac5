import Foundation
import FuzzJSONParser

/// Checks on the JSON parser's results.
package enum JSONCheck {
    /// Every value and key lies inside the input, no deeper than the parser allows.
    package static func checkPositions(_ node: JSONNode, lines: Int, depth: Int) {
        FuzzCheck.require(depth <= JSONParser.maximumDepth + 1, "nesting of \(depth) accepted")
        FuzzCheck.require(
            node.position.line >= 1 && node.position.line <= lines && node.position.column >= 1, "value outside the input: \(node.position)"
        )
        switch node.value {
        case .object(let members):
            for member in members {
                let (key, value) = (member.keyPosition, member.value.position)
                FuzzCheck.require((key.line, key.column) < (value.line, value.column), "key \(key) after its value")
                checkPositions(member.value, lines: lines, depth: depth + 1)
            }
        case .array(let items):
            for item in items { checkPositions(item, lines: lines, depth: depth + 1) }
        case .number(let text):
            // RFC 8259's grammar, not `Decimal(string:)`: a JSON number may have any number of digits, and
            // Decimal gives up past about 165 ("666…6" with 169 digits, Fuzz/Regressions/fuzz-json).
            FuzzCheck.require(
                text.wholeMatch(of: /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/) != nil, "number \(text) is not a number")
        case .string, .bool, .null: break
        }
    }

    /// Ours is never more lenient than Foundation's parser: what ours accepts, Foundation accepts too,
    /// but for numbers beyond Foundation's range, which ours keeps as text. (The other way round does not
    /// hold: Foundation accepts trailing commas, ours refuses them with a hint.)
    package static func compareWithFoundation(_ bytes: [UInt8], ours: Result<JSONNode, JSONSyntaxError>) {
        guard case .success = ours else { return }
        do {
            _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            let reason = "\(error)"
            FuzzCheck.require(reason.contains("umber"), "ours accepts what Foundation refuses: \(reason)")
        }
    }

    /// The word-at-a-time scan (the fast path) gives what reading byte by byte (the general path) gives:
    /// the same tree, positions and offsets included, or the same error at the same place.
    public static func compareWithByteScan(_ bytes: [UInt8], ours: Result<JSONNode, JSONSyntaxError>) {
        let general = Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes, scanning: .bytes) }
        FuzzCheck.require(general == ours, "the byte scan reads otherwise: \(general) against \(ours)")
    }

    /// The parse in two parts at once (the fast path of large documents) against the parse in one, split
    /// where a large document would be and at the first four line starts: the same tree or error.
    public static func compareWithSplits(_ bytes: [UInt8], ours: Result<JSONNode, JSONSyntaxError>) {
        let lineStarts = bytes.indices.dropFirst().lazy.filter { bytes[$0 - 1] == 0x0A }.prefix(4)
        for split in [JSONParser.splitPoint(in: bytes)].compactMap(\.self) + lineStarts {
            let parts = Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes, scanning: .wordsAtATime, splittingAt: split) }
            FuzzCheck.require(parts == ours, "split at \(split), the parse reads otherwise: \(parts) against \(ours)")
        }
    }
}
