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
