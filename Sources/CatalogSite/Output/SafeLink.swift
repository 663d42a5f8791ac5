/// Links a page may show: `https:`, `http:` and `mailto:` only (no `javascript:`, `data:`, relative paths).
enum SafeLink {
    static let schemes = ["https:", "http:", "mailto:"]

    /// The link when its scheme is allowed and it has no control characters, else nil.
    static func url(_ text: String) -> String? {
        let trimmed = String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        guard schemes.contains(where: { trimmed.lowercased().hasPrefix($0) }),
              !trimmed.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else { return nil }
        return trimmed
    }
}
