import CatalogText

/// Prices per storefront.
enum PriceRules {
    /// The most integer digits a store price has (VND and IDR reach about 9).
    static let maximumIntegerDigits = 12

    static func check(_ context: inout LintContext) {
        for product in context.catalog.products {
            if product.prices.isEmpty {
                context.report(
                    .missingPrice, "product \"\(product.id)\" has no price in any storefront", at: "\(product.path).prices",
                    hint: "give the price per storefront: \"prices\": { \"US\": \"9.99\" }")
            }
            let googlePlay = context.catalog.stores.contains(.googlePlay)
            check(product.prices, at: "\(product.path).prices", googlePlay: googlePlay, &context)
            checkNotFree(product, &context)
            for offer in product.offers {
                for phase in offer.phases { check(phase.prices, at: "\(phase.path).prices", googlePlay: googlePlay, &context) }
            }
        }
    }

    /// Each price's digits, and its currency: the storefront's (on Google Play, which takes each
    /// region's price in that region's currency, an error).
    static func check(_ prices: [Region: Money], at path: String, googlePlay: Bool, _ context: inout LintContext) {
        for (region, price) in prices.sorted(by: { $0.key < $1.key }) {
            let pricePath = "\(path).\(region.code)"
            let integerDigits = price.integerDigitCount
            if integerDigits > maximumIntegerDigits {
                context.report(
                    .priceTooLarge,
                    "price \(price) has \(integerDigits) integer digits; no store price has more than \(maximumIntegerDigits)",
                    at: pricePath, hint: "check for a typo or a missing decimal point")
            } else if price.hasExcessFractionDigits {
                let digits = price.currency.fractionDigits
                context.report(
                    .priceFractionDigits,
                    "price \(price) has more fraction digits than \(price.currency) uses (\(digits))", at: pricePath,
                    hint: digits == 0
                        ? "\(price.currency) prices are whole numbers"
                        : "keep \(digits) fraction digits: \(price.rounded(.down).amount.fixedString(scale: digits))")
            }
            if let local = region.currency, local != price.currency, googlePlay {
                context.report(
                    .playPriceCurrency, "Google Play charges the \(region) region in \(local), this price is in \(price.currency)",
                    at: pricePath, hint: "Google Play takes each region's price in the region's own currency: write it in \(local)")
            } else if let local = region.currency, local != price.currency {
                context.report(
                    .priceCurrencyMismatch, "the \(region) storefront sells in \(local), this price is in \(price.currency)",
                    at: pricePath, hint: "stores charge each storefront in its own currency")
            }
        }
    }

    /// A price of 0 for a product: the stores sell no free in-app purchases (a free trial is an offer's
    /// free phase, not a free product). One finding per product, at its first free storefront.
    static func checkNotFree(_ product: Product, _ context: inout LintContext) {
        let free = product.prices.filter { $0.value.amount.isZero }.keys.sorted()
        guard let first = free.first else { return }
        context.report(
            .priceZero, "product \"\(product.id)\" costs 0 in \(free.map(\.code).joined(separator: ", "))",
            at: "\(product.path).prices.\(first.code)",
            hint: product.type == .autoRenewable
                ? "give the regular price; to let customers start for free, add an introductory offer with a free phase"
                : "give the price customers pay; the stores sell no free in-app purchases")
    }
}
