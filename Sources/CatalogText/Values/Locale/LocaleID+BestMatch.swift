extension LocaleID {
    /// The translation to show for this locale among those a catalog has: the locale itself, then the
    /// same language and script (a region-less one first, then the likely region, then any region),
    /// then the catalog's source locale. A pseudo-locale takes its base's (English) match, since its
    /// text is made from English.
    ///
    /// ```swift
    /// try LocaleID("de_AT").bestMatch(among: [try LocaleID("de_DE"), try LocaleID("en_US")], source: try LocaleID("en_US"))
    /// // (de_DE, isFallback: true)
    /// ```
    /// - Returns: The chosen locale and whether it is a fallback (another region, or the source);
    ///   nil when nothing, not even the source, exists.
    public func bestMatch(among available: some Collection<LocaleID>, source: LocaleID) -> (locale: LocaleID, isFallback: Bool)? {
        if let pseudo { return pseudo.base.bestMatch(among: available, source: source) }
        if available.contains(self) { return (self, false) }
        let sameLanguage = available.filter { $0.language == language }.sorted()
        let maximized = self.maximized
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
