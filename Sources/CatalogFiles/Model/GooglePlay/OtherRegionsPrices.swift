import CatalogText

/// Google Play's prices for the regions a base plan or offer phase does not list (`otherRegionsConfig`):
/// one in US dollars and one in euros; Play picks one per region it adds later.
///
/// ```swift
/// let other = OtherRegionsPrices(usd: try Money("9.99", currency: "USD"), eur: try Money("9.99", currency: "EUR"))
/// other.eur.currency.code  // "EUR"
/// ```
public struct OtherRegionsPrices: Sendable, Hashable {
    /// The price in US dollars (`usdPrice`).
    public let usd: Money
    /// The price in euros (`eurPrice`).
    public let eur: Money

    /// Prices from the dollar and the euro amount.
    public init(usd: Money, eur: Money) {
        self.usd = usd
        self.eur = eur
    }
}
