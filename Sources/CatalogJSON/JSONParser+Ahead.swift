import Dispatch

extension JSONParser {
    /// The size from which `parse(_:scanning:)` reads a document in two parts at once: below it, starting a
    /// thread costs more than it saves.
    package static let splitSize = 1 << 20

    /// Where a large document is split: a line near the middle that starts an item of an array (an object
    /// after a comma), the least indented such line in the 64 KiB after the middle (a `.storekit` file's
    /// subscription group before one of its subscriptions); nil when there is none.
    ///
    /// Line feeds, tabs and carriage returns only occur between tokens (a string cannot hold them raw), so
    /// the last byte before a line's leading whitespace ends a token, and a comma there is a separator.
    package static func splitPoint(in bytes: [UInt8]) -> Int? {
        let count = bytes.count
        guard let middle = bytes[(count / 2)...].firstIndex(of: 0x0A) else { return nil }
        let limit = min(count, middle + (1 << 16))
        var best: (offset: Int, indent: Int)?
        var lineStart = middle + 1
        while lineStart < limit {
            var first = lineStart
            while first < count, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            if first < count, bytes[first] == UInt8(ascii: "{"), first - lineStart < best?.indent ?? .max,
                Self.lastToken(before: lineStart, in: bytes) == UInt8(ascii: ",")
            {
                best = (first, first - lineStart)
            }
            guard first < limit, let next = bytes[first..<limit].firstIndex(of: 0x0A) else { break }
            lineStart = next + 1
        }
        return best?.offset
    }

    /// The last byte before `offset` that is not whitespace, if any.
    private static func lastToken(before offset: Int, in bytes: [UInt8]) -> UInt8? {
        bytes[..<offset].last { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D }
    }

    /// The items of the array that holds `start` (an item's first byte), parsed from there to the array's
    /// closing bracket on another thread while the parser reads the document up to `start`, and the parser's
    /// state at that bracket. The parser takes them when it reaches `start` at an item of an array
    /// (`take(at:depth:)`); anything else, or a failure to parse them, leaves the document to be read byte
    /// by byte as without a split, so the tree and the errors are the same either way.
    final class Ahead: @unchecked Sendable {
        /// The items, and the parser that read them, at the array's closing bracket (its `deepest` relative
        /// to the array's nesting).
        struct Parsed {
            let items: [JSONNode]
            let parser: JSONParser
        }

        /// The bytes, held by the caller until `finish()` returns.
        private struct Bytes: @unchecked Sendable { let buffer: UnsafeBufferPointer<UInt8> }

        let start: Int
        /// Signalled once `invalidByte` is set, then once `parsed` is; each field is written before its signal
        /// and read after the wait (`finish()` or `invalidUTF8()`), so no lock guards them.
        private let checked = DispatchSemaphore(value: 0)
        private let done = DispatchSemaphore(value: 0)
        private var invalidByte: Int?
        private var parsed: Parsed?
        /// Which signals the reading thread has waited for, and whether it took the items (it alone reads these).
        private var waitedForCheck = false
        private var waitedForParse = false
        private(set) var wasTaken = false

        /// Starts checking and parsing `bytes` from `start` on another thread.
        ///
        /// The work runs on a serial queue of its own, which Dispatch gives a thread even when every thread of
        /// the shared pool waits: a parse may itself run on one of those (a test, a build step), and would
        /// otherwise wait for work queued behind it.
        init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) {
            self.start = start
            let bytes = Bytes(buffer: bytes)
            DispatchQueue(label: "CatalogJSON.JSONParser.Ahead", qos: .userInitiated).async { self.run(bytes.buffer) }
        }

        private func run(_ bytes: UnsafeBufferPointer<UInt8>) {
            invalidByte = UTF8Check.firstInvalidByte(in: UnsafeBufferPointer(rebasing: bytes[start...]), scansWords: true).map {
                $0 + start
            }
            checked.signal()
            if invalidByte == nil {
                var parser = JSONParser(bytes: bytes, scansWords: true)
                parsed = try? parser.itemsAhead(from: start)
            }
            done.signal()
        }

        /// The first byte from `start` on that is not well-formed UTF-8, once the other thread has checked.
        func invalidUTF8() -> Int? {
            if !waitedForCheck {
                checked.wait()
                waitedForCheck = true
            }
            return invalidByte
        }

        /// Waits for the other thread: the caller's bytes may go only after this returns.
        func finish() {
            _ = invalidUTF8()
            if !waitedForParse {
                done.wait()
                waitedForParse = true
            }
        }

        /// The items parsed ahead, when the parser is at `start` in an array of nesting `depth` and they
        /// were parsed without an error (nor nested deeper than a parse without a split accepts).
        func take(at index: Int, depth: Int) -> Parsed? {
            guard index == start else { return nil }
            finish()
            guard let parsed, parsed.parser.deepest + depth <= JSONParser.maximumDepth else { return nil }
            wasTaken = true
            return parsed
        }
    }
}
