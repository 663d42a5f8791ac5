extension CopyVariables {
    /// The formatters of one locale that write the variables: the same as the plan cards of a paywall
    /// preview, so copy and cards never disagree.
    public struct Formatters: Sendable {
        /// Offer sentences, durations and prices per period; its `prices` write catalog prices.
        public let offers: OfferFormatter
        /// Computed prices (per-month equivalents), written with `PriceFormatter.format(derived:)` by the
        /// whole-amount rule of the price lines ("1 999 Ft", "Rp 74.916", "4,16 €").
        public let derivedPrices: PriceFormatter
        /// The saving's percent.
        public let percent: PercentFormatter

        /// The locale's formatters with the plan cards' conventions: catalog prices as local stores write
        /// them ("3 990 Ft", "9,00 €"), computed prices by the same rule, rounded down to whole units
        /// where cash is whole ("1 999 Ft", "4,16 €").
        ///
        /// The formatters are made here, from one locale, so that they cannot disagree about it.
        ///
        /// ```swift
        /// let formatters = try CopyVariables.Formatters(locale: LocaleID("hu_HU"))
        /// try formatters.derivedPrices.format(derived: Money("1999.99", currency: "HUF"))  // "1 999 Ft"
        /// ```
        /// - Parameters:
        ///   - locale: The locale of the text.
        ///   - overrides: The team's phrases over Catalog's (none by default): plan labels, offer words.
        /// - Throws: `PhraseError` when Catalog's bundled phrases cannot be read.
        public init(locale: LocaleID, overrides: PhraseOverrides = PhraseOverrides()) throws(PhraseError) {
            let prices = PriceFormatter(locale: locale, zeroFraction: .hiddenWhereCashIsWhole)
            self.offers = try OfferFormatter(prices: prices, overrides: overrides)
            self.derivedPrices = prices
            self.percent = PercentFormatter(locale: locale)
        }

        /// The locale of the text.
        public var locale: LocaleID { offers.locale }
    }
}
