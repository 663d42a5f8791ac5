/// A paywall's language switcher entries rendered by the theme, with each locale's own name.
struct RenderedSwitcher: Sendable, Equatable {
    let entries: [String]
    let names: [String]

    /// The entries before the one at `position`, as one text.
    func entries(before position: Int) -> String { Self.concatenated(entries[..<position]) }

    /// The entries after the one at `position`, as one text.
    func entries(after position: Int) -> String { Self.concatenated(entries[(position + 1)...]) }

    /// The entries one after the other, appended into a string of the right size: every page of a paywall
    /// in N locales joins N - 1 entries (with `--locales all`, hundreds), and `joined()` on a slice of
    /// strings goes a character at a time.
    private static func concatenated(_ entries: ArraySlice<String>) -> String {
        var text = ""
        text.reserveCapacity(entries.reduce(0) { $0 + $1.utf8.count })
        for entry in entries { text += entry }
        return text
    }
}
