/// An amount spelled as ICU reads it ("0.99"), NUL-terminated. Short spellings (nearly all prices) are
/// stored inline, so copying `Money` costs no reference counting on the formatting hot path.
struct DecimalText: Sendable, Hashable {
    private typealias Inline = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    private static let inlineCapacity = MemoryLayout<Inline>.size  // 48 bytes, NUL included

    private enum Storage: Sendable, Hashable {
        case inline(Inline, count: Int)
        case heap([CChar])

        static func == (lhs: Storage, rhs: Storage) -> Bool { lhs.text == rhs.text }
        func hash(into hasher: inout Hasher) { hasher.combine(text) }

        var text: String {
            switch self {
            case .heap(let bytes): return String(decoding: bytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            case .inline(var inline, let count):
                return withUnsafeBytes(of: &inline) { String(decoding: $0.prefix(count), as: UTF8.self) }
            }
        }
    }

    private let storage: Storage

    init(_ text: String) {
        let utf8 = Array(text.utf8)
        if utf8.count < Self.inlineCapacity {
            var inline: Inline = (0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &inline) { buffer in
                for (index, byte) in utf8.enumerated() { buffer[index] = byte }
            }
            storage = .inline(inline, count: utf8.count)
        } else {
            storage = .heap(utf8.map { CChar(bitPattern: $0) } + [0])
        }
    }

    /// The spelling as a string ("0.99").
    var text: String { storage.text }

    /// Calls `body` with a pointer to the NUL-terminated spelling and its length without the NUL.
    @inline(__always)
    func withCString<Result>(_ body: (UnsafePointer<CChar>, Int32) throws(ICUError) -> Result) throws(ICUError) -> Result {
        switch storage {
        case .inline(var inline, let count):
            let outcome = withUnsafeBytes(of: &inline) { raw -> Swift.Result<Result, ICUError> in
                raw.withMemoryRebound(to: CChar.self) { chars -> Swift.Result<Result, ICUError> in
                    guard let pointer = chars.baseAddress else { return .failure(ICUError(operation: "read an amount", code: -1)) }
                    return Swift.Result { () throws(ICUError) -> Result in try body(pointer, Int32(count)) }
                }
            }
            return try outcome.get()
        case .heap(let bytes):
            let outcome = bytes.withUnsafeBufferPointer { buffer -> Swift.Result<Result, ICUError> in
                guard let pointer = buffer.baseAddress else { return .failure(ICUError(operation: "read an amount", code: -1)) }
                return Swift.Result { () throws(ICUError) -> Result in try body(pointer, Int32(bytes.count - 1)) }
            }
            return try outcome.get()
        }
    }
}
