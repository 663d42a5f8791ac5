/// Reads Catalog's own JSON format (docs/catalog-format.md) into a `ProductCatalog`, reporting every
/// problem with its JSON path and position.
struct CatalogJSONReader {
    let reader: NodeReader

    init(file: String) { reader = NodeReader(file: file) }

    func read(_ root: JSONNode) -> (ProductCatalog?, [Diagnostic]) {
        let fields: Set<String> = ["$schema", "name", "stores", "sourceLocale", "defaultStorefront", "groups", "products", "paywalls"]
        guard let members = reader.object(root, at: "", known: fields) else {
            return (nil, reader.diagnostics)
        }
        let top = NodeReader.fields(members)
        var name = ""
        if let (node, path) = top["name"] {
            name = reader.string(node, at: path) ?? ""
        } else {
            reader.missing("name", in: "", root.location)
        }
        var stores: Set<Store> = [.appStore]
        if let (node, path) = top["stores"], let items = reader.array(node, at: path) {
            stores = Set(items.compactMap { reader.enumeration($0.node, at: $0.path, as: Store.self) })
            if items.isEmpty {
                reader.report(
                    .error, "invalid-value", "a catalog targets at least one store", at: path, node.location,
                    hint: "write [\"appStore\"], [\"googlePlay\"] or both")
            }
            if stores.isEmpty { stores = [.appStore] }
        }
        var sourceLocale = LocaleID(validated: "en_US")
        if let (node, path) = top["sourceLocale"], let text = reader.string(node, at: path),
            let locale = reader.locale(text, at: path, node.location)
        {
            sourceLocale = locale
        }
        var defaultStorefront = Region.unitedStates
        if let (node, path) = top["defaultStorefront"], let text = reader.string(node, at: path),
            let region = reader.region(text, at: path, node.location)
        {
            defaultStorefront = region
        }
        let groups = top["groups"].flatMap { reader.array($0.0, at: $0.1) }.map { $0.compactMap(group) } ?? []
        var products: [Product] = []
        if let (node, path) = top["products"] {
            products = reader.array(node, at: path)?.compactMap(product) ?? []
        } else {
            reader.missing("products", in: "", root.location, hint: "list what the app sells: \"products\": [ { \"id\": …, \"type\": … } ]")
        }
        let paywalls =
            top["paywalls"].flatMap { reader.array($0.0, at: $0.1) }.map { $0.compactMap { paywall($0, sourceLocale: sourceLocale) } } ?? []
        let catalog = ProductCatalog(
            name: name, stores: stores, sourceLocale: sourceLocale, defaultStorefront: defaultStorefront, groups: groups,
            products: products, paywalls: paywalls, sourceMap: reader.sourceMap)
        return (catalog, reader.diagnostics)
    }

    private func group(_ item: (node: JSONNode, path: String)) -> SubscriptionGroup? {
        guard let members = reader.object(item.node, at: item.path, known: ["id", "name", "localizations"]) else { return nil }
        let fields = NodeReader.fields(members)
        guard let (idNode, idPath) = fields["id"] else { reader.missing("id", in: item.path, item.node.location); return nil }
        guard let id = reader.string(idNode, at: idPath) else { return nil }
        let name = fields["name"].flatMap { reader.string($0.0, at: $0.1) } ?? id
        var names: [LocaleID: String] = [:]
        if let (node, path) = fields["localizations"], let entries = reader.object(node, at: path) {
            for (locale, entry) in localeEntries(entries, parent: path) {
                guard let inner = reader.object(entry.node, at: entry.path, known: ["name"]),
                    let nameNode = inner.first(where: { $0.key == "name" }), let text = reader.string(nameNode.node, at: nameNode.path)
                else { continue }
                names[locale] = text
            }
        }
        return SubscriptionGroup(id: id, name: name, localizedNames: names, path: item.path)
    }

