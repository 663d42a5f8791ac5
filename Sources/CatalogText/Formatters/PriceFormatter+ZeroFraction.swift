extension PriceFormatter {
    /// Whether whole amounts keep their zero fraction ("3 990,00 Ft") or drop it ("3 990 Ft").
    ///
    /// Amounts with a fraction always keep every digit of the currency ("3 990,50 Ft").
    ///
    /// ```swift
    /// let hungarian = PriceFormatter(locale: try LocaleID("hu_HU"), zeroFraction: .hiddenWhereCashIsWhole)
    /// try hungarian.format(Money("3990", currency: "HUF"))   // "3 990 Ft"
    /// try hungarian.format(Money("9", currency: "EUR"))      // "9,00 EUR"
    /// ```
    public enum ZeroFraction: String, Sendable, Hashable, Codable, CaseIterable {
        /// Whole amounts show the currency's digits: "$9.00", "3 990,00 Ft". The default.
        case shown
        /// Whole amounts drop the fraction in every currency: "$9", "3 990 Ft".
        case hidden
        /// Whole amounts drop the fraction only in currencies whose cash has none although their standard
        /// digits do (HUF, TWD, CZK, IDR — `Currency.hasUnusedCashFraction`), as local stores write them.
        case hiddenWhereCashIsWhole

        /// Whether a whole amount in `currency` drops its fraction.
        func hides(in currency: Currency) -> Bool {
            switch self {
            case .shown: false
            case .hidden: true
            case .hiddenWhereCashIsWhole: currency.hasUnusedCashFraction
            }
        }
    }
}
