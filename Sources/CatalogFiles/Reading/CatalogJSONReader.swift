import CatalogJSON
import CatalogText

/// Reads Catalog's own JSON format (docs/catalog-format.md) into a `ProductCatalog`, reporting every
/// problem with its JSON path and position.
struct CatalogJSONReader {
    let reader: NodeReader
    /// Whether plain copy is read by the fast path (`plainCopy(_:)`); false reads every object the
    /// general way, for tests that compare the two.
    let fastPaths: Bool

    /// A reader of `file`, whose text is `bytes` (kept to point inside strings with escapes).
    init(file: String, bytes: [UInt8] = [], fastPaths: Bool = true) {
        reader = NodeReader(file: file, bytes: bytes)
        self.fastPaths = fastPaths
    }

    func read(_ root: JSONNode) -> (ProductCatalog?, [Diagnostic]) {
        guard let top = reader.object(root, at: "", fields: CatalogJSONFields.Catalog.self) else {
            return (nil, reader.diagnostics)
        }
        var name = ""
        if let entry = top[.name] {
            name = reader.string(entry) ?? ""
        } else {
            reader.missing(.name, of: top)
        }
        let stores = stores(top[.stores])
        let sourceLocale = reader.locale(top[.sourceLocale]) ?? LocaleID(validated: "en_US")
        var defaultStorefront = Region.unitedStates
        if let entry = top[.defaultStorefront], let text = reader.string(entry),
            let region = reader.region(text, at: entry.path, entry.node.location)
        {
            defaultStorefront = region
        }
        let groups = reader.array(top[.groups])?.compactMap(group) ?? []
        var products: [Product] = []
        var unreadProductIDs = Set<String>()
        if let entry = top[.products] {
            for item in reader.array(entry) ?? [] {
                let (product, id) = self.product(item)
                if let product { products.append(product) } else if let id { unreadProductIDs.insert(id) }
            }
        } else {
            reader.missing(.products, of: top, hint: "list what the app sells: \"products\": [ { \"id\": …, \"type\": … } ]")
        }
        let paywalls = reader.array(top[.paywalls])?.compactMap { paywall($0, sourceLocale: sourceLocale) } ?? []
        let play = playApp(top[.googlePlay])
        let catalog = ProductCatalog(
            name: name, stores: stores, sourceLocale: sourceLocale, defaultStorefront: defaultStorefront, groups: groups,
            products: products, paywalls: paywalls, sourceMap: reader.sourceMap, unreadProductIDs: unreadProductIDs, play: play)
        return (catalog, reader.diagnostics)
    }

    /// The stores a catalog targets: the App Store when the field is absent, empty or names none.
    private func stores(_ entry: NodeReader.Entry?) -> Set<Store> {
        guard let entry, let items = reader.array(entry) else { return [.appStore] }
        let stores = Set(items.compactMap { reader.enumeration($0.node, at: $0.path, as: Store.self) })
        if items.isEmpty {
            reader.report(
                .invalidValue, "a catalog targets at least one store", at: entry.path, entry.node.location,
                hint: "write [\"appStore\"], [\"googlePlay\"] or both")
        }
        return stores.isEmpty ? [.appStore] : stores
    }

    private func group(_ item: ArrayItem) -> SubscriptionGroup? {
        guard let fields = reader.object(item, fields: CatalogJSONFields.Group.self) else { return nil }
        guard let idEntry = fields[.id] else { reader.missing(.id, of: fields); return nil }
        guard let id = reader.string(idEntry) else { return nil }
        let name = reader.string(fields[.name]) ?? id
        var names: [LocaleID: String] = [:]
        if let entry = fields[.localizations], let entries = reader.object(entry) {
            for (locale, entry) in localeEntries(entries, parent: entry.path) {
                guard let inner = reader.object(entry, fields: CatalogJSONFields.GroupLocalization.self),
                    let text = reader.string(inner[.name])
                else { continue }
                names[locale] = text
            }
        }
        return SubscriptionGroup(id: id, name: name, localizedNames: names, path: item.path)
    }

