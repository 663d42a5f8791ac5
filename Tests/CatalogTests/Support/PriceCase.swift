import Catalog

/// One row of a price table: a locale, a price and the exact string ICU 72 writes.
struct PriceCase: Sendable, CustomStringConvertible {
    let locale: String
    let currency: String
    let amount: String
    let expected: String

    init(_ locale: String, _ currency: String, _ amount: String, _ expected: String) {
        self.locale = locale
        self.currency = currency
        self.amount = amount
        self.expected = expected
    }

    var description: String { "\(locale) \(amount) \(currency)" }
}
