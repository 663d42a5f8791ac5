import CICU

/// Owns one ICU `MessageFormat` (a pattern opened for a locale) and closes it when released.
///
/// ICU's `MessageFormat` is not thread-safe (it creates formatters lazily inside `format`); CICU gives
/// each format call an instance of its own from the message's pool, so a handle is `Sendable` and shared
/// without a lock of its own, and format calls on many threads run at once.
final class MessageFormatHandle: @unchecked Sendable {
    let locale: String
    private let pointer: OpaquePointer

    /// Opens `pattern` for `locale`.
    ///
    /// - Throws: The negated ICU error code and the UTF-16 offset ICU reported (-1 when none).
    init(pattern: String, locale: String) throws(MessageFormatHandle.OpenFailure) {
        var code: Int32 = 0
        var offset: Int32 = -1
        var text = pattern
        let opened = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                cicu_message_open(chars.baseAddress, Int32(chars.count), locale, &code, &offset)
            }
        }
        guard let opened else { throw OpenFailure(code: code, utf16Offset: Int(offset)) }
        self.pointer = opened
        self.locale = locale
    }

    deinit { cicu_message_close(pointer) }

    /// Why a pattern did not open: ICU's negated error code and the UTF-16 offset of the error, if any.
    struct OpenFailure: Error {
        let code: Int32
        let utf16Offset: Int
    }

    /// Formats with named values; every name the pattern reaches must be among them.
    func format(_ values: [(name: String, value: MessageFormat.Value)]) throws(ICUError) -> String {
        // One buffer of NUL-terminated UTF-8 strings (names, then text and decimal values), so a single
        // closure gives ICU stable pointers to all of them.
        var bytes: [CChar] = []
        var nameStarts: [Int] = []
        var valueStarts: [Int] = []
        var kinds: [Int32] = []
        var integers: [Int64] = []
        func append(_ string: String) -> Int {
            let start = bytes.count
            bytes.append(contentsOf: string.utf8.map { CChar(bitPattern: $0) })
            bytes.append(0)
            return start
        }
        for (name, value) in values {
            nameStarts.append(append(name))
            switch value {
            case .text(let text):
                kinds.append(CICU_MESSAGE_TEXT)
                valueStarts.append(append(text))
                integers.append(0)
            case .number(let number):
                kinds.append(CICU_MESSAGE_INTEGER)
                valueStarts.append(-1)
                integers.append(Int64(number))
            case .decimal(let decimal):
                kinds.append(CICU_MESSAGE_DECIMAL)
                valueStarts.append(append(decimal.plainString))
                integers.append(0)
            }
        }
        let count = Int32(values.count)
        return try bytes.withUnsafeBufferPointer { buffer throws(ICUError) in
            let base = buffer.baseAddress
            let names: [UnsafePointer<CChar>?] = nameStarts.map { start in base.map { $0 + start } }
            let texts: [UnsafePointer<CChar>?] = valueStarts.map { start in start < 0 ? nil : base.map { $0 + start } }
            return try ICUString.read("format a message in \(locale)", capacity: 256) { out, capacity in
                cicu_message_format(pointer, count, names, kinds, texts, integers, out, capacity)
            }
        }
    }

    /// The argument lines of `cicu_message_arguments` for a pattern (parsed without a locale).
    static func argumentLines(of pattern: String) throws(ICUError) -> String {
        try ICUString.read("describe the arguments of a message", capacity: 256) { out, capacity in
            var text = pattern
            return text.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    cicu_message_arguments(chars.baseAddress, Int32(chars.count), out, capacity)
                }
            }
        }
    }
}
