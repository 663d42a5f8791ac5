import CatalogText

/// Writes a catalog as an Xcode StoreKit configuration file, in the layout Xcode writes today (format
/// version 5.0: sorted keys, `"key" : value`, `introductoryOffers`, `winbackOffers`, `settings` and
/// `appPolicies`), so that Xcode opens it and `StoreKitReader` reads it back.
///
/// A `.storekit` file holds one price per product, in one storefront: the catalog's
/// `defaultStorefront`, which a note names. Whatever else it cannot hold (other storefronts' prices,
/// offers of several phases, discounts stated against the regular price, Google Play's facts, listing
/// benefits, commitments, paywalls other than those inferred from the file) is a warning naming it.
///
/// ```swift
/// let conversion = StoreKitWriter.convert(catalog)
/// conversion.notes  // ["prices are the US storefront's (the catalog's defaultStorefront): a .storekit holds one price per product"]
/// ```
package struct StoreKitWriter {
    let catalog: ProductCatalog
    /// The storefront whose prices are written (`settings._storefront`).
    let storefront: Region
    /// What the file cannot hold, in catalog order.
    var warnings: [String] = []

    /// The catalog as a `.storekit` file, with what it could not hold.
    package static func convert(_ catalog: ProductCatalog) -> Conversion {
        var writer = StoreKitWriter(catalog: catalog, storefront: catalog.defaultStorefront)
        let text = writer.document().xcode
        let note =
            "prices are the \(catalog.defaultStorefront) storefront's (the catalog's defaultStorefront): a .storekit holds one price per product"
        return Conversion(files: [Conversion.File(name: "", text: text)], warnings: writer.warnings, notes: [note])
    }

    private mutating func document() -> JSONOutput {
        if catalog.play != nil {
            warnings.append("the Google Play app \"\(catalog.play?.packageName ?? "")\" dropped (a .storekit is for the App Store)")
        }
        // Made in the order they are written, so the warnings come in that order too.
        var oneTime: [JSONOutput] = [], nonRenewing: [JSONOutput] = []
        for product in catalog.products where product.type != .autoRenewable {
            checkDropped(product)
            if product.type == .nonRenewing {
                nonRenewing.append(written(product, fields: []))
            } else {
                oneTime.append(written(product, fields: []))
            }
        }
        let groups = subscriptionGroups()
        checkPaywalls()
        return .object([
            ("appPolicies", .object([("eula", .string("")), ("policies", .array([]))])),
            ("identifier", .string(StableID.hex("catalog:" + catalog.name))),
            ("nonRenewingSubscriptions", .array(nonRenewing)),
            ("products", .array(oneTime)),
            ("settings", settings()),
            ("subscriptionGroups", .array(groups)),
            ("version", .object([("major", .integer(5)), ("minor", .integer(0))])),
        ])
    }

    /// The settings Xcode writes, switches off, in the storefront and source locale of the catalog.
    private func settings() -> JSONOutput {
        let errors = [
            "Load Products", "Purchase", "Verification", "App Store Sync", "Subscription Status", "App Transaction",
            "Manage Subscriptions Sheet", "Refund Request Sheet", "Offer Code Redeem Sheet",
        ]
        return .object([
            ("_askToBuyEnabled", .bool(false)),
            ("_billingGracePeriodEnabled", .bool(false)),
            ("_billingIssuesEnabled", .bool(false)),
            ("_disableDialogs", .bool(false)),
            ("_failTransactionsEnabled", .bool(false)),
            ("_locale", .string(catalog.sourceLocale.identifier)),
            ("_renewalBillingIssuesEnabled", .bool(false)),
            ("_storefront", .string(storefront.alpha3 ?? "USA")),
            ("_storeKitErrors", .array(errors.map { .object([("enabled", .bool(false)), ("name", .string($0))]) })),
            ("_timeRate", .integer(0)),
        ])
    }

    /// The groups with their subscriptions; a group that products name but the catalog does not list is
    /// written with its ID as its name.
    private mutating func subscriptionGroups() -> [JSONOutput] {
        let subscriptions = catalog.products.filter { $0.type == .autoRenewable }
        var groups = catalog.groups
        for id in subscriptions.compactMap(\.groupID) where !groups.contains(where: { $0.id == id }) {
            groups.append(SubscriptionGroup(id: id, name: id))
        }
        for product in subscriptions where product.groupID == nil {
            warnings.append(
                "product \"\(product.id)\" dropped (a subscription without a group; a .storekit lists subscriptions in their group)")
        }
        var written: [JSONOutput] = []
        for group in groups {
            let members = subscriptions.filter { $0.groupID == group.id }
            let names = group.localizedNames.sorted { $0.key < $1.key }.map { locale, name in
                JSONOutput.object([("description", .string("")), ("displayName", .string(name)), ("locale", .string(locale.identifier))])
            }
            var items: [JSONOutput] = []
            for member in members { items.append(subscription(member)) }
            written.append(
                .object([
                    ("id", .string(group.id)), ("localizations", .array(names)), ("name", .string(group.name)),
                    ("subscriptions", .array(items)),
                ]))
        }
        return written
    }

    private mutating func subscription(_ product: Product) -> JSONOutput {
        checkDropped(product)
        let offers = self.offers(of: product)
        return written(
            product,
            fields: [
                ("adHocOffers", .array(offers.promotional)),
                ("codeOffers", .array(offers.codes)),
                ("groupNumber", .integer(product.level ?? 1)),
                ("introductoryOffers", .array(offers.introductory)),
                ("recurringSubscriptionPeriod", product.period.map { .string($0.description) }),
                ("subscriptionGroupID", product.groupID.map(JSONOutput.string)),
                ("winbackOffers", .array(offers.winBack)),
            ])
    }

    /// A product's fields, with `fields` of its kind, keys sorted as Xcode sorts them.
    private mutating func written(_ product: Product, fields: [(String, JSONOutput?)]) -> JSONOutput {
        let localizations = product.localizations.sorted { $0.key < $1.key }.map { locale, listing in
            JSONOutput.object([
                ("description", .string(listing.description)), ("displayName", .string(listing.displayName)),
                ("locale", .string(locale.identifier)),
            ])
        }
        let common: [(String, JSONOutput?)] = [
            ("displayPrice", price(of: product)),
            ("familyShareable", .bool(product.isFamilyShareable)),
            ("internalID", .string(StableID.hex("product:" + product.id))),
            ("localizations", .array(localizations)),
            ("productID", .string(product.id)),
            ("referenceName", .string(product.referenceName)),
            ("type", .string(Self.typeName(product.type))),
        ]
        return .members((common + fields).sorted { $0.0 < $1.0 })
    }

    /// The product's price in the storefront, as `displayPrice` writes it; a missing or foreign price is a warning.
    private mutating func price(of product: Product) -> JSONOutput? {
        guard let money = product.prices[storefront] else {
            warnings.append(
                "product \"\(product.id)\": no \(storefront) price, so none written (a .storekit holds the \(storefront) storefront's)")
            return nil
        }
        guard money.currency == storefront.currency else {
            warnings.append(
                "product \"\(product.id)\": its \(storefront) price is in \(money.currency.code), written as \(storefront.currency?.code ?? "the storefront's currency") (a .storekit prices in the storefront's currency)"
            )
            return .string(money.decimalString)
        }
        return .string(money.decimalString)
    }

    /// StoreKit's name of a product type, from the table the reader reads them with.
    static func typeName(_ type: ProductType) -> String {
        StoreKitFields.productTypes.first { $0.value == type }?.key ?? type.rawValue
    }
}
