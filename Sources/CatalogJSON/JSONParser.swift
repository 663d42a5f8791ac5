/// A strict JSON parser (RFC 8259) that keeps the line and column of every value and key.
///
/// Catalog files are edited by hand, so errors must point at the exact place. Numbers stay text, so
/// prices never pass through `Double`. Nesting deeper than `maximumDepth` is refused rather than risking
/// the stack on hostile input.
///
/// ```swift
/// let node = try JSONParser.parse(Array(#"{"id": "pro"}"#.utf8))
/// node["id"]?.position   // line 1, column 8
/// ```
///
/// Positions cost nothing per byte: line breaks only occur between tokens (a string cannot hold one), so
/// the parser counts lines where it skips whitespace, and a column is the distance from the line's start
/// less the UTF-8 continuation bytes met on the line (columns count Unicode scalars), which only string
/// contents can hold.
package struct JSONParser {
    /// The deepest nesting accepted; catalogs need about eight.
    package static let maximumDepth = 64

    private let bytes: UnsafeBufferPointer<UInt8>
    /// Whether string runs and indentation are read eight bytes at a time (`word(at:)`), or byte by byte.
    private let scansWords: Bool
    private var index = 0
    private var line = 1
    /// The offset of the current line's first byte.
    private var lineStart = 0
    /// UTF-8 continuation bytes between `lineStart` and `index`.
    private var continuationBytes = 0
    /// The items of an array parsed ahead on another thread, taken when the parser reaches them.
    private var ahead: Ahead?
    /// The deepest nesting met so far.
    private(set) var deepest = 0

    /// Parses a whole document.
    /// - Parameter scanning: `.bytes` reads every byte on its own, the general path the word scan
    ///   mirrors (for tests and `fuzz-json`, which expect the same result both ways).
    /// - Throws: `JSONSyntaxError` with the position of the first problem.
    package static func parse(_ bytes: [UInt8], scanning: Scanning = .wordsAtATime) throws(JSONSyntaxError) -> JSONNode {
        let split = scanning == .wordsAtATime && bytes.count >= splitSize ? splitPoint(in: bytes) : nil
        return try parse(bytes, scanning: scanning, splittingAt: split)
    }

    /// ``parse(_:scanning:)`` reading the document in two parts at once from `split`, or in one part when it
    /// is nil: the same tree or error either way.
    ///
    /// A fast path of the parse in one part, which it mirrors. From `split` (whose byte before must be
    /// whitespace, so no UTF-8 sequence or token crosses it), another thread checks the rest's UTF-8 and
    /// parses the items of the array that holds `split` (`Ahead`); the parser takes them when it reaches
    /// `split` as an item of an array, and otherwise reads on as without a split. Gain, measured with
    /// `catalog-bench serve-edit` and `load`: see `docs/architecture.md`, *Fast paths*. Guards:
    /// `JSONParserSplitTests` (every line of random documents as the split) and `fuzz-json`. Remove it when
    /// the 10,000-page `.storekit` case no longer gains at least 10% of its parse from it.
    package static func parse(_ bytes: [UInt8], scanning: Scanning, splittingAt split: Int?) throws(JSONSyntaxError) -> JSONNode {
        var spliced = false
        return try parse(bytes, scanning: scanning, splittingAt: split, spliced: &spliced)
    }

    /// ``parse(_:scanning:splittingAt:)``, saying whether the parser took the items parsed ahead (for tests:
    /// a split that is never taken proves nothing).
    package static func parse(
        _ bytes: [UInt8], scanning: Scanning, splittingAt split: Int?, spliced: inout Bool
    ) throws(JSONSyntaxError) -> JSONNode {
        if let split, scanning == .wordsAtATime, split > 0, split < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[split - 1]) {
            let result = bytes.withUnsafeBufferPointer { buffer in
                Result { () throws(JSONSyntaxError) -> JSONNode in
                    let ahead = Ahead(buffer, from: split)
                    defer { ahead.finish() }
                    // The first byte that is not UTF-8, as one check of the whole document would find it.
                    if let offset = UTF8Check.firstInvalidByte(in: UnsafeBufferPointer(rebasing: buffer[..<split]), scansWords: true)
                        ?? ahead.invalidUTF8()
                    {
                        throw JSONSyntaxError(
                            .invalidUTF8(byte: bytes[offset], offset: offset), at: Self.position(ofByte: offset, in: bytes))
                    }
                    let node = try parseDocument(buffer, scansWords: true, ahead: ahead)
                    spliced = ahead.wasTaken
                    return node
                }
            }
            return try result.get()
        }
        if let offset = UTF8Check.firstInvalidByte(in: bytes, scanning: scanning) {
            throw JSONSyntaxError(.invalidUTF8(byte: bytes[offset], offset: offset), at: Self.position(ofByte: offset, in: bytes))
        }
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONSyntaxError) -> JSONNode in try parseDocument(buffer, scansWords: scanning == .wordsAtATime) }
        }
        return try result.get()
    }

    /// Parses a whole document already checked to be UTF-8.
    private static func parseDocument(
        _ bytes: UnsafeBufferPointer<UInt8>, scansWords: Bool, ahead: Ahead? = nil
    ) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes, scansWords: scansWords)
        parser.ahead = ahead
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.index = 3
            parser.lineStart = 3
        }
        parser.skipWhitespace()
        guard parser.index < bytes.count else {
            throw JSONSyntaxError(.empty, at: parser.here)
        }
        let node = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw JSONSyntaxError(.trailingContent(found: parser.currentScalar()), at: parser.here)
        }
        return node
    }

    init(bytes: UnsafeBufferPointer<UInt8>, scansWords: Bool) {
        self.bytes = bytes
        self.scansWords = scansWords
    }

    private var here: JSONPosition {
        JSONPosition(line: line, column: index - lineStart - continuationBytes + 1)
    }

    /// Moves past one byte that is not a line feed.
    @inline(__always)
    private mutating func advance() {
        if bytes[index] & 0xC0 == 0x80 { continuationBytes += 1 }
        index += 1
    }

    /// Moves a position past one byte: a line feed starts a line, a byte that starts a UTF-8 sequence
    /// is a column (continuation bytes are not, so columns count Unicode scalars).
    @inline(__always)
    private static func count(_ byte: UInt8, line: inout Int, column: inout Int) {
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20:
                index += 1
                // Indentation comes in runs of spaces: eight at a time, then the rest of the run at once.
                while let word = word(at: index) {
                    let others = word ^ Self.spaces
                    guard others == 0 else {
                        index += others.trailingZeroBitCount >> 3
                        break
                    }
                    index += 8
                }
            case 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
                continuationBytes = 0
            default: return
            }
        }
    }

    /// Eight spaces, as one word.
    private static let spaces: UInt64 = 0x2020_2020_2020_2020

    /// The eight bytes from `offset` as one word, when the document has eight bytes there (and the parser
    /// scans words): the fast path of string runs and indentation.
    ///
    /// It mirrors the byte loops after each use, which read what it does not (the last bytes of the
    /// document, every byte with `Scanning.bytes`). Gain, measured with `catalog-bench load` (10.5 MB
    /// `.storekit`, 2026-11-26): see `docs/architecture.md`, *Fast paths*. Guards:
    /// `JSONParserScanDifferentialTests`, `JSONParserWordScanTests` and `fuzz-json`, which parse both ways
    /// and expect the same tree or error. Remove it (keep the byte loops) when the load case no longer
    /// gains at least 10% from it.
    @inline(__always)
    private func word(at offset: Int) -> UInt64? {
        guard scansWords, offset + 8 <= bytes.count, let base = bytes.baseAddress else { return nil }
        return UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
    }

    /// The bytes of a word (little-endian: the first byte lowest) that end a plain run of a string: a
    /// quote, a backslash or a control character, each flagged by its high bit. A byte is flagged only
    /// when it matches or a lower byte does, so the lowest flag is always the first such byte.
    @inline(__always)
    private static func runEnds(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let zeroQuote = (quotes &- ones) & ~quotes
        let zeroBackslash = (backslashes &- ones) & ~backslashes
        let control = (word &- ones &* 0x20) & ~word
        return (zeroQuote | zeroBackslash | control) & highBits
    }

    /// The number of UTF-8 continuation bytes (`10xxxxxx`) in a word.
    @inline(__always)
    private static func continuationBytes(in word: UInt64) -> Int {
        (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
    }

    /// The Unicode scalar at the current position (the bytes were validated as UTF-8).
    private func currentScalar() -> Unicode.Scalar? {
        guard index < bytes.count else { return nil }
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return Unicode.Scalar(bytes[index])
    }

    private func truncated() -> JSONSyntaxError {
        JSONSyntaxError(.truncated, at: here)
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        guard index < bytes.count else { throw truncated() }
        let start = here
        let startOffset = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), position: start, offset: startOffset)
        case UInt8(ascii: "t"): try expectLiteral("true"); return JSONNode(value: .bool(true), position: start, offset: startOffset)
        case UInt8(ascii: "f"): try expectLiteral("false"); return JSONNode(value: .bool(false), position: start, offset: startOffset)
        case UInt8(ascii: "n"): try expectLiteral("null"); return JSONNode(value: .null, position: start, offset: startOffset)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try parseNumber()), position: start, offset: startOffset)
        default:
            throw JSONSyntaxError(.expectedValue(found: currentScalar()), at: start)
        }
    }

    private mutating func expectLiteral(_ word: String) throws(JSONSyntaxError) {
        let start = here
        for expected in word.utf8 {
            guard index < bytes.count else { throw truncated() }
            guard bytes[index] == expected else {
                throw JSONSyntaxError(.expectedLiteral(word, found: currentScalar()), at: start)
            }
            advance()
        }
    }

    private mutating func checkDepth(_ depth: Int, at start: JSONPosition) throws(JSONSyntaxError) {
        deepest = max(deepest, depth)
        if depth > Self.maximumDepth {
            throw JSONSyntaxError(.tooDeep, at: start)
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        let start = here
        let startOffset = index
        try checkDepth(depth, at: start)
        advance()
        var members: [JSONNode.Member] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            advance()
            return JSONNode(value: .object(members), position: start, offset: startOffset)
        }
        // Room for a small object at once, instead of growing from one member (1, 2, 4: three allocations).
        members.reserveCapacity(4)
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw truncated() }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw JSONSyntaxError(.expectedMemberName(found: currentScalar()), at: here)
            }
            let keyPosition = here
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count else { throw truncated() }
            guard bytes[index] == UInt8(ascii: ":") else {
                throw JSONSyntaxError(.expectedColon(key: key, found: currentScalar()), at: here)
            }
            advance()
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(JSONNode.Member(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw truncated() }
            if bytes[index] == UInt8(ascii: ",") { advance(); continue }
            if bytes[index] == UInt8(ascii: "}") {
                advance(); return JSONNode(value: .object(members), position: start, offset: startOffset)
            }
            throw JSONSyntaxError(.expectedCommaInObject(key: key, found: currentScalar()), at: here)
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        let start = here
        let startOffset = index
        try checkDepth(depth, at: start)
        advance()
        var items: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            advance()
            return JSONNode(value: .array(items), position: start, offset: startOffset)
        }
        items.reserveCapacity(4)
        try parseItems(into: &items, depth: depth)
        advance()  // the closing bracket
        return JSONNode(value: .array(items), position: start, offset: startOffset)
    }

    /// An array's items from the current byte (after its `[`, the array not empty) up to its closing bracket,
    /// where it stops: the one loop of `parseArray(depth:)` and of the part parsed ahead (`itemsAhead(from:)`).
    /// Where the parser meets the items parsed ahead, it takes them and stops at their closing bracket.
    private mutating func parseItems(into items: inout [JSONNode], depth: Int) throws(JSONSyntaxError) {
        while true {
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                throw JSONSyntaxError(.trailingCommaInArray, at: here)
            }
            if let ahead, let parsed = ahead.take(at: index, depth: depth) {
                // The rest of the array, parsed on another thread: the state is the one at its closing bracket.
                items.append(contentsOf: parsed.items)
                let end = parsed.parser
                (index, line, lineStart, continuationBytes) = (end.index, end.line, end.lineStart, end.continuationBytes)
                return
            }
            items.append(try parseValue(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw truncated() }
            if bytes[index] == UInt8(ascii: ",") { advance(); continue }
            if bytes[index] == UInt8(ascii: "]") { return }
            throw JSONSyntaxError(.expectedCommaInArray(found: currentScalar()), at: here)
        }
    }

    /// A string from its opening quote: runs of plain bytes are copied whole, escapes resolved one by one.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1  // opening quote
        var runStart = index
        var buffer: [UInt8]?
        while true {
            // Eight bytes at a time, up to the first byte that ends the run.
            while let word = word(at: index) {
                let ends = Self.runEnds(in: word)
                guard ends != 0 else {
                    continuationBytes += Self.continuationBytes(in: word)
                    index += 8
                    continue
                }
                let plain = ends.trailingZeroBitCount >> 3
                continuationBytes += Self.continuationBytes(in: word & ((1 << (plain << 3)) &- 1))
                index += plain
                break
            }
            guard index < bytes.count else { throw truncated() }
            let byte = bytes[index]
            if byte >= 0x80 {
                if byte & 0xC0 == 0x80 { continuationBytes += 1 }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                let run = UnsafeBufferPointer(rebasing: bytes[runStart..<index])
                index += 1
                guard var escaped = buffer else { return String(decoding: run, as: UTF8.self) }
                escaped.append(contentsOf: run)
                return String(decoding: escaped, as: UTF8.self)
            case UInt8(ascii: "\\"):
                var escaped = buffer ?? []
                buffer = nil
                escaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                try parseEscape(into: &escaped)
                buffer = escaped
                runStart = index
            case 0x00..<0x20:
                throw JSONSyntaxError(byte == 0x0A || byte == 0x0D ? .unclosedString : .controlCharacter(byte), at: here)
            default:
                index += 1
            }
        }
    }

    /// An escape sequence in a string, from its backslash: appends the character it stands for.
    private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeStart = here
        advance()
        guard index < bytes.count else { throw truncated() }
        let escape = bytes[index]
        advance()
        switch escape {
        case UInt8(ascii: "\""): buffer.append(0x22)
        case UInt8(ascii: "\\"): buffer.append(0x5C)
        case UInt8(ascii: "/"): buffer.append(0x2F)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let scalar = try parseUnicodeEscape(at: escapeStart)
            UTF8.encode(scalar) { buffer.append($0) }
        default: throw JSONSyntaxError(.invalidEscape(Unicode.Scalar(escape)), at: escapeStart)
        }
    }

    /// The scalar of a `\uXXXX` escape after its `u`, with the low half of a surrogate pair when the
    /// first escape is a high half.
    private mutating func parseUnicodeEscape(at escapeStart: JSONPosition) throws(JSONSyntaxError) -> Unicode.Scalar {
        var scalar = try parseHex4(at: escapeStart)
        if (0xD800..<0xDC00).contains(scalar) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw JSONSyntaxError(.incompleteSurrogatePair, at: escapeStart)
            }
            advance(); advance()
            let low = try parseHex4(at: escapeStart)
            guard (0xDC00..<0xE000).contains(low) else {
                throw JSONSyntaxError(.invalidLowSurrogate, at: escapeStart)
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(scalar) {
            throw JSONSyntaxError(.loneLowSurrogate, at: escapeStart)
        }
        guard let unicode = Unicode.Scalar(scalar) else {
            throw JSONSyntaxError(.invalidUnicodeEscape, at: escapeStart)
        }
        return unicode
    }

    private mutating func parseHex4(at start: JSONPosition) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw truncated() }
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw JSONSyntaxError(.shortUnicodeEscape, at: start)
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = index
        let startLocation = here
        func digits(_ parser: inout JSONParser) -> Int {
            var count = 0
            while parser.index < parser.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index]) {
                parser.index += 1
                count += 1
            }
            return count
        }
        if bytes[index] == UInt8(ascii: "-") { advance() }
        guard index < bytes.count else { throw truncated() }
        if bytes[index] == UInt8(ascii: "0") {
            advance()
            if index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                throw JSONSyntaxError(.leadingZero, at: startLocation)
            }
        } else if digits(&self) == 0 {
            throw JSONSyntaxError(.expectedDigit(found: currentScalar()), at: here)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            advance()
            if digits(&self) == 0 { throw JSONSyntaxError(.expectedFractionDigit(found: currentScalar()), at: here) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            advance()
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { advance() }
            if digits(&self) == 0 { throw JSONSyntaxError(.expectedExponentDigit(found: currentScalar()), at: here) }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// The items of an array from `start` (an item's first byte) to its closing bracket, and the state
    /// there: what `Ahead` parses on another thread, with `parseArray(depth:)`'s loop (its items at nesting 0,
    /// so `deepest` is relative to the array's).
    mutating func itemsAhead(from start: Int) throws(JSONSyntaxError) -> Ahead.Parsed {
        // The state at `start` that reading the document from its first byte leaves.
        let lastLineFeed = UnsafeBufferPointer(rebasing: bytes[..<start]).lastIndex(of: 0x0A)
        line = 1 + Self.lineFeeds(in: UnsafeBufferPointer(rebasing: bytes[..<start]))
        lineStart = lastLineFeed.map { $0 + 1 } ?? (bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        continuationBytes = bytes[lineStart..<start].count { $0 & 0xC0 == 0x80 }
        index = start
        var items: [JSONNode] = []
        try parseItems(into: &items, depth: 0)
        return Ahead.Parsed(items: items, parser: self)
    }

    /// How many line feeds `bytes` holds, counted eight bytes at a time.
    static func lineFeeds(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0, index = 0
        if let base = bytes.baseAddress {
            let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F, high: UInt64 = 0x8080_8080_8080_8080
            while index + 8 <= bytes.count {
                // A byte of `other` is zero where the word has a line feed; `nonZero` sets the high bit of every other byte.
                let other = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
                let nonZero = ((other & low) &+ low) | other
                count += 8 - (nonZero & high).nonzeroBitCount
                index += 8
            }
        }
        while index < bytes.count {
            if bytes[index] == 0x0A { count += 1 }
            index += 1
        }
        return count
    }

    /// The line and column of a byte offset.
    static func position(ofByte offset: Int, in bytes: [UInt8]) -> JSONPosition {
        var line = 1, column = 1
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? min(3, offset) : 0
        for byte in bytes[start..<min(offset, bytes.count)] { count(byte, line: &line, column: &column) }
        return JSONPosition(line: line, column: column)
    }
}
