import CatalogText

extension Paywall.Copy {
    /// A field of a paywall's copy: each is an ICU MessageFormat pattern (every item, for `features`).
    public enum Field: String, Sendable, Hashable, CaseIterable, Comparable {
        /// The headline.
        case title
        /// The line under the headline.
        case subtitle
        /// The feature list.
        case features
        /// The button's label for customers who get the introductory offer.
        case callToAction
        /// The button's label for customers who get no introductory offer.
        case callToActionWithoutOffer

        /// Orders fields as a copy declares them.
        public static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    /// Every pattern of the copy with its field and, for a feature, its index: the title, the subtitle,
    /// each feature, then the calls to action, each when the copy gives it (`missingFields`).
    public var patterns: [(field: Field, index: Int?, pattern: String)] {
        var result: [(field: Field, index: Int?, pattern: String)] = []
        if !missingFields.contains(.title) { result.append((.title, nil, title)) }
        if !missingFields.contains(.subtitle) { result.append((.subtitle, nil, subtitle)) }
        result += features.enumerated().map { (.features, $0.offset, $0.element) }
        if let callToAction { result.append((.callToAction, nil, callToAction)) }
        if let callToActionWithoutOffer { result.append((.callToActionWithoutOffer, nil, callToActionWithoutOffer)) }
        return result
    }
}
