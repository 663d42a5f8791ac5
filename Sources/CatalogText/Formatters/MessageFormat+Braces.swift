extension MessageFormat {
    /// The innermost `{` that is never closed, skipping quoted text, or nil when every brace is closed.
    ///
    /// ICU reports unmatched braces (`U_UNMATCHED_BRACES`) at offset 0; this finds the brace to point at.
    /// Quoting follows ICU's default apostrophe mode for braces: `''` is an apostrophe, `'{` or `'}` starts
    /// quoted text up to the next single apostrophe (a quote started by `'#` in a plural is not followed).
    static func unclosedBrace(in pattern: String) -> Offset? {
        let units = Array(pattern.utf16)
        let apostrophe = UInt16(UInt8(ascii: "'")), open = UInt16(UInt8(ascii: "{")), close = UInt16(UInt8(ascii: "}"))
        var opened: [Int] = []
        var quoted = false
        var index = 0
        while index < units.count {
            let unit = units[index]
            let next = index + 1 < units.count ? units[index + 1] : nil
            if unit == apostrophe {
                if next == apostrophe {
                    index += 2
                    continue
                }
                if quoted {
                    quoted = false
                } else if next == open || next == close {
                    quoted = true
                }
            } else if !quoted && unit == open {
                opened.append(index)
            } else if !quoted && unit == close {
                _ = opened.popLast()
            }
            index += 1
        }
        return opened.last.map { Offset(utf16: $0, in: pattern) }
    }
}
