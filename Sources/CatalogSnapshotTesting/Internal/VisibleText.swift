/// Invisible and space-like characters spelled out for a diff, so a changed no-break space or direction
/// mark is seen; snapshot files keep the characters as shipped.
enum VisibleText {
    /// The characters spelled out, with their names for the legend.
    static let names: [UInt32: String] = [
        0x00A0: "no-break space", 0x202F: "narrow no-break space", 0x2009: "thin space", 0x2007: "figure space",
        0x200B: "zero-width space", 0x200C: "zero-width non-joiner", 0x200D: "zero-width joiner",
        0x200E: "left-to-right mark", 0x200F: "right-to-left mark", 0x061C: "Arabic letter mark", 0x2060: "word joiner",
        0xFEFF: "zero-width no-break space", 0x00AD: "soft hyphen",
    ]

    /// `text` with each such character written `<U+A0>`, and the characters found.
    static func spelled(_ text: String) -> (text: String, found: Set<UInt32>) {
        var found: Set<UInt32> = []
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if names[scalar.value] != nil {
                found.insert(scalar.value)
                result += "<U+\(String(scalar.value, radix: 16, uppercase: true))>"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return (result, found)
    }

    /// One line naming the spelled-out characters: "<U+A0> is a no-break space, <U+200F> a right-to-left mark".
    static func legend(_ found: Set<UInt32>) -> String {
        let parts = found.sorted().enumerated().map { index, value in
            let name = names[value] ?? "character"
            let article = name.first.map { "aeiouAEIOU".contains($0) } == true ? "an" : "a"
            return "<U+\(String(value, radix: 16, uppercase: true))> \(index == 0 ? "is " : "")\(article) \(name)"
        }
        return "(" + parts.joined(separator: ", ") + ")"
    }
}
