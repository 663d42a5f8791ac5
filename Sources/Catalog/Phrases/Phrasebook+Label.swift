extension Phrasebook {
    /// A phrase that is a whole label: a button, a link or a badge, with nothing to fill in.
    ///
    /// Phrases with placeholders have their own methods (`equivalent(pricePerPeriod:)`,
    /// `saving(percent:)`) or are written by the formatters, so no label can print a `{placeholder}`.
    /// A subscription's plan label depends on its period: `Phrasebook.periodly(_:)`.
    ///
    /// ```swift
    /// let german = try Phrasebook(locale: LocaleID("de_DE"))
    /// try german.text(.free)      // "Kostenlos"
    /// try german.text(.lifetime)  // "Lebenslang"
    /// ```
    public enum Label: Sendable, Hashable, CaseIterable {
        /// "Subscribe".
        case subscribe
        /// "Start free trial".
        case startFreeTrial
        /// "Buy".
        case buy
        /// "Restore purchases".
        case restorePurchases
        /// "Terms of Use".
        case terms
        /// "Privacy Policy".
        case privacy
        /// "Best value".
        case bestValue
        /// "Cancel anytime".
        case cancelAnytime
        /// "One-time purchase".
        case oneTimePurchase
        /// "With introductory offer".
        case withOffer
        /// "Without introductory offer".
        case withoutOffer
        /// "Language", above a language menu.
        case language
        /// "Free", in place of a price of zero ("Kostenlos", "無料").
        case free
        /// "Lifetime", the plan label of a one-time purchase that never expires ("Lebenslang").
        case lifetime

        /// The catalog entry of the label.
        var key: PhraseKey {
            switch self {
            case .subscribe: .subscribe
            case .startFreeTrial: .startFreeTrial
            case .buy: .buy
            case .restorePurchases: .restorePurchases
            case .terms: .terms
            case .privacy: .privacy
            case .bestValue: .bestValue
            case .cancelAnytime: .cancelAnytime
            case .oneTimePurchase: .oneTimePurchase
            case .withOffer: .withOffer
            case .withoutOffer: .withoutOffer
            case .language: .language
            case .free: .free
            case .lifetime: .lifetime
            }
        }
    }
}
