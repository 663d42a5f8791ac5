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
        let regional = Self.regionalConfigs(product, extra: [("availability", .string("AVAILABLE"))])
        let newRegions = product.play?.otherRegions.map { prices in
            Self.merged(
                .object([
                    ("usdPrice", Self.money(prices.usd)), ("eurPrice", Self.money(prices.eur)), ("availability", .string("AVAILABLE")),
                ]), kept: Self.kept(product, "otherRegions"))
        }
        let purchaseOption = Self.merged(
            .members([
                ("purchaseOptionId", .string(option)), ("buyOption", .object([("legacyCompatible", .bool(true))])),
                ("regionalPricingAndAvailabilityConfigs", .array(regional)), ("newRegionsConfig", newRegions),
            ]), kept: product.play?.kept["purchaseOption"] ?? .none)
        let listings = product.localizations.sorted { $0.key < $1.key }.map { locale, listing in
            let code = Self.languageCode(locale)
            return Self.merged(
                .object([
                    ("languageCode", .string(code)), ("title", .string(listing.displayName)), ("description", .string(listing.description)),
                ]),
                kept: Self.kept(product, "listing:\(code)"))
        }
        let body = Self.merged(
            .members([
                ("packageName", .string(packageName)), ("productId", .string(id)), ("listings", .array(listings)),
                ("purchaseOptions", .array([purchaseOption])),
                ("regionsVersion", catalog.play?.regionsVersion.map { .object([("version", .string($0))]) }),
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
            let code = Self.languageCode(locale)
            let value = JSONOutput.object([("title", .string(listing.displayName)), ("description", .string(listing.description))])
            return (code, Self.merged(value, kept: Self.kept(product, "listing:\(code)")))
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
        // Reading Play's files infers a paywall per subscription and one for the one-time products.
        let subscriptions = catalog.groups.map { group in
            PlayFileContents.Subscription(
                group: group,
                plans: catalog.products.filter { $0.groupID == group.id || ($0.play?.basePlanID != nil && $0.play?.productID == group.id) })
        }
        let oneTime = catalog.products.filter { $0.type != .autoRenewable && $0.play?.basePlanID == nil }
        let inferred = PlayPaywalls.infer(
            subscriptions: subscriptions, oneTime: oneTime, storefront: catalog.defaultStorefront, sourceLocale: catalog.sourceLocale)
        for paywall in catalog.paywalls where !inferred.contains(where: { $0.sameContent(as: paywall) }) {
            warnings.append("paywall \"\(paywall.id)\" dropped (Google Play's files hold no paywalls)")
        }
    }
}
