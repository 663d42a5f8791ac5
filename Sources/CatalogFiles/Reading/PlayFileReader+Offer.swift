import CatalogJSON
import CatalogText
import Foundation

extension PlayFileReader {
    /// A `SubscriptionOffer`: an offer of the base plan `productId:basePlanId`, attached when the
    /// catalog is assembled (the base plan may be in another file). Its kind follows its `targeting`.
    func offer(_ node: JSONNode, at path: String) {
        guard let fields = fields(node, at: path, PlayFields.Offer.self) else { return }
        notePackage(.packageName, of: fields)
        guard let productID = required(.productId, of: fields), let basePlanID = required(.basePlanId, of: fields),
            let basePlanEntry = fields[.basePlanId], let offerID = required(.offerId, of: fields)
        else { return }
        var kept: [String: KeptFields] = ["offer": self.kept(node, PlayFields.Offer.self)]
        let eligibility = self.eligibility(fields[.targeting])
        if let targeting = fields[.targeting] {
            kept["targeting"] = KeptFields(fields: ["targeting": JSONSourceText.text(of: targeting.node, in: bytes)])
        }
        guard let phaseList = fields[.phases] else {
            reader.missing(.phases, of: fields, hint: "an offer has 1 to 5 phases")
            return
        }
        var phases: [CatalogOffer.Phase] = []
        for item in reader.array(phaseList) ?? [] {
            guard let phase = phase(item, kept: &kept) else { continue }
            phases.append(phase)
        }
        let play = PlayOfferInfo(eligibility: eligibility, kept: kept)
        let offer = CatalogOffer(id: offerID, kind: play.kind, phases: phases, play: play, path: modelPath(path))
        contents.offers.append(
            PlayFileContents.PendingOffer(
                productID: productID, basePlanID: basePlanID, offer: offer, basePlanPath: basePlanEntry.path,
                basePlanLocation: basePlanEntry.node.location))
    }

    /// Who may take the offer: `acquisitionRule` new customers, `upgradeRule` upgrades, none the app decides.
    private func eligibility(_ entry: NodeReader.Entry?) -> PlayOfferInfo.Eligibility {
        guard let entry, let members = reader.object(entry) else { return .developerDetermined }
        if members.contains(where: { $0.key == "acquisitionRule" }) { return .newCustomers }
        if members.contains(where: { $0.key == "upgradeRule" }) { return .upgrade }
        return .developerDetermined
    }

    /// A `SubscriptionOfferPhase`: `recurrenceCount` periods of `duration`, priced per region by a price,
    /// a discount or `free`; free everywhere, it is a free phase.
    private func phase(_ item: ArrayItem, kept: inout [String: KeptFields]) -> CatalogOffer.Phase? {
        guard let fields = fields(item.node, at: item.path, PlayFields.Phase.self) else { return nil }
        kept["phase[\(item.index)]"] = self.kept(item.node, PlayFields.Phase.self)
        guard let durationEntry = fields[.duration] else {
            reader.missing(.duration, of: fields, hint: "an ISO 8601 duration such as \"P1M\"")
            return nil
        }
        guard let period = reader.period(durationEntry) else { return nil }
        guard let countEntry = fields[.recurrenceCount] else {
            reader.missing(.recurrenceCount, of: fields, hint: "how many times the phase's duration repeats, such as 1")
            return nil
        }
        guard let count = reader.integer(countEntry) else { return nil }
        reader.alias(item.path, .key("period"), to: item.path, .key(PlayFields.Phase.duration.rawValue))
        reader.alias(item.path, .key("count"), to: item.path, .key(PlayFields.Phase.recurrenceCount.rawValue))
        var prices: [Region: Money] = [:]
        var discounts: [Region: CatalogOffer.Discount] = [:]
        var freeRegions: [Region] = []
        for config in reader.array(fields[.regionalConfigs]) ?? [] {
            guard let configFields = self.fields(config.node, at: config.path, PlayFields.PhaseRegionalConfig.self),
                let codeEntry = configFields[.regionCode]
                    ?? {
                        reader.missing(.regionCode, of: configFields); return nil
                    }(),
                let region = region(codeEntry),
                let pricing = pricing(configFields, at: config)
            else { continue }
            switch pricing {
            case .price(let money, let entry):
                prices[region] = money
                reader.alias(NodeReader.join(item.path, "prices"), .key(region.code), to: entry.parent, .key(entry.key))
            case .discount(let discount, let entry):
                discounts[region] = discount
                reader.alias(NodeReader.join(item.path, "prices"), .key(region.code), to: entry.parent, .key(entry.key))
            case .free: freeRegions.append(region)
            }
        }
        let otherRegions = fields[.otherRegionsConfig].flatMap(otherRegionsPricing)
        let isFree = prices.isEmpty && discounts.isEmpty && (otherRegions == nil || otherRegions == .free)
        if !isFree {
            for region in freeRegions { prices[region] = region.currency.map { Money(zeroIn: $0) } }
        }
        return CatalogOffer.Phase(
            mode: isFree ? .free : .payAsYouGo, period: period, count: count, prices: prices, discounts: discounts,
            otherRegions: otherRegions, path: modelPath(item.path))
    }

