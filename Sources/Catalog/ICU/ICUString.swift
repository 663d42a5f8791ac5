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
        var size = capacity
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
        throw ICUError(operation: operation(), code: -15)  // U_BUFFER_OVERFLOW_ERROR
    }
}
