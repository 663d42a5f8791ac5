import CatalogJSON
import CatalogText
import Foundation

/// The fields that hold what Google Play and commitment plans add (docs/catalog-format.md, *Google Play
/// and commitments*): a catalog converted from Play's files keeps them, and one written back to Play
/// puts them back.
extension CatalogJSONReader {
    /// The app a catalog is for (`"googlePlay": { "packageName": …, "regionsVersion": … }`).
    func playApp(_ entry: NodeReader.Entry?) -> PlayCatalogInfo? {
        guard let fields = reader.object(entry, fields: CatalogJSONFields.PlayApp.self) else { return nil }
        guard let packageEntry = fields[.packageName] else {
            reader.missing(.packageName, of: fields)
            return nil
        }
        guard let packageName = reader.string(packageEntry) else { return nil }
        return PlayCatalogInfo(packageName: packageName, regionsVersion: reader.string(fields[.regionsVersion]))
    }

    /// A commitment (`{ "payments": 12, "renewal": "withCommitment" }`, renewal defaulting to that).
    func commitment(_ entry: NodeReader.Entry?) -> Commitment? {
        guard let fields = reader.object(entry, fields: CatalogJSONFields.Commitment.self) else { return nil }
        guard let paymentsEntry = fields[.payments] else {
            reader.missing(.payments, of: fields, hint: "the number of payments committed to, e.g. \"payments\": 12")
            return nil
        }
        guard let payments = reader.integer(paymentsEntry.node, at: paymentsEntry.path, minimum: 2, maximum: 120) else { return nil }
        var renewal = Commitment.Renewal.withCommitment
        if let entry = fields[.renewal] {
            guard let value = reader.enumeration(entry.node, at: entry.path, as: Commitment.Renewal.self) else { return nil }
            renewal = value
        }
        return Commitment(payments: payments, renewal: renewal)
    }

    /// A product's Play identity (`googlePlay`) and kept fields (`googlePlayFields`, which need it).
    func playProduct(_ fields: Fields<CatalogJSONFields.Product>) -> PlayProductInfo? {
        let kept = keptFields(fields[.googlePlayFields], owner: fields[.googlePlay])
        guard let values = reader.object(fields[.googlePlay], fields: CatalogJSONFields.PlayProduct.self) else { return nil }
        guard let idEntry = values[.productId] else {
            reader.missing(.productId, of: values)
            return nil
        }
        guard let productID = reader.string(idEntry) else { return nil }
        return PlayProductInfo(
            productID: productID, basePlanID: reader.string(values[.basePlanId]),
            purchaseOptionID: reader.string(values[.purchaseOptionId]),
            otherRegions: otherRegionsPrices(values[.otherRegions]), kept: kept)
    }

    /// An offer's Play facts (`googlePlay`) and kept fields (`googlePlayFields`, which need it).
    func playOffer(_ fields: Fields<CatalogJSONFields.Offer>) -> PlayOfferInfo? {
        let kept = keptFields(fields[.googlePlayFields], owner: fields[.googlePlay])
        guard let values = reader.object(fields[.googlePlay], fields: CatalogJSONFields.PlayOffer.self) else { return nil }
        guard let entry = values[.eligibility] else {
            reader.missing(.eligibility, of: values, hint: "newCustomers, upgrade or developerDetermined")
            return nil
        }
        guard let eligibility = reader.enumeration(entry.node, at: entry.path, as: PlayOfferInfo.Eligibility.self) else { return nil }
        return PlayOfferInfo(eligibility: eligibility, kept: kept)
    }

    /// Google Play's fields kept as JSON, by the object they belong to (`{ "subscription": { "field": … } }`),
    /// each stored in compact form; reported when given without the `googlePlay` they belong to.
    private func keptFields(_ entry: NodeReader.Entry?, owner: NodeReader.Entry?) -> [String: KeptFields] {
        guard let entry else { return [:] }
        guard owner != nil else {
            reader.report(
                .invalidValue, "googlePlayFields are fields of a Google Play object, but there is no \"googlePlay\" beside them",
                at: entry.path, entry.node.location, hint: "add \"googlePlay\" or remove \"googlePlayFields\"")
            return [:]
        }
        var kept: [String: KeptFields] = [:]
        for object in reader.object(entry) ?? [] {
            guard let members = reader.object(object) else { continue }
            kept[object.key] = KeptFields(fields: Dictionary(members.map { ($0.key, JSONOutput($0.node).compact) }) { first, _ in first })
        }
        return kept
    }