    /// A product, or nil with its ID when the ID could be read but not the rest (an unknown type).
    private func product(_ item: ArrayItem) -> (Product?, id: String?) {
        guard let fields = reader.object(item, fields: CatalogJSONFields.Product.self) else { return (nil, nil) }
        // Read every field before giving up on the product, so one run reports all of its problems.
        var id: String?
        if let entry = fields[.id] {
            id = reader.string(entry)
        } else {
            reader.missing(.id, of: fields)
        }
        var type: ProductType?
        if let entry = fields[.type] {
            type = reader.enumeration(
                entry.node, at: entry.path, as: ProductType.self, synonyms: ProductType.synonyms, list: ProductType.listed)
        } else {
            reader.missing(.type, of: fields, hint: ProductType.listed)
        }
        let givenReferenceName = reader.string(fields[.referenceName])
        let groupID = reader.string(fields[.group])
        let level = reader.integer(fields[.level])
        let period = reader.period(fields[.period])
        let familyShareable = reader.bool(fields[.familyShareable]) ?? false
        var prices: [Region: Money] = [:]
        if let entry = fields[.prices] {
            prices = self.prices(entry.node, at: entry.path)
        } else {
            reader.missing(.prices, of: fields, hint: "give the price per storefront: \"prices\": { \"US\": \"9.99\" }")
        }
        let localizations = self.localizations(fields)
        let offers = reader.array(fields[.offers])?.compactMap(offer) ?? []
        let commitment = commitment(fields[.commitment])
        let play = playProduct(fields)
        guard let id, let type else { return (nil, id) }
        let product = Product(
            id: id, type: type, referenceName: givenReferenceName ?? id, referenceNameIsDefault: givenReferenceName == nil,
            groupID: groupID, level: level, period: period,
            isFamilyShareable: familyShareable, prices: prices, localizations: localizations, offers: offers, commitment: commitment,
            play: play, path: item.path)
        return (product, id)
    }

    /// A product's store metadata per locale (`localizations`, required; `displayName` required in each).
    private func localizations(_ fields: Fields<CatalogJSONFields.Product>) -> [LocaleID: Product.Localization] {
        guard let entry = fields[.localizations] else {
            reader.missing(.localizations, of: fields, hint: "give at least the source locale's display name")
            return [:]
        }
        guard let entries = reader.object(entry) else { return [:] }
        var localizations: [LocaleID: Product.Localization] = [:]
        for (locale, entry) in localeEntries(entries, parent: entry.path) {
            guard let inner = reader.object(entry, fields: CatalogJSONFields.ProductLocalization.self) else { continue }
            guard let nameEntry = inner[.displayName] else {
                reader.missing(.displayName, of: inner)
                continue
            }
            let displayName = reader.string(nameEntry) ?? ""
            let description = reader.string(inner[.description]) ?? ""
            let benefits = reader.array(inner[.benefits])?.compactMap { reader.string($0) } ?? []
            localizations[locale] = Product.Localization(displayName: displayName, description: description, benefits: benefits)
        }
        return localizations
    }

    /// `{ "US": "9.99", "CH": { "amount": "10.00", "currency": "CHF" } }`.
    func prices(_ node: JSONNode, at path: String) -> [Region: Money] {
        guard let entries = reader.object(node, at: path) else { return [:] }
        var prices: [Region: Money] = [:]
        let regions = reader.keyed(entries, parent: path, what: "storefront", parse: { reader.region($0, at: $1(), $2) }, canonical: \.code)
        for (region, entry) in regions {
            var amount: any Located = entry
            var currency: Currency?
            if case .object = entry.node.value {
                guard let values = reader.object(entry, fields: CatalogJSONFields.Price.self) else { continue }
                guard let amountEntry = values[.amount] else {
                    reader.missing(.amount, of: values); continue
                }
                amount = amountEntry
                if let currencyEntry = values[.currency] {
                    guard let code = reader.string(currencyEntry),
                        let named = reader.currency(code, at: currencyEntry.path, currencyEntry.node.location)
                    else { continue }
                    currency = named
                }
            }
            guard let resolved = currency ?? region.currency else {
                reader.report(
                    .unknownCurrency, "ICU knows no current currency for storefront \(region)", at: entry.path,
                    entry.node.location,
                    hint: "name it: { \"amount\": \"…\", \"currency\": \"USD\" }")
                continue
            }
            guard let money = reader.money(amount, resolved) else { continue }
            prices[region] = money
        }
        return prices
    }

