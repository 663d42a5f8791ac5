import CatalogText

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
        /// - Throws: `PhraseError` when Catalog's bundled phrases cannot be read.
        public init(locale: LocaleID) throws(PhraseError) {
            let prices = PriceFormatter(locale: locale, zeroFraction: .hiddenWhereCashIsWhole)
            try self.init(offers: OfferFormatter(prices: prices), derivedPrices: prices, percent: PercentFormatter(locale: locale))
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
