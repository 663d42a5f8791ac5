/// Writing text into XML 1.0: the five special characters, characters XML cannot hold, and the
/// whitespace a parser would otherwise normalise.
enum XMLEscaping {
    /// A character XML 1.0 cannot contain, even as a character reference (C0 controls other than tab,
    /// line feed and carriage return; U+FFFE, U+FFFF).
    struct UnencodableCharacter: Error, Equatable {
        /// The character.
        let scalar: Unicode.Scalar
    }

    /// Whether XML 1.0 allows a character (its `Char` production).
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// Text for element content (`inAttribute: false`) or a double-quoted attribute value.
    ///
    /// `&`, `<` and `>` always become entities (`>` too, so `]]>` can never appear); in attributes `"`
    /// and `'` too, and tab and line feed become character references so that attribute normalisation
    /// keeps them. A carriage return is always a character reference (a parser turns a raw one into a
    /// line feed), and so are C1 controls, to stay visible. Characters outside the BMP are written as
    /// they are (UTF-8).
    /// - Throws: `UnencodableCharacter` for a character XML 1.0 cannot contain.
    static func escape(_ text: String, inAttribute: Bool = false) throws(UnencodableCharacter) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            guard isAllowed(scalar) else { throw UnencodableCharacter(scalar: scalar) }
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "'" where inAttribute: result += "&apos;"
            case "\t" where inAttribute: result += "&#9;"
            case "\n" where inAttribute: result += "&#10;"
            case "\r": result += "&#13;"
            case "\u{80}"..."\u{9F}": result += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