    /// Locale-keyed entries, canonicalised, duplicates and unknown locales reported at their keys.
    private func localeEntries(_ entries: [NodeReader.Entry], parent: String) -> [(key: LocaleID, entry: NodeReader.Entry)] {
        reader.keyed(entries, parent: parent, what: "locale", parse: { reader.locale($0, at: $1(), $2) }, canonical: \.identifier)
    }

    private func offer(_ item: ArrayItem) -> CatalogOffer? {
        guard let fields = reader.object(item, fields: CatalogJSONFields.Offer.self) else { return nil }
        let id = reader.string(fields[.id])
        let kind = fields[.kind].map { reader.enumeration($0.node, at: $0.path, as: Offer.Kind.self) } ?? .introductory
        guard let kind else { return nil }
        guard let phasesEntry = fields[.phases] else {
            reader.missing(.phases, of: fields, hint: "e.g. \"phases\": [ { \"mode\": \"free\", \"period\": \"P1W\" } ]")
            return nil
        }
        guard let items = reader.array(phasesEntry) else { return nil }
        if items.isEmpty || items.count > Offer.maximumPhases {
            reader.report(
                .offerPhaseCount,
                "an offer has 1 to \(Offer.maximumPhases) phases before the regular price, this one has \(items.count)",
                at: phasesEntry.path, phasesEntry.node.location)
        }
        let phases = items.compactMap(phase)
        let play = playOffer(fields)
        guard phases.count == items.count else { return nil }
        return CatalogOffer(id: id, kind: kind, phases: phases, play: play, path: item.path)
    }

    private func phase(_ item: ArrayItem) -> CatalogOffer.Phase? {
        guard let fields = reader.object(item, fields: CatalogJSONFields.Phase.self) else { return nil }
        guard let modeEntry = fields[.mode] else {
            reader.missing(.mode, of: fields, hint: "free, payAsYouGo or payUpFront")
            return nil
        }
        guard
            let mode = reader.enumeration(
                modeEntry.node, at: modeEntry.path, as: CatalogOffer.Mode.self, synonyms: ["freeTrial": "free", "trial": "free"])
        else { return nil }
        guard let periodEntry = fields[.period] else {
            reader.missing(.period, of: fields); return nil
        }
        guard let period = reader.period(periodEntry) else { return nil }
        let count = fields[.count].map { reader.integer($0.node, at: $0.path, maximum: 120) } ?? 1
        guard let count else { return nil }
        var prices: [Region: Money] = [:]
        let discounts = fields[.discounts].map(self.discounts) ?? [:]
        let otherRegions = phaseOtherRegions(fields[.otherRegions])
        if let entry = fields[.prices] {
            if mode == .free {
                reader.report(
                    .freePhasePrice, "a free phase has no prices; these are ignored", at: entry.path, entry.node.location,
                    hint: "remove \"prices\"")
            } else {
                prices = self.prices(entry.node, at: entry.path)
            }
        } else if mode != .free, discounts.isEmpty, otherRegions == nil {
            reader.missing(.prices, of: fields, hint: "a \(mode.rawValue) phase needs its price per storefront")
        }
        return CatalogOffer.Phase(
            mode: mode, period: period, count: count, prices: prices, discounts: discounts, otherRegions: otherRegions, path: item.path)
    }

