extension Money {
    /// The plain decimal an amount written another way most likely means, for "did you mean": a decimal
    /// comma (`4,99` → `4.99`), grouping (`1,299.00`, `1.299,00`, `1 299`, `1'299` → `1299.00`, `1299`),
    /// a currency sign or code around it (`$4.99`, `4.99 €`, `EUR 4.99` → `4.99`). Nil when nothing
    /// plain comes out, or when it is ambiguous (`1,299` is 1299 or 1.299).
    static func likelyMeant(_ text: String) -> String? {
        let separators: Set<Character> = [",", ".", " ", "\u{00A0}", "\u{202F}", "'", "’"]
        let kept = text.filter { $0.isASCIIDigit || separators.contains($0) }
        // Spaces around a number (before a currency sign) go; a leading point or comma stays, and fails.
        let spaces: Set<Character> = [" ", "\u{00A0}", "\u{202F}"]
        let trimmed = kept.drop { spaces.contains($0) }.reversed().drop { spaces.contains($0) }.reversed()
        let core = String(trimmed)
        guard core.contains(where: \.isASCIIDigit), !text.contains("-") else { return nil }
        // The decimal separator is the last comma or point, unless three digits follow a lone one
        // (grouping or decimals: ambiguous) or the same mark comes twice (grouping only).
        let marks = core.filter { $0 == "," || $0 == "." }
        var decimalMark: Character?
        if let last = core.lastIndex(where: { $0 == "," || $0 == "." }) {
            let mark = core[last]
            let after = core[core.index(after: last)...]
            let count = marks.filter { $0 == mark }.count
            if count == 1, after.count != 3 || marks.count > 1 { decimalMark = mark } else if count == 1 { return nil }
        }
        // Grouping separates the whole part into groups of three digits after the first (of one to three).
        let whole = decimalMark.flatMap { mark in core.lastIndex(of: mark).map { core[..<$0] } } ?? Substring(core)
        let groups = whole.split(omittingEmptySubsequences: false) { !$0.isASCIIDigit }
        if groups.count > 1, !(1...3).contains(groups[0].count) || groups.dropFirst().contains(where: { $0.count != 3 }) {
            return nil
        }
        var result = ""
        for character in core {
            if character == decimalMark {
                result.append(".")
            } else if character.isASCIIDigit {
                result.append(character)
            }
        }
        guard result != text, (try? Money.parse(result)) != nil else { return nil }
        return result
    }
}
