/// A file is not well-formed JSON: what and where.
///
/// The kind says what is wrong and carries what the message needs; `description` and `hint` are
/// written here, in one place, and CatalogFiles' `CatalogLoader` picks the rule from the kind (`rule`).
package struct JSONSyntaxError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What is wrong. A `found` scalar is the character where the parser stopped; nil at the end of
    /// the file.
    package enum Kind: Sendable, Equatable {
        /// A byte that is not part of well-formed UTF-8, at a byte offset.
        case invalidUTF8(byte: UInt8, offset: Int)
        /// Nothing but whitespace.
        case empty
        /// Something after the one JSON value a file holds.
        case trailingContent(found: Unicode.Scalar?)
        /// The file ends inside a value.
        case truncated
        /// A character that cannot start a value.
        case expectedValue(found: Unicode.Scalar?)
        /// `]` right after a comma.
        case trailingCommaInArray
        /// A misspelt `true`, `false` or `null`.
        case expectedLiteral(String, found: Unicode.Scalar?)
        /// Nesting deeper than `JSONParser.maximumDepth`.
        case tooDeep
        /// Not a member name where one must be (`}` here means a trailing comma).
        case expectedMemberName(found: Unicode.Scalar?)
        /// No `:` after a member name.
        case expectedColon(key: String, found: Unicode.Scalar?)
        /// Neither `,` nor `}` after a member's value.
        case expectedCommaInObject(key: String, found: Unicode.Scalar?)
        /// Neither `,` nor `]` after an item.
        case expectedCommaInArray(found: Unicode.Scalar?)
        /// A `\u` escape of a high surrogate without the low one.
        case incompleteSurrogatePair
        /// A `\u` escape of a high surrogate followed by one that is not a low surrogate.
        case invalidLowSurrogate
        /// A `\u` escape of a low surrogate on its own.
        case loneLowSurrogate
        /// A `\u` escape that is no Unicode scalar.
        case invalidUnicodeEscape
        /// A `\u` escape without four hexadecimal digits.
        case shortUnicodeEscape
        /// A backslash followed by a character that is no escape.
        case invalidEscape(Unicode.Scalar)
        /// A line break inside a string.
        case unclosedString
        /// Another control character inside a string.
        case controlCharacter(UInt8)
        /// A number such as `012`.
        case leadingZero
        /// A number without digits (`-x`).
        case expectedDigit(found: Unicode.Scalar?)
        /// A number ending in `.`.
        case expectedFractionDigit(found: Unicode.Scalar?)
        /// A number ending in `e`.
        case expectedExponentDigit(found: Unicode.Scalar?)
    }

    /// What is wrong.
    package let kind: Kind
    /// Where the parser stopped.
    package let position: JSONPosition

    init(_ kind: Kind, at position: JSONPosition) {
        self.kind = kind
        self.position = position
    }

    /// The message, e.g. "expected ',' or '}' after the value of "id", found '"'".
    package var description: String {
        switch kind {
        case .invalidUTF8(let byte, let offset): "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)) at offset \(offset))"
        case .empty: "the file is empty"
        case .trailingContent(let found): "unexpected \(Self.describe(found)) after the end of the JSON value"
        case .truncated: "unexpected end of file: the JSON is truncated"
        case .expectedValue(let found): "expected a value, found \(Self.describe(found))"
        case .trailingCommaInArray: "expected a value, found ']'"
        case .expectedLiteral(let word, let found): "expected '\(word)', found \(Self.describe(found))"
        case .tooDeep: "nesting is deeper than \(JSONParser.maximumDepth) levels"
        case .expectedMemberName(let found): "expected a member name in double quotes, found \(Self.describe(found))"
        case .expectedColon(let key, let found): "expected ':' after \"\(key)\", found \(Self.describe(found))"
        case .expectedCommaInObject(let key, let found): "expected ',' or '}' after the value of \"\(key)\", found \(Self.describe(found))"
        case .expectedCommaInArray(let found): "expected ',' or ']' in an array, found \(Self.describe(found))"
        case .incompleteSurrogatePair: "a \\u escape starts a surrogate pair that is not completed"
        case .invalidLowSurrogate: "invalid low surrogate in a \\u escape"
        case .loneLowSurrogate: "a \\u escape holds a lone low surrogate"
        case .invalidUnicodeEscape: "invalid \\u escape"
        case .shortUnicodeEscape: "a \\u escape needs four hexadecimal digits"
        case .invalidEscape(let scalar): "invalid escape '\\\(Character(scalar))' in a string"
        case .unclosedString: "a string is not closed before the end of the line"
        case .controlCharacter(let byte): "a control character (0x\(String(byte, radix: 16))) inside a string"
        case .leadingZero: "numbers cannot have leading zeros"
        case .expectedDigit(let found): "expected a digit, found \(Self.describe(found))"
        case .expectedFractionDigit(let found): "expected a digit after '.', found \(Self.describe(found))"
        case .expectedExponentDigit(let found): "expected a digit in the exponent, found \(Self.describe(found))"
        }
    }

    /// The message (`description`), as diagnostics name it.
    package var message: String { description }

    /// How to fix it, when the kind has something to say.
    package var hint: String? {
        switch kind {
        case .invalidUTF8: "save the file as UTF-8"
        case .empty: "a catalog is a JSON object: { \"name\": …, \"products\": […] }"
        case .trailingContent: "a file holds exactly one JSON value; remove what follows or merge it in"
        case .truncated: "close every open string, array and object"
        case .expectedValue(let found):
            Self.hint(for: found) ?? "values are strings in double quotes, numbers, true, false, null, arrays or objects"
        case .trailingCommaInArray: "remove the comma before ']'"
        case .tooDeep: "a catalog needs about eight levels; check for runaway brackets"
        case .expectedMemberName(let found): found == "}" ? "remove the comma before '}'" : Self.hint(for: found) ?? "write \"name\": value"
        case .expectedCommaInObject: "separate members with commas"
        case .expectedCommaInArray: "separate items with commas"
        case .invalidEscape: "valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
        case .unclosedString, .controlCharacter: "close the string with \", or write \\n for a line break"
        case .expectedLiteral, .expectedColon, .incompleteSurrogatePair, .invalidLowSurrogate, .loneLowSurrogate, .invalidUnicodeEscape,
            .shortUnicodeEscape, .leadingZero, .expectedDigit, .expectedFractionDigit, .expectedExponentDigit:
            nil
        }
    }

    /// A character as messages show it: 'x', U+0009 for invisible ones, 'é' (U+00E9) for others.
    static func describe(_ scalar: Unicode.Scalar?) -> String {
        guard let scalar else { return "end of file" }
        if scalar.value >= 0x21 && scalar.value < 0x7F { return "'\(Character(scalar))'" }
        let code = String(scalar.value, radix: 16, uppercase: true)
        let padded = "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
        if scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.properties.generalCategory == .format { return padded }
        return "'\(Character(scalar))' (\(padded))"
    }

    /// A hint for a character that cannot start a value or a key, when it is a common slip.
    static func hint(for scalar: Unicode.Scalar?) -> String? {
        switch scalar {
        case "/": "JSON has no comments; remove // … and /* … */"
        case let scalar? where scalar.value < 0x20: "this looks like a binary file, not JSON text"
        case "\u{201C}", "\u{201D}", "\u{201E}", "\u{00AB}", "\u{00BB}", "'", "\u{2018}", "\u{2019}":
            "JSON strings use straight double quotes (\"); word processors often replace them with curly ones"
        default: nil
        }
    }
}
