import Mustache

/// HTML escaping of the five characters swift-mustache's HTML content type escapes, over UTF-8 bytes (so a
/// `"` that a combining mark follows is escaped too). The compiled renderer escapes `{{x}}` with it, and
/// `MustacheFallback` hands it to swift-mustache as the content type of every template it parses;
/// `{{{x}}}` stays raw. `catalog-site serve`'s own pages escape with it too.
package struct FastHTMLContentType: MustacheContentType {
    package static let name = "CATALOG_HTML"

    package func escapeText(_ text: String) -> String { Self.escape(text) }

    /// Text safe inside HTML elements and attributes: `<`, `>`, `&`, `"` and `'` as references.
    package static func escape(_ text: String) -> String {
        var needsEscaping = false
        for byte in text.utf8 where byte == 0x3C || byte == 0x3E || byte == 0x26 || byte == 0x22 || byte == 0x27 {
            needsEscaping = true
            break
        }
        guard needsEscaping else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case 0x3C: bytes.append(contentsOf: Array("&lt;".utf8))
            case 0x3E: bytes.append(contentsOf: Array("&gt;".utf8))
            case 0x26: bytes.append(contentsOf: Array("&amp;".utf8))
            case 0x22: bytes.append(contentsOf: Array("&quot;".utf8))
            case 0x27: bytes.append(contentsOf: Array("&#39;".utf8))
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` escaped as `escape(_:)` escapes it: runs without the five characters are copied
    /// whole, so a page is written into one string without a copy per value.
    static func escape(_ text: String, into output: inout String) {
        let special = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.firstIndex { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0x22 || $0 == 0x27 }
        }
        // A native string is contiguous: most values have nothing to escape and are appended whole.
        if let special, special == nil {
            output += text
            return
        }
        let bytes = text.utf8
        var runStart = bytes.startIndex
        var index = runStart
        while index != bytes.endIndex {
            let reference: String? =
                switch bytes[index] {
                case 0x3C: "&lt;"
                case 0x3E: "&gt;"
                case 0x26: "&amp;"
                case 0x22: "&quot;"
                case 0x27: "&#39;"
                default: nil
                }
            if let reference {
                output += text[runStart..<index]
                output += reference
                runStart = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        output += text[runStart..<bytes.endIndex]
    }
}
