import CatalogJSON
import CatalogText

extension PlayFileReader {
    /// A `Subscription`: a group named by its `productId` and one product per base plan, every base
    /// plan localized by the subscription's listings.
    func subscription(_ node: JSONNode, at path: String) {
        guard let fields = fields(node, at: path, PlayFields.Subscription.self) else { return }
        notePackage(.packageName, of: fields)
        guard let productID = required(.productId, of: fields) else { return }
        let listings = self.listings(fields[.listings], owner: fields)
        var names: [LocaleID: String] = [:]
        for listing in listings { names[listing.locale] = listing.localization.displayName }
        let subscriptionKept = kept(node, PlayFields.Subscription.self)
        var plans: [Product] = []
        for item in reader.array(fields[.basePlans]) ?? [] {
            guard
                let plan = basePlan(
                    item, productID: productID, listings: listings, subscriptionKept: subscriptionKept, subscriptionPath: path)
            else { continue }
            plans.append(plan)
        }
        let group = SubscriptionGroup(id: productID, name: productID, localizedNames: names, path: modelPath(path))
        contents.subscriptions.append(PlayFileContents.Subscription(group: group, plans: plans))
    }

    /// A listing read, with its path in the file and its kept fields.
    struct ReadListing {
        let locale: LocaleID
        let code: String
        let localization: Product.Localization
        let path: String
        let kept: KeptFields
    }

    /// Listings `[{languageCode, title, description, benefits}]`; a second listing of a language is reported.
    func listings<Name: FieldName>(_ list: NodeReader.Entry?, owner: Fields<Name>) -> [ReadListing] {
        guard let list else { return [] }
        var result: [ReadListing] = []
        for item in reader.array(list) ?? [] {
            guard let fields = fields(item.node, at: item.path, PlayFields.Listing.self),
                let code = required(.languageCode, of: fields, hint: "Play's language code, such as \"en-US\""),
                let codeEntry = fields[.languageCode],
                let locale = language(code, at: codeEntry.path, codeEntry.node.location)
            else { continue }
            guard !result.contains(where: { $0.locale == locale }) else {
                reader.report(
                    .duplicateField, "a second listing for \(code)", at: item.path, item.node.location, hint: "keep one of them")
                continue
            }
            let title = required(.title, of: fields) ?? ""
            let description = reader.string(fields[.description]) ?? ""
            let benefits = (reader.array(fields[.benefits]) ?? []).compactMap { reader.string($0) }
            contents.listingLocales.append(locale)
            result.append(
                ReadListing(
                    locale: locale, code: code,
                    localization: Product.Localization(displayName: title, description: description, benefits: benefits),
                    path: item.path, kept: kept(item.node, PlayFields.Listing.self)))
        }
        return result
    }

    /// Lets lint name a product's listings as our format does: `localizations.<locale>` and its
    /// `displayName` are the listing and its `title`.
    func aliasListings(_ listings: [ReadListing], product path: String) {
        let canonical = NodeReader.join(path, CatalogJSONFields.Product.localizations.rawValue)
        for listing in listings {
            reader.alias(canonical, .key(listing.locale.identifier), to: listing.path, .none)
            reader.alias(
                NodeReader.join(canonical, listing.locale.identifier), .key("displayName"), to: listing.path,
                .key(PlayFields.Listing.title.rawValue))
        }
    }

