import CatalogText

/// Writes a catalog as Google Play's Android Publisher API bodies (v3, monetization): one file per
/// subscription (`<productId>.subscription.json`, the `subscriptions.create`/`patch` body), one per
/// base plan with offers (`<productId>.<basePlanId>.offers.json`, as `basePlans.offers.list` returns
/// them), one per one-time product (`<productId>.onetimeproduct.json`) and one per legacy in-app product
/// read as one (`<sku>.inappproduct.json`). Money is `{currencyCode, units, nanos}`; the fields a Play
/// reader kept are put back; `regionsVersion` is named when known.
///
/// What Play cannot hold (App Store offer codes and win-back offers, families, service levels, paywalls)
/// is a warning naming it. Reference: https://developers.google.com/android-publisher/api-ref/rest/v3/monetization.subscriptions
///
/// ```swift
/// let conversion = PlayWriter.convert(catalog)
/// conversion.files.map(\.name)  // ["lumen_pro.subscription.json", "lumen_pro.monthly.offers.json", …]
/// ```
package struct PlayWriter {
    let catalog: ProductCatalog
    /// The app's package name (`com.example.app` when the catalog names none).
    let packageName: String
    var warnings: [String] = []
    var notes: [String] = []

    /// The catalog as Play's files, with what Play cannot hold.
    package static func convert(_ catalog: ProductCatalog) -> Conversion {
        var writer = PlayWriter(catalog: catalog, packageName: catalog.play?.packageName ?? "com.example.app")
        if catalog.play == nil {
            writer.notes.append("the catalog names no Google Play app; the files say packageName \"com.example.app\"")
        }
        let files = writer.files()
        return Conversion(files: files, warnings: writer.warnings, notes: writer.notes)
    }

    private mutating func files() -> [Conversion.File] {
        var files: [Conversion.File] = []
        var subscriptions: [(id: String, plans: [Product])] = []
        for product in catalog.products where product.type == .autoRenewable || product.play?.basePlanID != nil {
            let id = product.play?.productID ?? Self.productID(product.groupID ?? product.id)
            if let index = subscriptions.firstIndex(where: { $0.id == id }) {
                subscriptions[index].plans.append(product)
            } else {
                subscriptions.append((id, [product]))
            }
        }
        for (id, plans) in subscriptions {
            files.append(Conversion.File(name: "\(id).subscription.json", text: subscription(id, plans).pretty))
            for plan in plans {
                let offers = self.offers(of: plan, productID: id)
                guard !offers.isEmpty else { continue }
                let body = JSONOutput.object([("subscriptionOffers", .array(offers))])
                files.append(Conversion.File(name: "\(id).\(basePlanID(plan)).offers.json", text: body.pretty))
            }
        }
        for product in catalog.products where product.type != .autoRenewable && product.play?.basePlanID == nil {
            if product.type == .nonRenewing {
                warnings.append(
                    "product \"\(product.id)\" dropped (Google Play sells time-limited access as a prepaid base plan of a subscription)")
                continue
            }
            files.append(oneTimeProduct(product))
        }
        checkDropped()
        return files
    }

    /// A Play product ID from another store's ID: lower case, characters Play does not allow as `_`.
    static func productID(_ id: String) -> String {
        String(id.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "_") ? $0 : "_" })
    }

    /// The base plan ID: Play's, else the product ID's last part in Play's characters (`[a-z0-9-]`).
    func basePlanID(_ product: Product) -> String {
        if let id = product.play?.basePlanID { return id }
        let last = product.id.split(separator: ".").last.map(String.init) ?? product.id
        return String(last.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
    }

    private mutating func subscription(_ id: String, _ plans: [Product]) -> JSONOutput {
        let listingSource = plans.first { !$0.localizations.isEmpty } ?? plans[0]
        for plan in plans where plan.localizations != listingSource.localizations && !plan.localizations.isEmpty {
            warnings.append(
                "product \"\(plan.id)\": its listings dropped (a Play subscription has one set of listings: those of \"\(listingSource.id)\")"
            )
        }
        let kept = listingSource.play?.kept["subscription"] ?? .none
        let fields: [(String, JSONOutput?)] = [
            ("packageName", .string(packageName)),
            ("productId", .string(id)),
            ("basePlans", .array(plans.map(basePlan))),
            ("listings", .array(listings(listingSource))),
        ]
        return Self.merged(.members(fields), kept: kept)
    }

    private func listings(_ product: Product) -> [JSONOutput] {
        product.localizations.sorted { $0.key < $1.key }.map { locale, listing in
            let code = Self.languageCode(locale)
            let kept = Self.kept(product, "listing:\(code)")
            return Self.merged(
                .members([
                    ("languageCode", .string(code)),
                    ("title", .string(listing.displayName)),
                    ("description", .string(listing.description)),
                    ("benefits", listing.benefits.isEmpty ? nil : .array(listing.benefits.map(JSONOutput.string))),
                ]), kept: kept)
        }
    }

    /// Play's language code of a locale (he → `iw-IL`), else its BCP 47 tag.
    static func languageCode(_ locale: LocaleID) -> String { Store.googlePlay.languageCode(for: locale) ?? locale.languageTag }

    /// The kept fields of one object of a product (`"basePlan"`, `"regionalConfig:US"`).
    static func kept(_ product: Product, _ object: String) -> KeptFields { product.play?.kept[object] ?? .none }

    /// Regional prices as Play lists them, each with its kept fields and `extra` fields.
    static func regionalConfigs(_ product: Product, extra: [(String, JSONOutput)]) -> [JSONOutput] {
        product.prices.sorted { $0.key < $1.key }.map { region, money in
            merged(
                .object([("regionCode", .string(region.code))] + extra.prefix(1) + [("price", Self.money(money))] + extra.dropFirst()),
                kept: kept(product, "regionalConfig:\(region.code)"))
        }
    }

    private func basePlan(_ product: Product) -> JSONOutput {
        let period = JSONOutput.string(product.period?.description ?? "P1M")
        let type: (String, JSONOutput)
        if product.type == .nonRenewing {
            type = ("prepaidBasePlanType", .object([("billingPeriodDuration", period)]))
        } else if let commitment = product.commitment {
            let renewal =
                commitment.renewal == .withCommitment ? "RENEWAL_TYPE_RENEWS_WITH_COMMITMENT" : "RENEWAL_TYPE_RENEWS_WITHOUT_COMMITMENT"
            type = (
                "installmentsBasePlanType",
                .object([
                    ("billingPeriodDuration", period), ("committedPaymentsCount", .integer(commitment.payments)),
                    ("renewalType", .string(renewal)),
                ])
            )
        } else {
            type = ("autoRenewingBasePlanType", .object([("billingPeriodDuration", period)]))
        }
        let regional = Self.regionalConfigs(product, extra: [("newSubscriberAvailability", .bool(true))])
        let other = product.play?.otherRegions.map { prices in
            Self.merged(
                .object([
                    ("usdPrice", Self.money(prices.usd)), ("eurPrice", Self.money(prices.eur)), ("newSubscriberAvailability", .bool(true)),
                ]), kept: Self.kept(product, "otherRegions"))
        }
        let fields: [(String, JSONOutput?)] = [
            ("basePlanId", .string(basePlanID(product))), (type.0, Self.merged(type.1, kept: Self.kept(product, "basePlanType"))),
            ("regionalConfigs", .array(regional)),
            ("otherRegionsConfig", other),
        ]
        return Self.merged(.members(fields), kept: product.play?.kept["basePlan"] ?? .none)
    }

    /// Play's Money: `{ "currencyCode": "USD", "units": "9", "nanos": 990000000 }`, exactly (units a
    /// string, as Play writes 64-bit integers; nanos the billionths).
    static func money(_ money: Money) -> JSONOutput {
        let text = money.decimalString
        let parts = text.split(separator: ".", maxSplits: 1)
        let units = parts.first.map(String.init) ?? "0"
        let fraction = parts.count == 2 ? String(parts[1].prefix(9)) : ""
        let nanos = Int(fraction + String(repeating: "0", count: 9 - fraction.count)) ?? 0
        return .object([("currencyCode", .string(money.currency.code)), ("units", .string(units)), ("nanos", .integer(nanos))])
    }

    /// An object with the kept fields added after the writer's. A kept field the writer also writes
    /// is merged into it when both are objects (the writer's values win, as the model's), else the kept
    /// value, as Play wrote it, replaces the writer's default.
    static func merged(_ object: JSONOutput, kept: KeptFields) -> JSONOutput {
        guard case .object(let members) = object, !kept.isEmpty else { return object }
        return merged(members, kept.sorted.map { ($0.name, JSONOutput(parsing: $0.json) ?? .string($0.json)) })
    }

    private static func merged(_ ours: [(String, JSONOutput)], _ kept: [(String, JSONOutput)]) -> JSONOutput {
        var members = ours
        for (name, value) in kept {
            guard let index = members.firstIndex(where: { $0.0 == name }) else {
                members.append((name, value))
                continue
            }
            if case .object(let inner) = members[index].1, case .object(let keptInner) = value {
                members[index].1 = merged(inner, keptInner.filter { key, _ in !inner.contains { $0.0 == key } })
            } else {
                members[index].1 = value
            }
        }
        return .object(members)
    }
}
