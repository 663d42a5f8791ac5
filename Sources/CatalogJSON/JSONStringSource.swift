/// Where the characters of a JSON string value are in its file, so a finding can point inside the
/// string (at the `{` of a broken MessageFormat pattern) rather than at its opening quote.
///
/// A string sits on one line (JSON forbids raw line breaks in strings) and columns count Unicode scalars,
/// as `JSONParser` counts them. So the column of a character is the quote's column, plus one, plus the
/// scalars of source text before it: one per unescaped scalar, 2 for `\"` or `\n`, 6 for `\u00e9`, 12 for
/// a surrogate pair `\ud83d\ude00` (one scalar of the value).
///
/// ```swift
/// // "Caf\u00e9 {price" starts at 3:14: character 5 of the value, the "{", is at 3:25.
/// JSONStringSource(start: JSONPosition(line: 3, column: 14), escaped: #"Caf\u00e9 {price"#)
///     .position(ofCharacter: 5, in: "Café {price")
/// ```
package struct JSONStringSource: Sendable, Hashable {
    /// Where the opening quote is.
    package let start: JSONPosition
    /// The text between the quotes as written, when it has escapes; nil when it is the value itself.
    package let escaped: String?

    /// A string's source from its quote's position and its text as written (nil: no escapes).
    package init(start: JSONPosition, escaped: String?) {
        self.start = start
        self.escaped = escaped
    }

    /// The text between the quotes of the string token whose opening quote is byte `offset` of `bytes`,
    /// when it holds an escape; nil when it has none (the value is the text) or `offset` is no string.
    package static func escapedText(at offset: Int, in bytes: [UInt8]) -> String? {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return nil }
        var index = offset + 1
        var hasEscape = false
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\\") {
                hasEscape = true
                index += 1
            }
            index += 1
        }
        guard hasEscape, index <= bytes.count else { return nil }
        return String(decoding: bytes[(offset + 1)..<index], as: UTF8.self)
    }

    /// The position of character `character` of the string's value `value` (Swift `Character`s from
    /// its start); a count past the end gives the position of the closing quote.
    package func position(ofCharacter character: Int, in value: String) -> JSONPosition {
        let scalars = value.prefix(max(character, 0)).unicodeScalars.count
        return JSONPosition(line: start.line, column: start.column + 1 + sourceScalars(before: scalars))
    }

    /// The source scalars that the value's first `count` scalars take.
    private func sourceScalars(before count: Int) -> Int {
        guard let escaped else { return count }
        let source = Array(escaped.unicodeScalars)
        var index = 0
        var decoded = 0
        while decoded < count, index < source.count {
            index += width(at: index, of: source)
            decoded += 1
        }
        return index
    }

    /// How many source scalars the value's scalar written at `index` takes.
    private func width(at index: Int, of source: [Unicode.Scalar]) -> Int {
        guard source[index] == "\\", index + 1 < source.count else { return 1 }
        guard source[index + 1] == "u" else { return 2 }
        let hex = String(String.UnicodeScalarView(source[(index + 2)..<min(index + 6, source.count)]))
        // A high surrogate followed by its low half is one scalar of the value.
        if let unit = UInt32(hex, radix: 16), (0xD800..<0xDC00).contains(unit), index + 7 < source.count,
            source[index + 6] == "\\", source[index + 7] == "u"
        {
            return 12
        }
        return 6
    }
}
