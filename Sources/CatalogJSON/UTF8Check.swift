/// Finds the first byte that is not part of well-formed UTF-8 (RFC 3629: no overlongs, no surrogates).
enum UTF8Check {
    /// - Parameter scanning: `.wordsAtATime` skips eight ASCII bytes at a time, a fast path of the byte
    ///   loop (which `.bytes` takes alone); `JSONParserScanDifferentialTests` expects the same answer both ways.
    static func firstInvalidByte(in bytes: [UInt8], scanning: JSONParser.Scanning = .wordsAtATime) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidByte(in: $0, scansWords: scanning == .wordsAtATime) }
    }

    static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>, scansWords: Bool) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            // Eight ASCII bytes at a time: most of a catalog is ASCII.
            if scansWords, index + 8 <= count, let base = bytes.baseAddress,
                UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var minimum: UInt8 = 0x80, maximum: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; minimum = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; maximum = 0x9F
            case 0xF0: length = 4; minimum = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; maximum = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            let second = bytes[index + 1]
            guard second >= minimum && second <= maximum else { return index }
            for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 { return index }
            index += length
        }
        return nil
    }
}