    /// A `BasePlan` as a product `productId:basePlanId`: auto-renewing and installments plans renew
    /// (installments with their commitment), prepaid plans do not.
    private func basePlan(
        _ item: ArrayItem, productID: String, listings: [ReadListing], subscriptionKept: KeptFields, subscriptionPath: String
    ) -> Product? {
        guard let fields = fields(item.node, at: item.path, PlayFields.BasePlan.self),
            let basePlanID = required(.basePlanId, of: fields)
        else { return nil }
        let types: [PlayFields.BasePlan] = [.autoRenewingBasePlanType, .prepaidBasePlanType, .installmentsBasePlanType]
        let given = types.filter { fields[$0] != nil }
        guard let typeField = given.first, let typeEntry = fields[typeField] else {
            reader.missing(
                PlayFields.BasePlan.autoRenewingBasePlanType, of: fields,
                hint: "a base plan has one of autoRenewingBasePlanType, prepaidBasePlanType or installmentsBasePlanType")
            return nil
        }
        if given.count > 1, let second = fields[given[1]] {
            reader.report(
                .invalidValue, "a base plan has one billing type, this one also has \(second.key)", at: second.path, second.keyLocation,
                hint: "keep \(typeField.rawValue) or \(second.key)")
        }
        guard let type = self.fields(typeEntry.node, at: typeEntry.path, PlayFields.BasePlanType.self) else { return nil }
        guard let periodEntry = type[.billingPeriodDuration] else {
            reader.missing(.billingPeriodDuration, of: type, hint: "an ISO 8601 duration such as \"P1M\"")
            return nil
        }
        guard let period = reader.period(periodEntry) else { return nil }
        var commitment: Commitment?
        if typeField == .installmentsBasePlanType {
            guard let countEntry = type[.committedPaymentsCount] else {
                reader.missing(.committedPaymentsCount, of: type, hint: "the number of payments the customer commits to, such as 12")
                return nil
            }
            guard let payments = reader.integer(countEntry) else { return nil }
            commitment = Commitment(payments: payments, renewal: renewal(type[.renewalType]) ?? .withCommitment)
        }
        var kept: [String: KeptFields] = [
            "subscription": subscriptionKept, "basePlan": self.kept(item.node, PlayFields.BasePlan.self),
            "basePlanType": self.kept(typeEntry.node, PlayFields.BasePlanType.self),
        ]
        let prices = regionalPrices(fields[.regionalConfigs], canonical: NodeReader.join(item.path, "prices"), kept: &kept)
        var otherRegions: OtherRegionsPrices?
        if let other = fields[.otherRegionsConfig] {
            otherRegions = otherRegionsPrices(other)
            kept["otherRegions"] = self.kept(other.node, PlayFields.OtherRegionsPrices.self)
        }
        for listing in listings { kept["listing:\(listing.code)"] = listing.kept }
        reader.alias(item.path, .key("id"), to: item.path, .key(PlayFields.BasePlan.basePlanId.rawValue))
        reader.alias(item.path, .key("period"), to: periodEntry.parent, .key(periodEntry.key))
        reader.alias(item.path, .key("group"), to: subscriptionPath, .key(PlayFields.Subscription.productId.rawValue))
        aliasListings(listings, product: item.path)
        let play = PlayProductInfo(
            productID: productID, basePlanID: basePlanID, purchaseOptionID: nil, otherRegions: otherRegions, kept: kept)
        var localizations: [LocaleID: Product.Localization] = [:]
        for listing in listings { localizations[listing.locale] = listing.localization }
        return Product(
            id: play.productIDInCatalog, type: typeField == .prepaidBasePlanType ? .nonRenewing : .autoRenewable,
            referenceName: play.productIDInCatalog, groupID: typeField == .prepaidBasePlanType ? nil : productID, period: period,
            prices: prices, localizations: localizations, commitment: commitment, play: play, path: modelPath(item.path))
    }

    /// An installments plan's `renewalType`.
    private func renewal(_ entry: NodeReader.Entry?) -> Commitment.Renewal? {
        guard let entry, let text = reader.string(entry) else { return nil }
        switch text {
        case "RENEWAL_TYPE_RENEWS_WITH_COMMITMENT", "RENEWAL_TYPE_UNSPECIFIED": return .withCommitment
        case "RENEWAL_TYPE_RENEWS_WITHOUT_COMMITMENT": return .withoutCommitment
        default:
            reader.report(
                .invalidValue, "\"\(text)\" is not a renewal type", at: entry.path, entry.node.location,
                hint: "RENEWAL_TYPE_RENEWS_WITH_COMMITMENT or RENEWAL_TYPE_RENEWS_WITHOUT_COMMITMENT")
            return nil
        }
    }
}
