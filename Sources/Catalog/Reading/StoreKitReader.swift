/// Reads an Xcode StoreKit configuration file (format versions 1 to 5) into a `ProductCatalog`.
///
/// Apple publishes no schema; the reader accepts every version seen in the wild, reports fields it does
/// not use as notes (never failures), prices every product in the file's storefront
/// (`settings._storefront`, ISO 3166 alpha-3) and infers a paywall per subscription group plus one for
/// the other products.
struct StoreKitReader {
    let reader: NodeReader

    init(file: String) { reader = NodeReader(file: file) }

    private static let rootFields: Set<String> = [
        "identifier", "nonRenewingSubscriptions", "products", "settings", "subscriptionGroups", "version", "appPolicies",
        "subscriptionOffersKeyPair",
    ]
    private static let productFields: Set<String> = [
        "displayPrice", "familyShareable", "internalID", "localizations", "productID", "referenceName", "type",
        "subscriptionGroupID", "groupNumber", "recurringSubscriptionPeriod", "introductoryOffer", "introductoryOffers",
        "adHocOffers", "codeOffers", "winbackOffers", "billingPlans", "offers",
    ]
    private static let offerFields: Set<String> = [
        "paymentMode", "subscriptionPeriod", "numberOfPeriods", "displayPrice", "internalID", "offerID", "referenceName",
        "eligibility", "isStackable", "eligibilityDuration", "customerEligibility", "minimumDuration",
    ]

    func read(_ root: JSONNode) -> (ProductCatalog?, [Diagnostic]) {
        guard let members = reader.object(root, at: "", known: Self.rootFields, unknownSeverity: .note) else {
            return (nil, reader.diagnostics)
        }
        let top = NodeReader.fields(members)
        var storefront = Region.unitedStates
        var sourceLocale: LocaleID?
        if let (node, path) = top["settings"], let settings = reader.object(node, at: path) {
            for setting in settings {
                switch setting.key {
                case "_storefront":
                    guard let text = reader.string(setting.node, at: setting.path) else { continue }
                    do { storefront = try Region(alpha3: text) } catch {
                        reader.report(
                            .error, "unknown-storefront", "unknown storefront \"\(text)\"", at: setting.path, setting.node.location,
                            hint: "Xcode writes ISO 3166 alpha-3 codes such as USA, FRA, JPN")
                    }
                case "_locale":
                    sourceLocale = reader.string(setting.node, at: setting.path).flatMap {
                        reader.locale($0, at: setting.path, setting.node.location)
                    }
                default: continue  // _timeRate, _storeKitErrors, switches: simulation settings, not catalog data
                }
            }
        }
        guard let currency = storefront.currency else {
            reader.report(
                .error, "unknown-currency", "ICU knows no currency for storefront \(storefront)", at: "settings._storefront", root.location)
            return (nil, reader.diagnostics)
        }
        var products: [Product] = []
        var groups: [SubscriptionGroup] = []
        for key in ["products", "nonRenewingSubscriptions"] {
            guard let (node, path) = top[key], let items = reader.array(node, at: path) else { continue }
            products += items.compactMap { product($0, storefront: storefront, currency: currency, groupID: nil) }
        }
        if let (node, path) = top["subscriptionGroups"], let items = reader.array(node, at: path) {
            for item in items {
                guard
                    let fields = reader.object(
                        item.node, at: item.path, known: ["id", "name", "localizations", "subscriptions"], unknownSeverity: .note)
                else { continue }
                let values = NodeReader.fields(fields)
                let id = values["id"].flatMap { reader.string($0.0, at: $0.1) } ?? "group\(groups.count + 1)"
                let name = values["name"].flatMap { reader.string($0.0, at: $0.1) } ?? id
                var names: [LocaleID: String] = [:]
                if let (node, path) = values["localizations"], let entries = reader.array(node, at: path) {
                    for entry in entries {
                        guard let inner = reader.object(entry.node, at: entry.path) else { continue }
                        let map = NodeReader.fields(inner)
                        guard let (localeNode, localePath) = map["locale"], let text = reader.string(localeNode, at: localePath),
                            let locale = reader.locale(text, at: localePath, localeNode.location)
                        else { continue }
                        if let (nameNode, namePath) = map["displayName"], let display = reader.string(nameNode, at: namePath) {
                            names[locale] = display
                        }
                    }
                }
                groups.append(SubscriptionGroup(id: id, name: name, localizedNames: names, path: item.path))
                if let (node, path) = values["subscriptions"], let subscriptions = reader.array(node, at: path) {
                    products += subscriptions.compactMap { product($0, storefront: storefront, currency: currency, groupID: id) }
                }
            }
        }
        let locales = Set(products.flatMap { $0.localizations.keys })
        let source =
            sourceLocale
            ?? (locales.contains(LocaleID(validated: "en_US"))
                ? LocaleID(validated: "en_US") : locales.sorted().first ?? LocaleID(validated: "en_US"))
        let paywalls = StoreKitPaywalls.infer(groups: groups, products: products, storefront: storefront, sourceLocale: source)
        // Named after the file, as people know it ("Backyard Birds.storekit" → "Backyard Birds"); the
        // identifier inside ("DD874EC3") means nothing to them.
        let identifier = top["identifier"].flatMap { reader.string($0.0, at: $0.1) }
        let name = Self.name(ofFile: reader.file) ?? identifier.map { "StoreKit configuration \($0)" } ?? "StoreKit configuration"
        let catalog = ProductCatalog(
            name: name, stores: [.appStore], sourceLocale: source, defaultStorefront: storefront, groups: groups, products: products,
            paywalls: paywalls, sourceMap: reader.sourceMap)
        return (catalog, reader.diagnostics)
    }

