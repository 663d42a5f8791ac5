extension PriceFormatter {
    /// Which rounding a currency's prices follow.
    public enum Precision: String, Sendable, Hashable, Codable, CaseIterable {
        /// The currency's standard digits (JPY 0, EUR 2, KWD 3). The default, as stores show prices.
        case standard
        /// Cash rounding where the currency has one (CHF to 0.05).
        case cash

        /// The ICU precision stem; `/w` hides the fraction of whole amounts.
        func skeleton(hidingZeroFraction: Bool) -> String {
            switch (self, hidingZeroFraction) {
            case (.standard, false): ""
            case (.standard, true): "precision-currency-standard/w"
            case (.cash, false): "precision-currency-cash"
            case (.cash, true): "precision-currency-cash/w"
            }
        }
    }
}