    /// How one region prices a phase.
    private enum Pricing {
        case price(Money, NodeReader.Entry)
        case discount(CatalogOffer.Discount, NodeReader.Entry)
        case free
    }

    /// The one pricing field of a phase's regional config; none, or more than one, is reported.
    private func pricing(_ fields: Fields<PlayFields.PhaseRegionalConfig>, at config: ArrayItem) -> Pricing? {
        let given = fields.inFileOrder.filter { $0.field != .regionCode }
        guard let (field, entry) = given.first else {
            reader.missing(
                PlayFields.PhaseRegionalConfig.price, of: fields,
                hint: "a phase's region has one of price, absoluteDiscount, relativeDiscount or free")
            return nil
        }
        if given.count > 1 {
            reader.report(
                .invalidValue, "a phase's region is priced one way, this one also has \(given[1].entry.key)", at: given[1].entry.path,
                given[1].entry.keyLocation, hint: "keep \(entry.key) or \(given[1].entry.key)")
        }
        switch field {
        case .price: return money(entry).map { .price($0, entry) }
        case .absoluteDiscount: return money(entry).map { .discount(.absolute($0), entry) }
        case .relativeDiscount: return fraction(entry).map { .discount(.relative($0), entry) }
        case .free, .regionCode: return .free
        }
    }

    /// A phase's pricing for other regions (`otherRegionsConfig`).
    private func otherRegionsPricing(_ entry: NodeReader.Entry) -> CatalogOffer.OtherRegionsPhasePricing? {
        guard let fields = fields(entry.node, at: entry.path, PlayFields.PhaseOtherRegions.self) else { return nil }
        guard let (field, value) = fields.inFileOrder.first else { return nil }
        switch field {
        case .otherRegionsPrices: return otherRegionsPrices(value).map { .prices($0) }
        case .absoluteDiscounts: return otherRegionsPrices(value).map { .absoluteDiscounts($0) }
        case .relativeDiscount: return fraction(value).map { .relativeDiscount($0) }
        case .free: return .free
        }
    }

    /// A `relativeDiscount`: a JSON number read exactly from its text (never through a `Double`).
    private func fraction(_ entry: NodeReader.Entry) -> Decimal? {
        guard case .number(let text) = entry.node.value else {
            reader.report(.wrongType, "expected a number such as 0.5, found \(entry.node.kind)", at: entry.path, entry.node.location)
            return nil
        }
        guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
            reader.report(.invalidValue, "\(text) is not a fraction", at: entry.path, entry.node.location)
            return nil
        }
        return value
    }
}
