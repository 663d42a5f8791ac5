import Catalog

/// A fixed set of products whose offers every language's snapshot describes.
enum SampleOffers {
    struct Sample {
        let name: String
        let offer: Offer
    }

    /// The samples in a currency; amounts are multiplied by 100 in currencies without minor units
    /// (JPY 299 rather than JPY 3).
    static func all(in currency: Currency) throws -> [Sample] {
        func money(_ amount: String) throws -> Money {
            let price = try Money(amount, currency: currency)
            return currency.fractionDigits == 0 ? try Money(amount: price.amount * 100, currency: currency) : price
        }
        func period(_ text: String) throws -> SubscriptionPeriod { try SubscriptionPeriod(text) }
        return [
            Sample(
                name: "weekly with a 3-day free trial",
                offer: try Offer(
                    kind: .introductory,
                    phases: [
                        .freeTrial(period("P3D"), currency: currency), .regular(money("2.99"), every: period("P1W")),
                    ])),
            Sample(
                name: "monthly, pay as you go for 3 months",
                offer: try Offer(
                    kind: .introductory,
                    phases: [
                        .payAsYouGo(money("0.99"), every: period("P1M"), count: 3), .regular(money("3.99"), every: period("P1M")),
                    ])),
            Sample(
                name: "yearly, pay up front for 6 months",
                offer: try Offer(
                    kind: .promotional,
                    phases: [
                        .payUpFront(money("29.99"), for: period("P6M")), .regular(money("49.99"), every: period("P1Y")),
                    ])),
            Sample(
                name: "Google Play, three phases",
                offer: try Offer(
                    kind: .googlePlay,
                    phases: [
                        .freeTrial(period("P1W"), currency: currency), .payAsYouGo(money("1.99"), every: period("P1M"), count: 3),
                        .regular(money("9.99"), every: period("P1M")),
                    ])),
            Sample(
                name: "win-back, one free month",
                offer: try Offer(
                    kind: .winBack,
                    phases: [
                        .freeTrial(period("P1M"), currency: currency), .regular(money("24.99"), every: period("P3M")),
                    ])),
            Sample(
                name: "quarterly, no offer",
                offer: try Offer(
                    kind: .introductory,
                    phases: [
                        .regular(money("24.99"), every: period("P3M"))
                    ])),
        ]
    }
}
