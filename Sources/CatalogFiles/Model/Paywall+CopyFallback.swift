import CatalogText

extension Paywall {
    /// The locale of the copy every translation falls back to, field by field: the source locale's copy,
    /// or one that stands for it (`en` for `en_US`); nil when the paywall has none.
    ///
    /// ```swift
    /// if let source = paywall.sourceCopyLocale(catalog.sourceLocale),  // en_US
    ///     let english = paywall.copy[source], let translation = paywall.copy[arabic] {
    ///     let shown = translation.filled(from: english).copy
    /// }
    /// ```
    public func sourceCopyLocale(_ source: LocaleID) -> LocaleID? {
        source.bestMatch(among: copy.keys, source: source).flatMap { $0.isFallback ? nil : $0.locale }
    }
}

extension Paywall.Copy {
    /// This copy with the texts it leaves out taken from `source`, the source locale's copy: each field it
    /// does not give, and the features after its last one. Pages and lint read a translation so.
    ///
    /// ```swift
    /// let arabic = Paywall.Copy(title: "", subtitle: "ضوء لكل غرفة", features: [], missingFields: [.title, .features])
    /// let english = Paywall.Copy(title: "Get Lumen Pro", subtitle: "Light for every room", features: ["Scenes"])
    /// let (copy, borrowed) = arabic.filled(from: english)
    /// copy.title    // "Get Lumen Pro"
    /// borrowed      // [.title, .features]
    /// ```
    /// - Returns: The filled copy, and the fields taken from `source` (`features` when any feature is:
    ///   those from index `features.count` of this copy on).
    public func filled(from source: Paywall.Copy) -> (copy: Paywall.Copy, borrowed: Set<Field>) {
        var borrowed = Set<Field>()
        func text(_ field: Field, _ own: String, _ fallback: String) -> String {
            guard missingFields.contains(field), !source.missingFields.contains(field) else { return own }
            borrowed.insert(field)
            return fallback
        }
        func optional(_ field: Field, _ own: String?, _ fallback: String?) -> String? {
            guard own == nil, let fallback else { return own }
            borrowed.insert(field)
            return fallback
        }
        let title = text(.title, title, source.title)
        let subtitle = text(.subtitle, subtitle, source.subtitle)
        var features = self.features
        if source.features.count > features.count {
            features += source.features[features.count...]
            borrowed.insert(.features)
        }
        let callToAction = optional(.callToAction, callToAction, source.callToAction)
        let callToActionWithoutOffer = optional(.callToActionWithoutOffer, callToActionWithoutOffer, source.callToActionWithoutOffer)
        guard !borrowed.isEmpty else { return (self, []) }
        let copy = Paywall.Copy(
            title: title, subtitle: subtitle, features: features, callToAction: callToAction,
            callToActionWithoutOffer: callToActionWithoutOffer, sameAsSource: sameAsSource,
            missingFields: missingFields.subtracting(borrowed))
        return (copy, borrowed)
    }
}

extension Paywall.Copy {
    /// The texts this copy takes from `source` as a finding or note names them: "title or features 4–5".
    package func borrowedList(_ borrowed: Set<Field>, from source: Paywall.Copy) -> String {
        let names = Field.allCases.filter(borrowed.contains).map { field in
            guard field == .features else { return field.rawValue }
            let first = features.count + 1, last = source.features.count
            return first == last ? "feature \(first)" : "features \(first)–\(last)"
        }
        return names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }
}
