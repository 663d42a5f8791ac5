import CatalogJSON
import CatalogText

/// The exact source text of a JSON value in a parsed document, for the fields a reader keeps as written
/// (`KeptFields`).
enum JSONSourceText {
    /// The text of the value that starts at `node.offset` in `bytes` (a document the parser accepted).
    static func text(of node: JSONNode, in bytes: [UInt8]) -> String {
        let start = node.offset
        guard start >= 0, start < bytes.count else { return "" }
        return String(decoding: bytes[start..<end(from: start, in: bytes)], as: UTF8.self)
    }

    /// The offset just past the value that starts at `start`: its closing bracket or quote, or for a
    /// number or literal the first byte that cannot continue it.
    private static func end(from start: Int, in bytes: [UInt8]) -> Int {
        var index = start
        var depth = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 { return index + 1 }
                }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return index }
                depth -= 1
                if depth == 0 { return index + 1 }
            case UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return index
    }
}
