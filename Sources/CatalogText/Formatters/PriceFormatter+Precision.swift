import CICU

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

        /// The rounding increment ICU's currency data gives this precision in a currency, as ICU spells
        /// it ("0.05" for CHF cash, "0" for none), or nil when ICU cannot say.
        func roundingIncrement(of currency: Currency) -> String? {
            try? ICUString.read("read the rounding increment of \(currency.code)") { out, capacity in
                switch self {
                case .standard: cicu_currency_standard_increment(currency.code, out, capacity)
                case .cash: cicu_currency_cash_increment(currency.code, out, capacity)
                }
            }
        }
    }
}