    private func product(_ item: (node: JSONNode, path: String)) -> Product? {
        let known: Set<String> = [
            "id", "type", "referenceName", "group", "level", "period", "familyShareable", "prices", "localizations", "offers",
        ]
        guard let members = reader.object(item.node, at: item.path, known: known) else { return nil }
        let fields = NodeReader.fields(members)
        // Read every field before giving up on the product, so one run reports all of its problems.
        var id: String?
        if let (idNode, idPath) = fields["id"] {
            id = reader.string(idNode, at: idPath)
        } else {
            reader.missing("id", in: item.path, item.node.location)
        }
        var type: ProductType?
        if let (typeNode, typePath) = fields["type"] {
            type = reader.enumeration(typeNode, at: typePath, as: ProductType.self)
        } else {
            reader.missing("type", in: item.path, item.node.location, hint: "one of autoRenewable, nonRenewing, consumable, nonConsumable")
        }
        let givenReferenceName = fields["referenceName"].flatMap { reader.string($0.0, at: $0.1) }
        let groupID = fields["group"].flatMap { reader.string($0.0, at: $0.1) }
        let level = fields["level"].flatMap { reader.integer($0.0, at: $0.1) }
        let period = fields["period"].flatMap { reader.period($0.0, at: $0.1) }
        let familyShareable = fields["familyShareable"].flatMap { reader.bool($0.0, at: $0.1) } ?? false
        var prices: [Region: Money] = [:]
        if let (node, path) = fields["prices"] {
            prices = self.prices(node, at: path)
        } else {
            reader.missing(
                "prices", in: item.path, item.node.location, hint: "give the price per storefront: \"prices\": { \"US\": \"9.99\" }")
        }
        var localizations: [LocaleID: ProductLocalization] = [:]
        if let (node, path) = fields["localizations"], let entries = reader.object(node, at: path) {
            for (locale, entry) in localeEntries(entries, parent: path) {
                guard let inner = reader.object(entry.node, at: entry.path, known: ["displayName", "description"]) else { continue }
                let values = NodeReader.fields(inner)
                guard let (nameNode, namePath) = values["displayName"] else {
                    reader.missing("displayName", in: entry.path, entry.node.location)
                    continue
                }
                let displayName = reader.string(nameNode, at: namePath) ?? ""
                let description = values["description"].flatMap { reader.string($0.0, at: $0.1) } ?? ""
                localizations[locale] = ProductLocalization(displayName: displayName, description: description)
            }
        } else if fields["localizations"] == nil {
            reader.missing("localizations", in: item.path, item.node.location, hint: "give at least the source locale's display name")
        }
        let offers = fields["offers"].flatMap { reader.array($0.0, at: $0.1) }.map { $0.compactMap(offer) } ?? []
        guard let id, let type else { return nil }
        return Product(
            id: id, type: type, referenceName: givenReferenceName ?? id, referenceNameIsDefault: givenReferenceName == nil,
            groupID: groupID, level: level, period: period,
            familyShareable: familyShareable, prices: prices, localizations: localizations, offers: offers, path: item.path)
    }

    /// `{ "US": "9.99", "CH": { "amount": "10.00", "currency": "CHF" } }`.
    func prices(_ node: JSONNode, at path: String) -> [Region: Money] {
        guard let entries = reader.object(node, at: path) else { return [:] }
        var prices: [Region: Money] = [:]
        let regions = reader.keyed(entries, parent: path, what: "storefront", parse: { reader.region($0, at: $1, $2) }, canonical: \.code)
        for (region, entry) in regions {
            var amountNode = entry.node, amountPath = entry.path
            var currency: Currency?
            if case .object = entry.node.value {
                guard let inner = reader.object(entry.node, at: entry.path, known: ["amount", "currency"]) else { continue }
                let values = NodeReader.fields(inner)
                guard let (node, innerPath) = values["amount"] else {
                    reader.missing("amount", in: entry.path, entry.node.location); continue
                }
                amountNode = node
                amountPath = innerPath
                if let (currencyNode, currencyPath) = values["currency"] {
                    guard let code = reader.string(currencyNode, at: currencyPath),
                        let named = reader.currency(code, at: currencyPath, currencyNode.location)
                    else { continue }
                    currency = named
                }
            }
            guard let resolved = currency ?? region.currency else {
                reader.report(
                    .error, "unknown-currency", "ICU knows no current currency for storefront \(region)", at: entry.path,
                    entry.node.location,
                    hint: "name it: { \"amount\": \"…\", \"currency\": \"USD\" }")
                continue
            }
            guard let text = reader.amount(amountNode, at: amountPath),
                let money = reader.money(text, resolved, at: amountPath, amountNode.location)
            else { continue }
            prices[region] = money
        }
        return prices
    }

    /// Locale-keyed entries, canonicalised, duplicates and unknown locales reported at their keys.
    private func localeEntries(_ entries: [NodeReader.Entry], parent: String) -> [(key: LocaleID, entry: NodeReader.Entry)] {
        reader.keyed(entries, parent: parent, what: "locale", parse: { reader.locale($0, at: $1, $2) }, canonical: \.identifier)
    }

    private func offer(_ item: (node: JSONNode, path: String)) -> CatalogOffer? {
        guard let members = reader.object(item.node, at: item.path, known: ["id", "kind", "phases"]) else { return nil }
        let fields = NodeReader.fields(members)
        let id = fields["id"].flatMap { reader.string($0.0, at: $0.1) }
        let kind = fields["kind"].map { reader.enumeration($0.0, at: $0.1, as: Offer.Kind.self) } ?? .introductory
        guard let kind else { return nil }
        guard let (phasesNode, phasesPath) = fields["phases"] else {
            reader.missing(
                "phases", in: item.path, item.node.location, hint: "e.g. \"phases\": [ { \"mode\": \"free\", \"period\": \"P1W\" } ]")
            return nil
        }
        guard let items = reader.array(phasesNode, at: phasesPath) else { return nil }
        if items.isEmpty || items.count > Offer.maximumPhases - 1 {
            reader.report(
                .error, "offer-phase-count",
                "an offer has 1 to \(Offer.maximumPhases - 1) phases before the regular price, this one has \(items.count)",
                at: phasesPath, phasesNode.location)
        }
        let phases = items.compactMap(phase)
        guard phases.count == items.count else { return nil }
        return CatalogOffer(id: id, kind: kind, phases: phases, path: item.path)
    }