    private func product(_ item: (node: JSONNode, path: String), storefront: Region, currency: Currency, groupID: String?) -> Product? {
        guard let members = reader.object(item.node, at: item.path, known: Self.productFields, unknownSeverity: .note) else { return nil }
        let fields = NodeReader.fields(members)
        guard let (idNode, idPath) = fields["productID"] else { reader.missing("productID", in: item.path, item.node.location); return nil }
        guard let id = reader.string(idNode, at: idPath) else { return nil }
        guard let (typeNode, typePath) = fields["type"], let typeName = reader.string(typeNode, at: typePath) else {
            reader.missing("type", in: item.path, item.node.location)
            return nil
        }
        let types: [String: ProductType] = [
            "Consumable": .consumable, "NonConsumable": .nonConsumable, "NonRenewingSubscription": .nonRenewing,
            "RecurringSubscription": .autoRenewable,
        ]
        guard let type = types[typeName] else {
            reader.report(
                .error, "invalid-value", "\"\(typeName)\" is not a StoreKit product type", at: typePath, typeNode.location,
                hint: "Consumable, NonConsumable, NonRenewingSubscription or RecurringSubscription")
            return nil
        }
        // Lint rules name fields as our format does; point them at StoreKit's names.
        for (ours, theirs) in [
            ("id", "productID"), ("period", "recurringSubscriptionPeriod"), ("level", "groupNumber"),
            ("group", "subscriptionGroupID"), ("prices", "displayPrice"), ("prices.\(storefront.code)", "displayPrice"),
        ] {
            reader.alias("\(item.path).\(ours)", to: "\(item.path).\(theirs)")
        }
        var prices: [Region: Money] = [:]
        if let (node, path) = fields["displayPrice"], let text = reader.amount(node, at: path),
            let money = reader.money(text, currency, at: path, node.location)
        {
            prices[storefront] = money
        }
        var localizations: [LocaleID: ProductLocalization] = [:]
        if let (node, path) = fields["localizations"], let entries = reader.array(node, at: path) {
            for entry in entries {
                guard
                    let inner = reader.object(
                        entry.node, at: entry.path, known: ["locale", "displayName", "description"], unknownSeverity: .note)
                else { continue }
                let map = NodeReader.fields(inner)
                guard let (localeNode, localePath) = map["locale"], let text = reader.string(localeNode, at: localePath),
                    let locale = reader.locale(text, at: localePath, localeNode.location)
                else { continue }
                let displayName = map["displayName"].flatMap { reader.string($0.0, at: $0.1) } ?? ""
                let description = map["description"].flatMap { reader.string($0.0, at: $0.1) } ?? ""
                if localizations[locale] != nil {
                    reader.report(
                        .error, "duplicate-field", "a second \(locale) localization", at: entry.path, entry.node.location,
                        hint: "keep one of them")
                    continue
                }
                reader.alias(NodeReader.join("\(item.path).localizations", locale.identifier), to: entry.path)
                localizations[locale] = ProductLocalization(displayName: displayName, description: description)
            }
        }
        var offers: [CatalogOffer] = []
        func readOffers(_ key: String, kind: Offer.Kind) {
            guard let (node, path) = fields[key] else { return }
            if case .null = node.value { return }
            if case .object = node.value {
                if let offer = offer((node, path), kind: kind, storefront: storefront, currency: currency) { offers.append(offer) }
                return
            }
            guard let items = reader.array(node, at: path) else { return }
            offers += items.compactMap { offer($0, kind: kind, storefront: storefront, currency: currency) }
        }
        readOffers("introductoryOffer", kind: .introductory)
        if fields["introductoryOffer"] == nil
            || fields["introductoryOffer"].map({ if case .null = $0.0.value { true } else { false } }) == true
        {
            readOffers("introductoryOffers", kind: .introductory)
        }
        readOffers("adHocOffers", kind: .promotional)
        readOffers("codeOffers", kind: .offerCode)
        readOffers("winbackOffers", kind: .winBack)
        let period = fields["recurringSubscriptionPeriod"].flatMap { reader.period($0.0, at: $0.1) }
        let level = fields["groupNumber"].flatMap { reader.integer($0.0, at: $0.1) }
        return Product(
            id: id, type: type, referenceName: fields["referenceName"].flatMap { reader.string($0.0, at: $0.1) } ?? id,
            groupID: type == .autoRenewable ? (fields["subscriptionGroupID"].flatMap { reader.string($0.0, at: $0.1) } ?? groupID) : nil,
            level: level, period: period, familyShareable: fields["familyShareable"].flatMap { reader.bool($0.0, at: $0.1) } ?? false,
            prices: prices, localizations: localizations, offers: offers, path: item.path)
    }

