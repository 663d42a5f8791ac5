import Catalog

/// The formatters of one locale, opened once per build and shared by every page in that locale.
struct LocaleResources: Sendable {
    let locale: LocaleID
    let prices: PriceFormatter
    let offers: OfferFormatter
    let percent: PercentFormatter
    var phrases: Phrasebook { offers.phrases }
    var periods: PeriodFormatter { offers.periods }

    init(locale: LocaleID) throws {
        self.locale = locale
        self.prices = PriceFormatter(locale: locale)
        self.offers = try OfferFormatter(prices: prices)
        self.percent = PercentFormatter(locale: locale)
    }
}
