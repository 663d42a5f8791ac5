import Catalog
import Foundation
import Testing

/// Google Play's discounts, computed from a region's regular price and prorated over the phase period
/// (Android Publisher API, `RegionalSubscriptionOfferPhaseConfig`: a 50% relative discount for 3 months of
/// a $12-a-year plan costs $1.50; a $1 absolute discount for 3 months of it costs $2).
@Suite("Google Play discounts")
struct PlayDiscountTests {
    struct Case: Sendable, CustomStringConvertible {
        /// "0.5 off" (relative) or "1 USD off" (absolute).
        let discount: String
        let phase: String
        let regular: String
        let currency: String
        let billing: String
        let expected: String?
        var description: String { "\(discount) for \(phase) of \(regular) \(currency) every \(billing)" }
    }

    static let cases: [Case] = [
        // Play's own two examples.
        Case(discount: "0.5 off", phase: "P3M", regular: "12", currency: "USD", billing: "P1Y", expected: "1.5"),
        Case(
            discount: "1 USD off", phase: "P3M", regular: "12", currency: "USD", billing: "P1Y",
            expected: "2"),
        // The same period: no proration; half to even at the currency's digits (4.995 → 5.00, 0.125 → 0.12).
        Case(discount: "0.5 off", phase: "P1M", regular: "9.99", currency: "USD", billing: "P1M", expected: "5"),
        Case(
            discount: "0.75 off", phase: "P1M", regular: "0.5", currency: "EUR", billing: "P1M", expected: "0.12"),
        // A currency without minor units, and one with three.
        Case(discount: "0.3 off", phase: "P1M", regular: "1200", currency: "JPY", billing: "P1M", expected: "840"),
        Case(
            discount: "0.5 off", phase: "P1M", regular: "2.999", currency: "KWD", billing: "P1M", expected: "1.5"),
        // Weeks of a yearly plan under Catalog's convention (52 weeks a year): 52 × 1/52 × 0.9.
        Case(discount: "0.1 off", phase: "P1W", regular: "52", currency: "USD", billing: "P1Y", expected: "0.9"),
        // Out of range or more than the price: no price.
        Case(discount: "1 off", phase: "P1M", regular: "9.99", currency: "USD", billing: "P1M", expected: nil),
        Case(discount: "0 off", phase: "P1M", regular: "9.99", currency: "USD", billing: "P1M", expected: nil),
        Case(
            discount: "10 USD off", phase: "P1M", regular: "9.99", currency: "USD", billing: "P1M",
            expected: nil),
        Case(
            discount: "1 EUR off", phase: "P1M", regular: "9.99", currency: "USD", billing: "P1M",
            expected: nil),
    ]

    static func discount(_ text: String) throws -> CatalogOffer.Discount {
        let words = text.split(separator: " ").map(String.init)
        if words.count == 3 { return .absolute(try Money(words[0], currency: words[1])) }
        return .relative(try #require(Decimal(string: words[0])))
    }

    @Test(arguments: cases)
    func thePriceIsTheProratedRegularPriceLessTheDiscount(_ example: Case) throws {
        let price = try Self.discount(example.discount).price(
            for: try SubscriptionPeriod(example.phase), regular: try Money(example.regular, currency: example.currency),
            every: try SubscriptionPeriod(example.billing))
        #expect(price == (try example.expected.map { try Money($0, currency: example.currency) }))
    }

    @Test func aRelativeDiscountPhaseKeepsTheShareForItsSentence() throws {
        let phase = CatalogOffer.Phase(
            mode: .payAsYouGo, period: try SubscriptionPeriod("P1M"), count: 3,
            prices: [try Region("DE"): try Money("1.99", currency: "EUR")],
            discounts: [try Region("US"): try Self.discount("0.5 off")], otherRegions: nil)
        let regular = try Money("9.99", currency: "USD")
        let discounted = try #require(try phase.pricingPhase(in: try Region("US"), regular: regular, every: try SubscriptionPeriod("P1M")))
        #expect(discounted.price == (try Money("5.00", currency: "USD")))
        #expect(discounted.relativeDiscount == Decimal(string: "0.5"))
        #expect(discounted.recurrence == .cycles(3))
        // A region with a price of its own keeps it, with no discount.
        let fixed = try #require(
            try phase.pricingPhase(in: try Region("DE"), regular: try Money("9.99", currency: "EUR"), every: try SubscriptionPeriod("P1M")))
        #expect(fixed.price == (try Money("1.99", currency: "EUR")))
        #expect(fixed.relativeDiscount == nil)
        // A region with neither has no price.
        #expect(
            try phase.pricingPhase(in: try Region("FR"), regular: try Money("9.99", currency: "EUR"), every: try SubscriptionPeriod("P1M"))
                == nil)
    }
}
