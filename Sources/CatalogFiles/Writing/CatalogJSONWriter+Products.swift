import CatalogText

extension CatalogJSONWriter {
    static func product(_ product: Product) -> JSONOutput {
        .fields([
            (Fields.Product.id, .string(product.id)),
            (.type, .string(product.type.rawValue)),
            (.referenceName, product.referenceNameIsDefault ? nil : .string(product.referenceName)),
            (.group, product.groupID.map(JSONOutput.string)),
            (.level, product.level.map(JSONOutput.integer)),
            (.period, product.period.map { .string($0.description) }),
            (.familyShareable, product.isFamilyShareable ? .bool(true) : nil),
            (.commitment, product.commitment.map(commitment)),
            (.prices, prices(product.prices)),
            (.localizations, byLocale(product.localizations, localization)),
            (.offers, product.offers.isEmpty ? nil : .array(product.offers.map(offer))),
            (.googlePlay, product.play.map(playProduct)),
            (.googlePlayFields, product.play.flatMap { kept($0.kept) }),
        ])
    }

    private static func commitment(_ commitment: Commitment) -> JSONOutput {
        .fields([(Fields.Commitment.payments, .integer(commitment.payments)), (.renewal, .string(commitment.renewal.rawValue))])
    }

    private static func localization(_ localization: Product.Localization) -> JSONOutput {
        .fields([
            (Fields.ProductLocalization.displayName, .string(localization.displayName)),
            (.description, .string(localization.description)),
            (.benefits, localization.benefits.isEmpty ? nil : .array(localization.benefits.map(JSONOutput.string))),
        ])
    }

    private static func playProduct(_ play: PlayProductInfo) -> JSONOutput {
        .fields([
            (Fields.PlayProduct.productId, .string(play.productID)),
            (.basePlanId, play.basePlanID.map(JSONOutput.string)),
            (.purchaseOptionId, play.purchaseOptionID.map(JSONOutput.string)),
            (.otherRegions, play.otherRegions.map(otherRegions)),
        ])
    }

    private static func otherRegions(_ prices: OtherRegionsPrices) -> JSONOutput {
        .fields([(Fields.OtherRegions.usd, .string(prices.usd.decimalString)), (.eur, .string(prices.eur.decimalString))])
    }

    /// Kept fields by object, each field's JSON as it was read; nil when there are none.
    private static func kept(_ kept: [String: KeptFields]) -> JSONOutput? {
        guard !kept.isEmpty else { return nil }
        return .object(kept.sorted { $0.key < $1.key }.map { ($0.key, keptObject($0.value)) })
    }

    /// The fields of one object, in name order; a text that is not JSON (never read so) is kept as a string.
    static func keptObject(_ fields: KeptFields) -> JSONOutput {
        .object(fields.sorted.map { ($0.name, JSONOutput(parsing: $0.json) ?? .string($0.json)) })
    }

    private static func offer(_ offer: CatalogOffer) -> JSONOutput {
        .fields([
            (Fields.Offer.id, offer.id.map(JSONOutput.string)),
            (.kind, .string(offer.kind.rawValue)),
            (.phases, .array(offer.phases.map(phase))),
            (.googlePlay, offer.play.map { .fields([(Fields.PlayOffer.eligibility, .string($0.eligibility.rawValue))]) }),
            (.googlePlayFields, offer.play.flatMap { kept($0.kept) }),
        ])
    }

    private static func phase(_ phase: CatalogOffer.Phase) -> JSONOutput {
        let needsPrices = phase.mode != .free && phase.discounts.isEmpty && phase.otherRegions == nil
        return .fields([
            (Fields.Phase.mode, .string(phase.mode.rawValue)),
            (.period, .string(phase.period.description)),
            (.count, phase.count == 1 ? nil : .integer(phase.count)),
            (.prices, phase.prices.isEmpty && !needsPrices ? nil : prices(phase.prices)),
            (.discounts, phase.discounts.isEmpty ? nil : discounts(phase.discounts)),
            (.otherRegions, phase.otherRegions.map(phaseOtherRegions)),
        ])
    }

    /// `{ "US": { "relative": "0.5" }, "DE": { "absolute": "2" } }`, in storefront order.
    private static func discounts(_ discounts: [Region: CatalogOffer.Discount]) -> JSONOutput {
        .object(
            discounts.sorted { $0.key < $1.key }.map { region, discount in
                switch discount {
                case .relative(let fraction): (region.code, .fields([(Fields.Discount.relative, .string(fraction.description))]))
                case .absolute(let money): (region.code, .fields([(Fields.Discount.absolute, .string(money.decimalString))]))
                }
            })
    }

    private static func phaseOtherRegions(_ pricing: CatalogOffer.OtherRegionsPhasePricing) -> JSONOutput {
        switch pricing {
        case .prices(let prices): .fields([(Fields.PhaseOtherRegions.prices, otherRegions(prices))])
        case .absoluteDiscounts(let prices): .fields([(Fields.PhaseOtherRegions.absoluteDiscounts, otherRegions(prices))])
        case .relativeDiscount(let fraction): .fields([(Fields.PhaseOtherRegions.relativeDiscount, .string(fraction.description))])
        case .free: .fields([(Fields.PhaseOtherRegions.free, .bool(true))])
        }
    }
}
