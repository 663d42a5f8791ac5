/// Invisible characters shown visibly, for diffs people read: each becomes `<U+00A0>` (its code point,
/// at least four hexadecimal digits), and a legend names the ones a text uses.
///
/// ```swift
/// VisibleMarks.marked("9,99\u{00A0}€")   // "9,99<U+00A0>€"
/// VisibleMarks.legend(for: ["9,99\u{00A0}€"])
/// // "invisible characters are marked: <U+00A0> no-break space"
/// ```
package enum VisibleMarks {
    /// The characters marked, with their names, in code point order.
    package static let names: [(scalar: Unicode.Scalar, name: String)] = [
        ("\u{0009}", "tab"),
        ("\u{00A0}", "no-break space"),
        ("\u{00AD}", "soft hyphen"),
        ("\u{061C}", "Arabic letter mark"),
        ("\u{2000}", "en quad"),
        ("\u{2001}", "em quad"),
        ("\u{2002}", "en space"),
        ("\u{2003}", "em space"),
        ("\u{2004}", "three-per-em space"),
        ("\u{2005}", "four-per-em space"),
        ("\u{2006}", "six-per-em space"),
        ("\u{2007}", "figure space"),
        ("\u{2008}", "punctuation space"),
        ("\u{2009}", "thin space"),
        ("\u{200A}", "hair space"),
        ("\u{200B}", "zero-width space"),
        ("\u{200C}", "zero-width non-joiner"),
        ("\u{200D}", "zero-width joiner"),
        ("\u{200E}", "left-to-right mark"),
        ("\u{200F}", "right-to-left mark"),
        ("\u{202A}", "left-to-right embedding"),
        ("\u{202B}", "right-to-left embedding"),
        ("\u{202C}", "pop directional formatting"),
        ("\u{202D}", "left-to-right override"),
        ("\u{202E}", "right-to-left override"),
        ("\u{202F}", "narrow no-break space"),
        ("\u{205F}", "medium mathematical space"),
        ("\u{2060}", "word joiner"),
        ("\u{2066}", "left-to-right isolate"),
        ("\u{2067}", "right-to-left isolate"),
        ("\u{2068}", "first strong isolate"),
        ("\u{2069}", "pop directional isolate"),
        ("\u{3000}", "ideographic space"),
        ("\u{FEFF}", "zero-width no-break space"),
    ]

    private static let byScalar = Dictionary(uniqueKeysWithValues: names.map { ($0.scalar, $0.name) })

    /// The mark of a character: `<U+00A0>`.
    package static func mark(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "<U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex)>"
    }

    /// The text with every invisible character replaced by its mark; other characters unchanged.
    package static func marked(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if byScalar[scalar] != nil { result += mark(scalar) } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// The invisible characters of the texts, in code point order.
    package static func used(in texts: [String]) -> [Unicode.Scalar] {
        var found = Set<Unicode.Scalar>()
        for text in texts { for scalar in text.unicodeScalars where byScalar[scalar] != nil { found.insert(scalar) } }
        return names.map(\.scalar).filter(found.contains)
    }

    /// "invisible characters are marked: <U+00A0> no-break space, <U+202F> narrow no-break space" for the
    /// characters the texts use (before marking), or nil when they use none.
    package static func legend(for texts: [String]) -> String? {
        let used = used(in: texts)
        guard !used.isEmpty else { return nil }
        return "invisible characters are marked: " + used.map { "\(mark($0)) \(byScalar[$0] ?? "")" }.joined(separator: ", ")
    }
}
