extension String {
    /// Replaces every `{name}` for which `value(name)` gives a text, in one pass over UTF-8; other braces
    /// and names stay as they are, and an inserted text is never searched again.
    ///
    /// The one way Catalog fills a pattern: its own phrases (`{price}`, `{count}`) and CLDR's (`{0}`).
    func replacingPlaceholders(_ value: (Substring) -> String?) -> String {
        var source = self
        return source.withUTF8 { bytes -> String in
            guard bytes.contains(UInt8(ascii: "{")) else { return self }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 64)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "{"), let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "}")),
                    let text = value(Substring(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<close]), as: UTF8.self))
                {
                    result += text.utf8
                    index = close + 1
                } else {
                    result.append(byte)
                    index += 1
                }
            }
            return String(decoding: result, as: UTF8.self)
        }
    }
}