    private func offer(_ item: (node: JSONNode, path: String), kind: Offer.Kind, storefront: Region, currency: Currency) -> CatalogOffer? {
        guard let members = reader.object(item.node, at: item.path, known: Self.offerFields, unknownSeverity: .note) else { return nil }
        let fields = NodeReader.fields(members)
        guard let (modeNode, modePath) = fields["paymentMode"], let modeName = reader.string(modeNode, at: modePath) else {
            reader.missing("paymentMode", in: item.path, item.node.location)
            return nil
        }
        let modes: [String: CatalogOffer.Mode] = ["free": .free, "freeTrial": .free, "payAsYouGo": .payAsYouGo, "payUpFront": .payUpFront]
        guard let mode = modes[modeName] else {
            reader.report(
                .error, "invalid-value", "\"\(modeName)\" is not a payment mode", at: modePath, modeNode.location,
                hint: "free, payAsYouGo or payUpFront")
            return nil
        }
        guard let (periodNode, periodPath) = fields["subscriptionPeriod"], let period = reader.period(periodNode, at: periodPath) else {
            if fields["subscriptionPeriod"] == nil { reader.missing("subscriptionPeriod", in: item.path, item.node.location) }
            return nil
        }
        let count = fields["numberOfPeriods"].flatMap { reader.integer($0.0, at: $0.1) } ?? 1
        var prices: [Region: Money] = [:]
        if mode != .free {
            guard let (node, path) = fields["displayPrice"] else {
                reader.missing("displayPrice", in: item.path, item.node.location)
                return nil
            }
            guard let text = reader.amount(node, at: path), let money = reader.money(text, currency, at: path, node.location) else {
                return nil
            }
            prices[storefront] = money
        }
        let id = fields["offerID"].flatMap { reader.string($0.0, at: $0.1) }
        for (ours, theirs) in [
            ("period", "subscriptionPeriod"), ("count", "numberOfPeriods"), ("prices", "displayPrice"),
            ("prices.\(storefront.code)", "displayPrice"),
        ] {
            reader.alias("\(item.path).\(ours)", to: "\(item.path).\(theirs)")
        }
        reader.alias("\(item.path).phases", to: item.path)
        return CatalogOffer(
            id: id, kind: kind, phases: [CatalogOffer.Phase(mode: mode, period: period, count: count, prices: prices, path: item.path)],
            path: item.path)
    }

    /// A file's name without its folder and extension ("Stores/Backyard Birds.storekit" → "Backyard
    /// Birds"); nil when nothing is left.
    static func name(ofFile path: String) -> String? {
        let base = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? ""
        let stem = base.lastIndex(of: ".").map { base[..<$0] } ?? Substring(base)
        let name = String(stem).trimmingASCIIWhitespace()
        return name.isEmpty ? nil : name
    }
}
