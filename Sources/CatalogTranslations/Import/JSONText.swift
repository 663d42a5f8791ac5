import Catalog

/// Byte positions in a JSON document from the parser's line and column positions, and the ends of
/// values, so that edits replace exactly one value and leave every other byte as it is.
struct JSONText {
    /// The document.
    let bytes: [UInt8]
    /// The offset of each line's first byte (after a byte order mark on line 1).
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        self.lineStarts = starts
    }

    /// The offset of a position (columns count Unicode scalars, as the parser does).
    func offset(of location: Diagnostic.Location) -> Int {
        var offset = lineStarts[min(location.line, lineStarts.count) - 1]
        for _ in 1..<max(location.column, 1) {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        }
        return offset
    }

    /// The offset just past the value that starts at an offset (the document is valid JSON).
    func end(ofValueAt start: Int) -> Int {
        switch bytes[start] {
        case UInt8(ascii: "\""): return endOfString(at: start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0, offset = start
            while offset < bytes.count {
                switch bytes[offset] {
                case UInt8(ascii: "\""):
                    offset = endOfString(at: offset)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return offset + 1 }
                default: break
                }
                offset += 1
            }
            return offset
        default:
            var offset = start
            while offset < bytes.count, !",}] \t\r\n".utf8.contains(bytes[offset]) { offset += 1 }
            return offset
        }
    }

    private func endOfString(at start: Int) -> Int {
        var offset = start + 1
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\\"): offset += 2
            case UInt8(ascii: "\""): return offset + 1
            default: offset += 1
            }
        }
        return offset
    }

    /// The spaces and tabs that start the line holding an offset.
    func indent(ofLineAt offset: Int) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether only spaces and tabs come before an offset on its line.
    func startsLine(_ offset: Int) -> Bool {
        var position = offset
        while position > 0, bytes[position - 1] == 0x20 || bytes[position - 1] == 0x09 { position -= 1 }
        return position == 0 || bytes[position - 1] == 0x0A || (position == 3 && lineStarts[0] == 3)
    }

    /// The line break the document uses.
    var newline: String { bytes.firstIndex(of: 0x0A).map { $0 > 0 && bytes[$0 - 1] == 0x0D ? "\r\n" : "\n" } ?? "\n" }
}
