import CICU

/// Reads a UTF-8 result from a CICU function that follows the header's length/truncation convention.
enum ICUString {
    /// Calls `body` with a buffer, growing it once when the result does not fit.
    ///
    /// - Parameters:
    ///   - operation: What is being done, for the error message.
    ///   - capacity: The first buffer size in bytes; most results fit in the default.
    ///   - body: Writes into the buffer and returns the full length or a negated ICU error.
    /// - Throws: `ICUError` when `body` returns a negative value.
    static func read(
        _ operation: @autoclosure () -> String,
        capacity: Int = 128,
        _ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32
    ) throws(ICUError) -> String {
        // A stack buffer first: most results are short, and a String of up to 15 UTF-8 bytes is stored
        // inline, so the common case allocates nothing.
        let first: (text: String?, needed: Int32) = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) {
            buffer in
            guard let base = buffer.baseAddress else { return (nil, 0) }
            let length = body(base, Int32(capacity))
            guard length >= 0, Int(length) < capacity else { return (nil, length) }
            let bytes = UnsafeRawBufferPointer(start: base, count: Int(length)).bindMemory(to: UInt8.self)
            return (String(decoding: bytes, as: UTF8.self), length)
        }
        if let text = first.text { return text }
        if first.needed < 0 { throw ICUError(operation: operation(), code: first.needed) }
        var size = Int(first.needed) + 1
        for _ in 0..<2 {
            var needed: Int32 = 0
            let text = String(unsafeUninitializedCapacity: size) { buffer in
                let length = buffer.withMemoryRebound(to: CChar.self) { chars -> Int32 in
                    guard let base = chars.baseAddress else { return 0 }
                    return body(base, Int32(chars.count))
                }
                needed = length
                return length >= 0 && Int(length) < size ? Int(length) : 0
            }
            if needed < 0 { throw ICUError(operation: operation(), code: needed) }
            if Int(needed) < size { return text }
            size = Int(needed) + 1
        }
        throw ICUError(operation: operation(), code: CICU_ERROR_BUFFER_OVERFLOW)
    }
}
