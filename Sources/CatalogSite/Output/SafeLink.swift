/// Links a page may show: `https:`, `http:` and `mailto:` only (no `javascript:`, `data:`, relative paths).
enum SafeLink {
    static let schemes = ["https:", "http:", "mailto:"]

    /// The link, without surrounding spaces, when its scheme is allowed and it has no control
    /// characters; else nil.
    static func url(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        guard let start = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
              let end = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x09 })
        else { return nil }
        let link = bytes[start...end]
        guard !link.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return nil }
        let lowered = link.prefix(7).map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        guard schemes.contains(where: { lowered.starts(with: $0.utf8) }) else { return nil }
        return String(decoding: link, as: UTF8.self)
    }
}
