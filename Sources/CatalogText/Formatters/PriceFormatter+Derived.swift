extension PriceFormatter {
    /// A computed price (a per-month equivalent) written by the whole-amount rule the price lines
    /// follow: where `zeroFraction` hides the fraction of a currency whose cash is whole (HUF, IDR, TWD,
    /// CZK), the amount is rounded down to whole units, as every computed price is rounded down; other
    /// amounts keep the currency's digits.
    ///
    /// ```swift
    /// let hungarian = PriceFormatter(locale: try LocaleID("hu_HU"), zeroFraction: .hiddenWhereCashIsWhole)
    /// try hungarian.format(derived: Money("1999.16", currency: "HUF"))  // "1 999 Ft"
    /// try hungarian.format(derived: Money("4.16", currency: "EUR"))     // "4,16 EUR"
    /// ```
    /// - Throws: `ICUError` only when ICU itself fails.
    public func format(derived price: Money) throws(ICUError) -> String {
        try format(wholeWhereCashIsWhole(price))
    }

    /// The amount rounded down to the currency's cash digits when this formatter hides their unused
    /// fraction; the amount itself otherwise.
    func wholeWhereCashIsWhole(_ price: Money) -> Money {
        let currency = price.currency
        guard zeroFraction.hides(in: currency), currency.hasUnusedCashFraction else { return price }
        // Rounding a non-negative amount down keeps it non-negative.
        return (try? Money(amount: price.amount.rounded(scale: currency.cashFractionDigits, .down), currency: currency)) ?? price
    }
}
