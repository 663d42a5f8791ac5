extension StringsTable {
    /// Separates the parts of a key: " › " (U+203A with a space on each side).
    public static let keySeparator = " \u{203A} "
    /// The plan part of a page's own strings (title, links, …).
    public static let pagePart = "page"

    /// A value as the text table writes it, on one line: `\` becomes `\\`, a line feed `\n`, a carriage
    /// return `\r`, and every other control character or line break (U+2028, U+2029, U+0085, vertical tab,
    /// form feed…) `\u{…}` in hexadecimal. Everything else, U+00A0 and tabs included, is written as it is.
    ///
    /// ```swift
    /// StringsTable.escapedValue("Line 1\nC:\\path")   // Line 1\nC:\\path (one line, as typed here)
    /// ```
    public static func escapedValue(_ value: String) -> String {
        escaped(value, alsoEscaping: [])
    }

    /// A part of a key (a catalog file name, a paywall or product ID) as the text table writes it: escaped
    /// as a value, and also `›` as `\u{203A}` and `=` as `\u{3D}`, so parts and the ` = ` before the value
    /// are never ambiguous.
    public static func escapedKeyPart(_ part: String) -> String {
        escaped(part, alsoEscaping: ["\u{203A}", "="])
    }

    private static func escaped(_ text: String, alsoEscaping extra: Set<Unicode.Scalar>) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result.unicodeScalars.append(scalar)
            case _ where extra.contains(scalar) || needsEscape(scalar):
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Control characters and line breaks: anything an editor or `diff` might take as the end of a line.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }

    /// The text of an escaped value or key part, or nil when an escape is malformed.
    static func unescaped(_ text: Substring) -> String? {
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalars.next() {
            case "\\": result += "\\"
            case "n": result += "\n"
            case "r": result += "\r"
            case "u":
                guard scalars.next() == "{" else { return nil }
                var hex = "", closed = false
                while let digit = scalars.next() {
                    if digit == "}" {
                        closed = true
                        break
                    }
                    hex.unicodeScalars.append(digit)
                }
                guard closed, hex.count <= 6, let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else { return nil }
                result.unicodeScalars.append(decoded)
            default: return nil
            }
        }
        return result
    }
}
