import CatalogText
import Foundation

extension PlayWriter {
    /// A one-time product: a legacy `InAppProduct` when it was read as one (a Play product without a
    /// purchase option), else a `OneTimeProduct` with one purchase option.
    mutating func oneTimeProduct(_ product: Product) -> Conversion.File {
        let id = product.play?.productID ?? Self.productID(product.id)
        if product.play != nil, product.play?.purchaseOptionID == nil {
            return Conversion.File(name: "\(id).inappproduct.json", text: legacy(product, sku: id).pretty)
        }
        let option = product.play?.purchaseOptionID ?? "buy"
        let regional = product.prices.sorted { $0.key < $1.key }.map { region, money in
            JSONOutput.object([("regionCode", .string(region.code)), ("price", Self.money(money)), ("availability", .string("AVAILABLE"))])
        }
        let newRegions = product.play?.otherRegions.map { prices in
            JSONOutput.object([
                ("usdPrice", Self.money(prices.usd)), ("eurPrice", Self.money(prices.eur)), ("availability", .string("AVAILABLE")),
            ])
        }
        let purchaseOption = Self.merged(
            .members([
                ("purchaseOptionId", .string(option)), ("buyOption", .object([("legacyCompatible", .bool(true))])),
                ("regionalPricingAndAvailabilityConfigs", .array(regional)), ("newRegionsConfig", newRegions),
            ]), kept: product.play?.kept["purchaseOption"] ?? .none)
        let listings = product.localizations.sorted { $0.key < $1.key }.map { locale, listing in
            JSONOutput.object([
                ("languageCode", .string(Self.languageCode(locale))), ("title", .string(listing.displayName)),
                ("description", .string(listing.description)),
            ])
        }
        let body = Self.merged(
            .object([
                ("packageName", .string(packageName)), ("productId", .string(id)), ("listings", .array(listings)),
                ("purchaseOptions", .array([purchaseOption])),
            ]), kept: product.play?.kept["product"] ?? .none)
        return Conversion.File(name: "\(id).onetimeproduct.json", text: body.pretty)
    }

    /// A legacy `InAppProduct` (`inappproducts`): prices in micros, listings keyed by language.
    private func legacy(_ product: Product, sku: String) -> JSONOutput {
        func micros(_ money: Money) -> JSONOutput {
            let value = money.amount * 1_000_000
            return .object([("priceMicros", .string(value.description)), ("currency", .string(money.currency.code))])
        }
        let defaultPrice = product.prices[catalog.defaultStorefront] ?? product.prices.sorted { $0.key < $1.key }.first?.value
        let listings = product.localizations.sorted { $0.key < $1.key }.map { locale, listing in
            (Self.languageCode(locale), JSONOutput.object([("title", .string(listing.displayName)), ("description", .string(listing.description))]))
        }
        return Self.merged(
            .members([
                ("packageName", .string(packageName)), ("sku", .string(sku)), ("purchaseType", .string("managedUser")),
                ("defaultPrice", defaultPrice.map(micros)),
                ("prices", .object(product.prices.sorted { $0.key < $1.key }.map { ($0.key.code, micros($0.value)) })),
                ("listings", .object(listings)), ("defaultLanguage", .string(Self.languageCode(catalog.sourceLocale))),
            ]), kept: product.play?.kept["product"] ?? .none)
    }

    /// Warns about what the catalog has and Play cannot hold.
    mutating func checkDropped() {
        for product in catalog.products where product.isFamilyShareable {
            warnings.append("product \"\(product.id)\": Family Sharing dropped (an App Store feature)")
        }
        if !catalog.paywalls.isEmpty {
            let ids = catalog.paywalls.map { "\"\($0.id)\"" }.joined(separator: ", ")
            warnings.append("paywalls \(ids) dropped (Google Play's files hold no paywalls)")
        }
    }
}