    private func phase(_ item: (node: JSONNode, path: String)) -> CatalogOffer.Phase? {
        guard let members = reader.object(item.node, at: item.path, known: ["mode", "period", "count", "prices"]) else { return nil }
        let fields = NodeReader.fields(members)
        guard let (modeNode, modePath) = fields["mode"] else {
            reader.missing("mode", in: item.path, item.node.location, hint: "free, payAsYouGo or payUpFront")
            return nil
        }
        guard
            let mode = reader.enumeration(
                modeNode, at: modePath, as: CatalogOffer.Mode.self, synonyms: ["freeTrial": "free", "trial": "free"])
        else { return nil }
        guard let (periodNode, periodPath) = fields["period"] else {
            reader.missing("period", in: item.path, item.node.location); return nil
        }
        guard let period = reader.period(periodNode, at: periodPath) else { return nil }
        let count = fields["count"].map { reader.integer($0.0, at: $0.1, maximum: 120) } ?? 1
        guard let count else { return nil }
        var prices: [Region: Money] = [:]
        if let (node, path) = fields["prices"] {
            if mode == .free {
                reader.report(
                    .warning, "free-phase-price", "a free phase has no prices; these are ignored", at: path, node.location,
                    hint: "remove \"prices\"")
            } else {
                prices = self.prices(node, at: path)
            }
        } else if mode != .free {
            reader.missing("prices", in: item.path, item.node.location, hint: "a \(mode.rawValue) phase needs its price per storefront")
        }
        return CatalogOffer.Phase(mode: mode, period: period, count: count, prices: prices, path: item.path)
    }

    private func paywall(_ item: (node: JSONNode, path: String), sourceLocale: LocaleID) -> Paywall? {
        guard let members = reader.object(item.node, at: item.path, known: ["id", "products", "highlight", "locales", "copy", "links"])
        else { return nil }
        let fields = NodeReader.fields(members)
        guard let (idNode, idPath) = fields["id"] else { reader.missing("id", in: item.path, item.node.location); return nil }
        guard let id = reader.string(idNode, at: idPath) else { return nil }
        guard let (productsNode, productsPath) = fields["products"] else {
            reader.missing("products", in: item.path, item.node.location); return nil
        }
        let productIDs = reader.array(productsNode, at: productsPath)?.compactMap { reader.string($0.node, at: $0.path) } ?? []
        let highlight = fields["highlight"].flatMap { reader.string($0.0, at: $0.1) }
        var locales: [LocaleID] = [sourceLocale]
        if let (node, path) = fields["locales"], let items = reader.array(node, at: path) {
            locales = items.compactMap { entry in
                reader.string(entry.node, at: entry.path).flatMap { reader.locale($0, at: entry.path, entry.node.location) }
            }
        }
        var copy: [LocaleID: Paywall.Copy] = [:]
        if let (node, path) = fields["copy"], let entries = reader.object(node, at: path) {
            for (locale, entry) in localeEntries(entries, parent: path) {
                let known: Set<String> = ["title", "subtitle", "features", "callToAction", "callToActionWithoutOffer"]
                guard let inner = reader.object(entry.node, at: entry.path, known: known) else { continue }
                let values = NodeReader.fields(inner)
                let title = values["title"].flatMap { reader.string($0.0, at: $0.1) } ?? ""
                let subtitle = values["subtitle"].flatMap { reader.string($0.0, at: $0.1) } ?? ""
                let features =
                    values["features"].flatMap { reader.array($0.0, at: $0.1) }?.compactMap { reader.string($0.node, at: $0.path) } ?? []
                let call = values["callToAction"].flatMap { reader.string($0.0, at: $0.1) }
                let callWithoutOffer = values["callToActionWithoutOffer"].flatMap { reader.string($0.0, at: $0.1) }
                copy[locale] = Paywall.Copy(
                    title: title, subtitle: subtitle, features: features, callToAction: call, callToActionWithoutOffer: callWithoutOffer)
            }
        }
        var terms: String?, privacy: String?
        if let (node, path) = fields["links"], let entries = reader.object(node, at: path, known: ["terms", "privacy"]) {
            for entry in entries {
                guard let url = reader.string(entry.node, at: entry.path) else { continue }
                if entry.key == "terms" { terms = url } else { privacy = url }
            }
        }
        return Paywall(
            id: id, productIDs: productIDs, highlight: highlight, locales: locales, copy: copy, termsURL: terms, privacyURL: privacy,
            path: item.path)
    }
}

extension Region {
    static let unitedStates = Region(validatedCode: "US")

    init(validatedCode: String) { self.code = validatedCode }
}
