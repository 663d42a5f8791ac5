/// Picks the translation to show for a locale among those a catalog has: the locale itself, then the
/// same language (any region), then the catalog's source locale.
public enum LocalizationFallback {
    /// The chosen locale and whether it is a fallback; nil when nothing, not even the source, exists.
    public static func resolve(_ locale: LocaleID, among available: some Collection<LocaleID>, source: LocaleID) -> (
        locale: LocaleID, isFallback: Bool
    )? {
        if available.contains(locale) { return (locale, false) }
        let sameLanguage = available.filter { $0.language == locale.language }.sorted()
        let maximized = locale.maximized
        if let sameScript = sameLanguage.first(where: { $0.maximized.script == maximized.script && $0.region == nil }) {
            return (sameScript, false)
        }
        if let match = sameLanguage.first(where: { $0.maximized.script == maximized.script && $0.maximized.region == maximized.region }) {
            return (match, false)
        }
        if let match = sameLanguage.first(where: { $0.maximized.script == maximized.script }) { return (match, true) }
        if available.contains(source) { return (source, true) }
        return available.sorted().first.map { ($0, true) }
    }
}
