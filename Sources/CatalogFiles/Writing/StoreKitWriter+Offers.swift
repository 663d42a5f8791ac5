import CatalogText

extension StoreKitWriter {
    /// A subscription's offers by the list a `.storekit` file holds them in.
    struct Offers {
        var introductory: [JSONOutput] = []
        var promotional: [JSONOutput] = []
        var codes: [JSONOutput] = []
        var winBack: [JSONOutput] = []
    }

    /// The product's offers, one phase each; what a `.storekit` offer cannot hold is a warning.
    mutating func offers(of product: Product) -> Offers {
        var offers = Offers()
        for (index, offer) in product.offers.enumerated() {
            let name = "offer \(offer.id.map { "\"\($0)\"" } ?? String(index + 1)) of product \"\(product.id)\""
            guard let first = offer.phases.first else { continue }
            if offer.phases.count > 1 {
                let dropped = offer.phases.count == 2 ? "phase 2" : "phases 2–\(offer.phases.count)"
                warnings.append("\(name): \(dropped) dropped (a .storekit offer has one phase)")
            }
            if offer.kind == .introductory, !offers.introductory.isEmpty {
                warnings.append("\(name) dropped (a .storekit subscription has one introductory offer)")
                continue
            }
            guard let written = self.offer(offer, first, of: product, name: name) else { continue }
            switch offer.kind {
            case .introductory: offers.introductory.append(written)
            case .promotional: offers.promotional.append(written)
            case .offerCode: offers.codes.append(written)
            case .winBack: offers.winBack.append(written)
            case .googlePlay:
                warnings.append("\(name): a Google Play offer, written as a promotional offer (adHocOffers)")
                offers.promotional.append(written)
            }
            if offer.play != nil { warnings.append("\(name): Google Play's eligibility and fields dropped") }
        }
        return offers
    }

    /// One offer of one phase; nil, with a warning, when the phase has no price in the storefront.
    private mutating func offer(_ offer: CatalogOffer, _ phase: CatalogOffer.Phase, of product: Product, name: String) -> JSONOutput? {
        var price: JSONOutput?
        if phase.mode != .free {
            if let money = phase.prices[storefront] {
                price = .string(money.decimalString)
            } else if let discount = phase.discounts[storefront], let regular = product.prices[storefront], let period = product.period,
                let computed = try? phase.pricingPhase(in: storefront, regular: regular, every: period)?.price
            {
                warnings.append(
                    "\(name): the \(Self.describe(discount)) in \(storefront) written as its price, \(computed.decimalString) (a .storekit holds prices, not discounts)"
                )
                price = .string(computed.decimalString)
            } else {
                warnings.append("\(name) dropped (no \(storefront) price for it)")
                return nil
            }
        }
        if phase.otherRegions != nil { warnings.append("\(name): Google Play's pricing for other regions dropped") }
        let referenceName = offer.id ?? "\(offer.kind.rawValue) \(product.id)"
        var fields: [(String, JSONOutput?)] = [
            ("displayPrice", price),
            ("internalID", .string(StableID.hex("offer:\(product.id):\(referenceName):\(offer.kind.rawValue)"))),
            ("numberOfPeriods", .integer(phase.count)),
            ("paymentMode", .string(phase.mode.rawValue)),
            ("subscriptionPeriod", .string(phase.period.description)),
        ]
        if offer.kind != .introductory {
            fields += [("offerID", offer.id.map(JSONOutput.string)), ("referenceName", .string(referenceName))]
        }
        if offer.kind == .offerCode {
            fields += [("eligibility", .array(["expired", "existing", "new"].map(JSONOutput.string))), ("isStackable", .bool(false))]
        }
        return .members(fields.sorted { $0.0 < $1.0 })
    }

    /// A discount in words for a warning: "50% discount", "2 USD discount".
    static func describe(_ discount: CatalogOffer.Discount) -> String {
        switch discount {
        case .relative(let fraction): "\((fraction * 100).description)% discount"
        case .absolute(let money): "\(money) discount"
        }
    }
}