    private func paywall(_ item: ArrayItem, sourceLocale: LocaleID) -> Paywall? {
        guard let fields = reader.object(item, fields: CatalogJSONFields.Paywall.self) else { return nil }
        guard let idEntry = fields[.id] else { reader.missing(.id, of: fields); return nil }
        guard let id = reader.string(idEntry) else { return nil }
        guard let productsEntry = fields[.products] else {
            reader.missing(.products, of: fields); return nil
        }
        let productIDs = reader.array(productsEntry)?.compactMap { reader.string($0) } ?? []
        let highlight = reader.string(fields[.highlight])
        var locales: [LocaleID] = [sourceLocale]
        if let items = reader.array(fields[.locales]) {
            locales = items.compactMap { reader.locale($0) }
        }
        let copy = self.copy(fields[.copy])
        let (terms, privacy) = links(fields[.links])
        return Paywall(
            id: id, productIDs: productIDs, highlight: highlight, locales: locales, copy: copy, termsURL: terms, privacyURL: privacy,
            path: item.path)
    }

    /// A paywall's copy per locale.
    private func copy(_ entry: NodeReader.Entry?) -> [LocaleID: Paywall.Copy] {
        guard let entry, let entries = reader.object(entry) else { return [:] }
        var copy: [LocaleID: Paywall.Copy] = [:]
        for (locale, entry) in localeEntries(entries, parent: entry.path) {
            guard let values = plainCopy(entry) ?? copyValues(entry) else { continue }
            copy[locale] = Paywall.Copy(
                title: values.title ?? "", subtitle: values.subtitle ?? "", features: values.features ?? [],
                callToAction: values.callToAction, callToActionWithoutOffer: values.callToActionWithoutOffer,
                sameAsSource: values.sameAsSource ?? [], missingFields: values.missing)
        }
        return copy
    }

    /// One locale's copy read field by field, reporting what is wrong: the general path, which `plainCopy(_:)`
    /// mirrors for the plain shape without entries; nil when it is not an object.
    private func copyValues(_ entry: NodeReader.Entry) -> CopyValues? {
        guard let values = reader.object(entry, fields: CatalogJSONFields.Copy.self) else { return nil }
        var copy = CopyValues()
        // Read in this order, which is the order of their findings.
        copy.title = pattern(values[.title])
        copy.subtitle = pattern(values[.subtitle])
        copy.features = reader.array(values[.features])?.compactMap { pattern($0) }
        copy.callToAction = pattern(values[.callToAction])
        copy.callToActionWithoutOffer = pattern(values[.callToActionWithoutOffer])
        copy.sameAsSource = sameAsSource(values[.sameAsSource])
        copy.missing = CopyValues.missing(
            title: values[.title] == nil, subtitle: values[.subtitle] == nil, features: values[.features] == nil)
        return copy
    }

    /// A copy string (a MessageFormat pattern), keeping its source text when it has escapes so lint can
    /// point inside it.
    private func pattern(_ value: (some Located)?) -> String? {
        reader.recordSource(of: value)
        return reader.string(value)
    }

    /// The copy fields a translation keeps as in the source language on purpose (`"sameAsSource": ["title"]`).
    private func sameAsSource(_ entry: NodeReader.Entry?) -> Set<Paywall.Copy.Field> {
        Set(reader.array(entry)?.compactMap { reader.enumeration($0.node, at: $0.path, as: Paywall.Copy.Field.self) } ?? [])
    }

    /// A paywall's terms and privacy links.
    private func links(_ entry: NodeReader.Entry?) -> (terms: String?, privacy: String?) {
        guard let values = reader.object(entry, fields: CatalogJSONFields.Links.self) else { return (nil, nil) }
        var terms: String?, privacy: String?
        // In file order, so findings about both links come in the order they are written.
        for (field, entry) in values.inFileOrder {
            guard let url = reader.string(entry) else { continue }
            switch field {
            case .terms: terms = url
            case .privacy: privacy = url
            }
        }
        return (terms, privacy)
    }
}
