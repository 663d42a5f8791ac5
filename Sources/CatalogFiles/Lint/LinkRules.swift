import CatalogText

/// Links a paywall may show: `https:`, `http:` and `mailto:` only, without control characters. The
/// linter reports other links; the site drops them.
package enum LinkRules {
    /// The schemes allowed, lowercase with their colon.
    package static let schemes = ["https:", "http:", "mailto:"]

    /// The link without surrounding spaces when it is allowed, else nil.
    package static func allowed(_ text: String) -> String? {
        let link = text.trimmingASCIIWhitespace()
        guard !link.isEmpty, !link.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return nil }
        let scheme = link.prefix(7).lowercased()
        return schemes.contains(where: { scheme.hasPrefix($0) }) ? link : nil
    }
}
