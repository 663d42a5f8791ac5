import CICU

/// Owns one ICU number formatter (a skeleton in a locale) and closes it when released.
///
/// ICU's `UNumberFormatter` is immutable after creation and may be shared between threads; CICU keeps
/// one result object per thread. So a handle is `Sendable` and used concurrently without a lock.
final class NumberFormatterHandle: @unchecked Sendable {
    let skeleton: String
    let locale: String
    private let pointer: OpaquePointer

    init(skeleton: String, locale: String) throws(ICUError) {
        var code: Int32 = 0
        let opened = cicu_number_formatter_open(skeleton, locale, &code)
        guard let opened else {
            throw ICUError(operation: "open a number formatter for skeleton \"\(skeleton)\" in \(locale)", code: code)
        }
        self.pointer = opened
        self.skeleton = skeleton
        self.locale = locale
    }

    deinit { cicu_number_formatter_close(pointer) }

    /// Formats a decimal spelling ("0.99"), passing ICU the string's own UTF-8 bytes (a short string's
    /// are copied to the stack, nothing is allocated).
    @inline(__always)
    func format(decimal: String) throws(ICUError) -> String {
        try ICUString.read("format \(decimal) with \"\(skeleton)\" in \(locale)", capacity: 64) { out, capacity in
            var text = decimal
            return text.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { digits in
                    cicu_number_format_decimal(pointer, digits.baseAddress, Int32(digits.count), out, capacity)
                }
            }
        }
    }

    /// Formats a decimal spelling and reports where ICU's fields are, to read the pattern from.
    func probe(_ decimal: String) throws(ICUError) -> FormattedProbe {
        var fields = [Int32](repeating: 0, count: 3 * 64)
        var count: Int32 = 0
        var text = [UInt8](repeating: 0, count: 512)
        let length = fields.withUnsafeMutableBufferPointer { fieldBuffer in
            text.withUnsafeMutableBufferPointer { textBuffer in
                textBuffer.withMemoryRebound(to: CChar.self) { out in
                    cicu_number_format_decimal_fields(
                        pointer, decimal, Int32(decimal.utf8.count), out.baseAddress, Int32(out.count),
                        fieldBuffer.baseAddress, 64, &count)
                }
            }
        }
        guard length >= 0, length < text.count, count <= 64 else {
            throw ICUError(operation: "probe \(decimal) with \"\(skeleton)\" in \(locale)", code: min(length, CICU_ERROR_BUFFER_OVERFLOW))
        }
        let found = (0..<Int(count)).map { index in
            (field: FormattedProbe.Field(rawValue: fields[3 * index]), range: Int(fields[3 * index + 1])..<Int(fields[3 * index + 2]))
        }
        return FormattedProbe(text: Array(text[..<Int(length)]), fields: found)
    }

    /// Formats an integer.
    func format(integer: Int) throws(ICUError) -> String {
        try ICUString.read("format \(integer) with \"\(skeleton)\" in \(locale)", capacity: 64) { out, capacity in
            cicu_number_format_int(pointer, Int64(integer), out, capacity)
        }
    }

    /// The CLDR plural category of an integer as this formatter displays it.
    func pluralCategory(of integer: Int, rules: PluralRulesHandle) throws(ICUError) -> PluralCategory {
        let name = try ICUString.read("select the plural category of \(integer) in \(locale)", capacity: 16) { out, capacity in
            rules.withPointer { cicu_plural_select_int($0, pointer, Int64(integer), out, capacity) }
        }
        return PluralCategory(rawValue: name) ?? .other
    }
}
