import CatalogJSON
import CatalogText

extension PlayFileReader {
    /// A `OneTimeProduct`: one product per purchase option, `productId:purchaseOptionId`, localized by
    /// the product's listings. A one-time product is non-consumable: Play's files do not say whether
    /// the app consumes it.
    func oneTimeProduct(_ node: JSONNode, at path: String) {
        guard let fields = fields(node, at: path, PlayFields.OneTimeProduct.self) else { return }
        notePackage(.packageName, of: fields)
        guard let productID = required(.productId, of: fields) else { return }
        if let version = fields[.regionsVersion], let members = reader.object(version),
            let entry = members.first(where: { $0.key == "version" })
        {
            contents.regionsVersion = reader.string(entry)
        }
        let listings = self.listings(fields[.listings], owner: fields)
        let productKept = kept(node, PlayFields.OneTimeProduct.self)
        guard let options = fields[.purchaseOptions] else {
            reader.missing(.purchaseOptions, of: fields, hint: "a one-time product has at least one purchase option")
            return
        }
        for item in reader.array(options) ?? [] {
            guard let option = self.fields(item.node, at: item.path, PlayFields.PurchaseOption.self),
                let optionID = required(.purchaseOptionId, of: option)
            else { continue }
            var kept: [String: KeptFields] = [
                "product": productKept, "purchaseOption": self.kept(item.node, PlayFields.PurchaseOption.self),
            ]
            let prices = regionalPrices(
                option[.regionalPricingAndAvailabilityConfigs], canonical: NodeReader.join(item.path, "prices"), kept: &kept)
            var otherRegions: OtherRegionsPrices?
            if let newRegions = option[.newRegionsConfig] {
                otherRegions = otherRegionsPrices(newRegions)
                kept["otherRegions"] = self.kept(newRegions.node, PlayFields.OtherRegionsPrices.self)
            }
            for listing in listings { kept["listing:\(listing.code)"] = listing.kept }
            reader.alias(item.path, .key("id"), to: item.path, .key(PlayFields.PurchaseOption.purchaseOptionId.rawValue))
            aliasListings(listings, product: item.path)
            let play = PlayProductInfo(
                productID: productID, basePlanID: nil, purchaseOptionID: optionID, otherRegions: otherRegions, kept: kept)
            var localizations: [LocaleID: Product.Localization] = [:]
            for listing in listings { localizations[listing.locale] = listing.localization }
            contents.oneTimeProducts.append(
                Product(
                    id: play.productIDInCatalog, type: .nonConsumable, referenceName: productID, prices: prices,
                    localizations: localizations, commitment: nil, play: play, path: modelPath(item.path)))
        }
    }

    /// A legacy `InAppProduct`: its `sku`, prices by region (`priceMicros`), listings keyed by language
    /// and `defaultLanguage`; its `defaultPrice` prices the US when `prices` does not and it is in dollars.
    func inAppProduct(_ node: JSONNode, at path: String) {
        guard let fields = fields(node, at: path, PlayFields.InAppProduct.self) else { return }
        notePackage(.packageName, of: fields)
        guard let sku = required(.sku, of: fields) else { return }
        if let entry = fields[.defaultLanguage], let code = reader.string(entry),
            let locale = language(code, at: entry.path, entry.node.location)
        {
            contents.defaultLanguage = contents.defaultLanguage ?? locale
        }
        var prices: [Region: Money] = [:]
        let canonicalPrices = NodeReader.join(path, "prices")
        for entry in reader.object(fields[.prices]) ?? [] {
            guard let region = reader.region(entry.key, at: entry.path, entry.keyLocation), let money = microsPrice(entry) else { continue }
            prices[region] = money
            reader.alias(canonicalPrices, .key(region.code), to: entry.parent, .key(entry.key))
        }
        if let entry = fields[.defaultPrice], let money = microsPrice(entry), money.currency.code == "USD",
            prices[Region.unitedStates] == nil
        {
            prices[Region.unitedStates] = money
            reader.alias(canonicalPrices, .key(Region.unitedStates.code), to: entry.parent, .key(entry.key))
        }
        var localizations: [LocaleID: Product.Localization] = [:]
        var kept: [String: KeptFields] = ["product": self.kept(node, PlayFields.InAppProduct.self)]
        let canonicalLocalizations = NodeReader.join(path, CatalogJSONFields.Product.localizations.rawValue)
        for entry in reader.object(fields[.listings]) ?? [] {
            guard let locale = language(entry.key, at: entry.path, entry.keyLocation),
                let listing = self.fields(entry.node, at: entry.path, PlayFields.InAppListing.self)
            else { continue }
            guard localizations[locale] == nil else {
                reader.report(
                    .duplicateField, "a second listing for \(entry.key)", at: entry.path, entry.keyLocation, hint: "keep one of them")
                continue
            }
            let title = required(.title, of: listing) ?? ""
            localizations[locale] = Product.Localization(displayName: title, description: reader.string(listing[.description]) ?? "")
            contents.listingLocales.append(locale)
            kept["listing:\(entry.key)"] = self.kept(entry.node, PlayFields.InAppListing.self)
            reader.alias(canonicalLocalizations, .key(locale.identifier), to: entry.parent, .key(entry.key))
            reader.alias(
                NodeReader.join(canonicalLocalizations, locale.identifier), .key("displayName"), to: entry.path,
                .key(PlayFields.InAppListing.title.rawValue))
        }
        reader.alias(path, .key("id"), to: path, .key(PlayFields.InAppProduct.sku.rawValue))
        let play = PlayProductInfo(productID: sku, basePlanID: nil, purchaseOptionID: nil, otherRegions: nil, kept: kept)
        contents.oneTimeProducts.append(
            Product(
                id: sku, type: .nonConsumable, referenceName: sku, prices: prices, localizations: localizations, commitment: nil,
                play: play, path: modelPath(path)))
    }
}
