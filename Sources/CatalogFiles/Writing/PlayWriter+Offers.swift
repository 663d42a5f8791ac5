import CatalogText

extension PlayWriter {
    /// A base plan's offers as `SubscriptionOffer` bodies; App Store offer codes and win-back offers,
    /// which Play does not have, are warnings.
    mutating func offers(of product: Product, productID: String) -> [JSONOutput] {
        var written: [JSONOutput] = []
        for (index, offer) in product.offers.enumerated() {
            let name = "offer \(offer.id.map { "\"\($0)\"" } ?? String(index + 1)) of product \"\(product.id)\""
            if offer.kind == .offerCode || offer.kind == .winBack {
                let what = offer.kind == .offerCode ? "an App Store offer code" : "an App Store win-back offer"
                warnings.append("\(name) dropped (\(what); Google Play has no such offer)")
                continue
            }
            let offerID = offer.id ?? "\(offer.kind.rawValue.lowercased())-\(index + 1)"
            if offer.id == nil { notes.append("\(name) has no ID; written as offerId \"\(offerID)\"") }
            let regions = product.prices.keys.sorted()
            let phases = offer.phases.enumerated().map { index, phase in
                Self.merged(self.phase(phase, regions: regions), kept: offer.play?.kept["phase[\(index)]"] ?? .none)
            }
            let kept = offer.play?.kept["offer"] ?? .none
            let keptTargeting = offer.play?.kept["targeting"] ?? .none
            var fields: [(String, JSONOutput?)] = [
                ("packageName", .string(packageName)), ("productId", .string(productID)), ("basePlanId", .string(basePlanID(product))),
                ("offerId", .string(offerID)), ("phases", .array(phases)),
            ]
            fields.append(("targeting", keptTargeting.isEmpty ? targeting(offer) : nil))
            fields.append(
                (
                    "regionalConfigs",
                    .array(regions.map { .object([("regionCode", .string($0.code)), ("newSubscriberAvailability", .bool(true))]) })
                )
            )
            written.append(Self.merged(Self.merged(.members(fields), kept: keptTargeting), kept: kept))
        }
        return written
    }

    /// Who Play offers it to: new customers (an introductory offer), upgrading customers, or whom the app decides.
    private func targeting(_ offer: CatalogOffer) -> JSONOutput? {
        let eligibility = offer.play?.eligibility ?? (offer.kind == .introductory ? .newCustomers : .developerDetermined)
        switch eligibility {
        case .newCustomers: return .object([("acquisitionRule", .object([("scope", .object([("thisSubscription", .object([]))]))]))])
        case .upgrade:
            return .object([("upgradeRule", .object([("oldSubscription", .object([("thisSubscription", .object([]))]))]))])
        case .developerDetermined: return nil
        }
    }

    /// A phase: its periods (a pay-up-front phase is one period as long as all of them) and its price per region.
    private func phase(_ phase: CatalogOffer.Phase, regions: [Region]) -> JSONOutput {
        let upFront = phase.mode == .payUpFront
        let duration = upFront ? ((try? phase.period.repeated(phase.count)) ?? phase.period) : phase.period
        let configs = regions.compactMap { region -> JSONOutput? in
            let price: (String, JSONOutput)
            if phase.mode == .free {
                price = ("free", .object([]))
            } else if let money = phase.prices[region] {
                price = ("price", Self.money(money))
            } else if let discount = phase.discounts[region] {
                switch discount {
                case .relative(let fraction): price = ("relativeDiscount", .number(fraction.description))
                case .absolute(let money): price = ("absoluteDiscount", Self.money(money))
                }
            } else {
                return nil
            }
            return .object([("regionCode", .string(region.code)), price])
        }
        let other: JSONOutput? = phase.otherRegions.map { pricing in
            switch pricing {
            case .prices(let prices): .object([("otherRegionsPrices", Self.usdAndEur(prices))])
            case .absoluteDiscounts(let prices): .object([("absoluteDiscounts", Self.usdAndEur(prices))])
            case .relativeDiscount(let fraction): .object([("relativeDiscount", .number(fraction.description))])
            case .free: .object([("free", .object([]))])
            }
        }
        return .members([
            ("recurrenceCount", .integer(upFront ? 1 : phase.count)), ("duration", .string(duration.description)),
            ("regionalConfigs", .array(configs)), ("otherRegionsConfig", other),
        ])
    }

    static func usdAndEur(_ prices: OtherRegionsPrices) -> JSONOutput {
        .object([("usdPrice", money(prices.usd)), ("eurPrice", money(prices.eur))])
    }
}
