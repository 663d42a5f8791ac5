import CICU

/// The subtags of a canonical ICU locale ID ("zh_Hant_TW", "en__POSIX", "ca_ES_VALENCIA"), read the way
/// ICU reads them (also for `LocaleID.language`, `script` and `region`), and checked against what ICU knows: a region, script or variant ICU does not know is an error, with the likely fix.
struct Subtags {
    let identifier: String
    let language: String
    let script: String?
    let region: String?
    let hasVariant: Bool

    init(_ identifier: String) {
        self.identifier = identifier
        let parts = identifier.prefix { $0 != "@" }.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
        language = parts.first ?? identifier
        var rest = parts.dropFirst()
        if let first = rest.first, first.count == 4, first.allSatisfy(\.isLetter) {
            script = first
            rest = rest.dropFirst()
        } else {
            script = nil
        }
        // ICU reads any two or three characters as a region ("en_ABC", "ja_J0P"), not only ISO 3166 and
        // UN M.49 codes, so all of them are checked.
        if let first = rest.first, first.count == 2 || first.count == 3 {
            region = first
            rest = rest.dropFirst()
        } else {
            region = nil
            if rest.first?.isEmpty == true { rest = rest.dropFirst() }  // "en__POSIX": no region
        }
        hasVariant = !rest.isEmpty
    }

    /// Throws when a script, region or variant is not one ICU knows.
    /// - Parameter spelling: the text as the user wrote it, for the message and the suggestion's style.
    func check(spelling: String) throws(LocaleError) {
        if let script, cicu_script_is_known(script) != 1 {
            throw .unknownScript(spelling, script: script, suggestion: suggestion(spelling, keepScript: false))
        }
        if let region {
            var preferred = [CChar](repeating: 0, count: 16)
            switch cicu_region_status(region, &preferred, Int32(preferred.count)) {
            case 1: break
            case 2:
                let replacement = String(decoding: preferred.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                throw .unknownRegion(
                    spelling, region: region,
                    suggestion: replacement.isEmpty ? suggestion(spelling) : spelled(spelling, [language, script, replacement]))
            default:
                // XA and XB are private-use codes: only the pseudo-locales en-XA and ar-XB use them.
                let pseudo = LocaleID.Pseudo.allCases.first { $0.rawValue.hasSuffix("_" + region.uppercased()) }
                let pseudoSpelling = pseudo.map { spelled(spelling, $0.rawValue.split(separator: "_").map(String.init)) }
                throw .unknownRegion(spelling, region: region, suggestion: pseudoSpelling ?? suggestion(spelling))
            }
        }
        if hasVariant, cicu_locale_variant_is_known(identifier) != 1 {
            throw .unknownVariant(spelling, suggestion: spelled(spelling, [language, script, region]))
        }
    }

    /// The language (and script) with its likely region, from CLDR's likely subtags ("ja" → ja_JP).
    private func suggestion(_ spelling: String, keepScript: Bool = true) -> String? {
        let script = keepScript ? script : nil
        guard let region = LocaleID.likelyRegion(language: language, script: script) else { return nil }
        return spelled(spelling, [language, script, region])
    }

    /// Subtags joined the way the user wrote the locale ("en-GB" for "en-UK", "en_GB" for "en_UK").
    private func spelled(_ spelling: String, _ parts: [String?]) -> String {
        parts.compactMap { $0 }.joined(separator: spelling.contains("-") ? "-" : "_")
    }
}
