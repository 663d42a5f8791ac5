import CatalogText

extension CopyVariables {
    /// The variables as `MessageFormat` arguments, keyed by name: numbers as `.number`, text and
    /// `eligible` as `.text`. Variables without a value are absent.
    ///
    /// ```swift
    /// let message = try MessageFormat("{trialDays, plural, one {# day} other {# days}} free", locale: variables.locale)
    /// try message.format(variables.messageValues)  // "7 days free"
    /// ```
    public var messageValues: [String: MessageFormat.Value] {
        var values: [String: MessageFormat.Value] = [:]
        for name in names {
            if let number = number(name) {
                values[name.rawValue] = .number(number)
            } else if let text = text(name) {
                values[name.rawValue] = .text(text)
            }
        }
        return values
    }

    /// The plan whose variables a paywall's copy uses in one eligibility state: for customers who get
    /// the introductory offer, the plan whose offer the page shows (the highlighted plan if it has an
    /// offer in `storefront`, else the first plan that has one); otherwise, and when no plan has an
    /// offer, the highlighted plan, else the first.
    package static func plan(among products: [Product], highlight: String?, storefront: Region, isEligible: Bool) -> Product? {
        let highlighted = products.first { $0.id == highlight }
        if isEligible {
            if let highlighted, highlighted.introductoryPhases(in: storefront) != nil { return highlighted }
            if let offering = products.first(where: { $0.introductoryPhases(in: storefront) != nil }) { return offering }
        }
        return highlighted ?? products.first
    }
}
