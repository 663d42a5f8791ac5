extension CopyVariables {
    /// The formatters of one locale that write the variables: the same as the plan cards of a paywall
    /// preview, so copy and cards never disagree.
    public struct Formatters: Sendable {
        /// Offer sentences, durations and prices per period; its `prices` write catalog prices.
        public let offers: OfferFormatter
        /// Computed prices (per-month equivalents), which keep every digit of the currency.
        public let derivedPrices: PriceFormatter
        /// The saving's percent.
        public let percent: PercentFormatter

        /// The locale's formatters with the plan cards' conventions: catalog prices as local stores write
        /// them ("3 990 Ft", "9,00 €"), computed prices with every digit of the currency.
        /// - Throws: `PhraseError` when Catalog's bundled phrases cannot be read.
        public init(locale: LocaleID) throws(PhraseError) {
            try self.init(
                offers: OfferFormatter(prices: PriceFormatter(locale: locale, zeroFraction: .hiddenWhereCashIsWhole)),
                derivedPrices: PriceFormatter(locale: locale), percent: PercentFormatter(locale: locale))
        }

        /// Formatters from their parts, which should share a locale.
        public init(offers: OfferFormatter, derivedPrices: PriceFormatter, percent: PercentFormatter) {
            self.offers = offers
            self.derivedPrices = derivedPrices
            self.percent = percent
        }

        /// The locale of the text.
        public var locale: LocaleID { offers.locale }
    }
}
