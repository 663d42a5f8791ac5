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
        needsNoEscape(value, inKey: false) ? value : escaped(value, alsoEscaping: [])
    }

    /// A part of a key (a catalog file name, a paywall or product ID) as the text table writes it: escaped
    /// as a value, and also `›` as `\u{203A}` and `=` as `\u{3D}`, so parts and the ` = ` before the value
    /// are never ambiguous.
    public static func escapedKeyPart(_ part: String) -> String {
        needsNoEscape(part, inKey: true) ? part : escaped(part, alsoEscaping: ["\u{203A}", "="])
    }

    /// Whether `escaped(_:alsoEscaping:)` would return `text` unchanged: no byte of its UTF-8 starts a
    /// scalar that is escaped (`\`, a control character, U+2028, U+2029 and, in a key, `›` and `=`).
    ///
    /// A fast path. It mirrors `escaped(_:alsoEscaping:)` (the general path, a scalar at a time through a
    /// set): a table of `strings --locales all` has about 150,000 lines of six key parts and a value, almost
    /// none with anything to escape, and looking at the bytes once builds no string and hashes no scalar.
    /// `StringsTableEscapingTests` escapes random text both ways; `catalog-bench strings` measures it (the
    /// text took longer than building the table before). Remove it when the bytes are no faster.
    static func needsNoEscape(_ text: String, inKey: Bool) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x09: break  // a tab is written as it is
                case 0x00..<0x20, 0x5C, 0x7F: return false
                case 0x3D where inKey: return false
                // U+0080–U+009F: C2 80–C2 9F.
                case 0xC2 where index + 1 < bytes.count && bytes[index + 1] < 0xA0: return false
                // U+2028, U+2029 and U+203A: E2 80 A8, E2 80 A9, E2 80 BA.
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80:
                    let last = bytes[index + 2]
                    if last == 0xA8 || last == 0xA9 || (inKey && last == 0xBA) { return false }
                default: break
                }
                index += 1
            }
            return true
        }
    }

    /// The general path: each scalar of `text`, escaped as ``escapedValue(_:)`` says, and also `extra`.
    static func escaped(_ text: String, alsoEscaping extra: Set<Unicode.Scalar>) -> String {
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