    /// Dollar and euro prices (`{ "usd": "9.99", "eur": "9.99" }`), both required.
    private func otherRegionsPrices(_ entry: NodeReader.Entry?) -> OtherRegionsPrices? {
        guard let fields = reader.object(entry, fields: CatalogJSONFields.OtherRegions.self) else { return nil }
        var amounts: [Money] = []
        for (field, code) in [(CatalogJSONFields.OtherRegions.usd, "USD"), (.eur, "EUR")] {
            guard let value = fields[field] else {
                reader.missing(field, of: fields, hint: "Google Play needs both a dollar and a euro price")
                return nil
            }
            guard let currency = try? Currency(code), let money = reader.money(value, currency) else { return nil }
            amounts.append(money)
        }
        return OtherRegionsPrices(usd: amounts[0], eur: amounts[1])
    }

    /// A phase's discounts per storefront (`{ "US": { "relative": "0.5" }, "DE": { "absolute": "2.00" } }`).
    func discounts(_ entry: NodeReader.Entry) -> [Region: CatalogOffer.Discount] {
        guard let entries = reader.object(entry) else { return [:] }
        var discounts: [Region: CatalogOffer.Discount] = [:]
        let regions = reader.keyed(
            entries, parent: entry.path, what: "storefront", parse: { reader.region($0, at: $1(), $2) }, canonical: \.code)
        for (region, entry) in regions {
            guard let (field, value) = onlyField(entry, of: CatalogJSONFields.Discount.self) else { continue }
            switch field {
            case .relative:
                if let fraction = fraction(value) { discounts[region] = .relative(fraction) }
            case .absolute:
                guard let currency = region.currency else {
                    reader.report(
                        .unknownCurrency, "ICU knows no current currency for storefront \(region)", at: value.path, value.node.location)
                    continue
                }
                if let money = reader.money(value, currency) { discounts[region] = .absolute(money) }
            }
        }
        return discounts
    }

    /// A phase's pricing for Play's other regions: one of `prices`, `absoluteDiscounts` (each `{ "usd", "eur" }`),
    /// `relativeDiscount` (a fraction) or `"free": true`.
    func phaseOtherRegions(_ entry: NodeReader.Entry?) -> CatalogOffer.OtherRegionsPhasePricing? {
        guard let entry, let (field, value) = onlyField(entry, of: CatalogJSONFields.PhaseOtherRegions.self) else { return nil }
        switch field {
        case .prices: return otherRegionsPrices(value).map { .prices($0) }
        case .absoluteDiscounts: return otherRegionsPrices(value).map { .absoluteDiscounts($0) }
        case .relativeDiscount: return fraction(value).map { .relativeDiscount($0) }
        case .free:
            guard reader.bool(value) == true else {
                reader.report(
                    .invalidValue, "\"free\" is true when given", at: value.path, value.node.location, hint: "write \"free\": true")
                return nil
            }
            return .free
        }
    }

    /// The one field of an object whose fields are alternatives; reported when it has none or several.
    private func onlyField<Name: FieldName>(_ entry: NodeReader.Entry, of fields: Name.Type) -> (Name, NodeReader.Entry)? {
        guard let values = reader.object(entry, fields: fields) else { return nil }
        let given = values.inFileOrder
        guard given.count == 1, let only = given.first else {
            let names = Name.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            reader.report(
                .invalidValue, "give exactly one of \(names); this object has \(given.count)", at: entry.path, entry.node.location)
            return nil
        }
        return only
    }

    /// A fraction written as a decimal string strictly between 0 and 1 ("0.5": half off).
    private func fraction(_ entry: NodeReader.Entry) -> Decimal? {
        // Read as an amount (a decimal string, exactly); the currency only carries it.
        guard let carrier = try? Currency("USD"), let amount = reader.money(entry, carrier)?.amount else { return nil }
        guard amount > 0, amount < 1 else {
            reader.report(
                .invalidValue, "a relative discount lies strictly between 0 and 1", at: entry.path, entry.node.location,
                hint: "write the share taken off: \"0.5\" for half off")
            return nil
        }
        return amount
    }
}
