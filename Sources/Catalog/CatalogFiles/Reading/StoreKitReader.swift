/// Reads an Xcode StoreKit configuration file (format versions 1 to 5) into a `ProductCatalog`.
///
/// Apple publishes no schema; the reader accepts every version seen in the wild, reports fields it does
/// not use as notes (never failures), prices every product in the file's storefront
/// (`settings._storefront`, ISO 3166 alpha-3) and infers a paywall per subscription group plus one for
/// the other products.
struct StoreKitReader {
    let reader: NodeReader

    init(file: String) { reader = NodeReader(file: file) }

    func read(_ root: JSONNode) -> (ProductCatalog?, [Diagnostic]) {
        guard let top = reader.object(root, at: "", fields: StoreKitFields.Root.self, unknownSeverity: .note) else {
            return (nil, reader.diagnostics)
        }
        var storefront = Region.unitedStates
        var sourceLocale: LocaleID?
        if let entry = top[.settings], let settings = reader.object(entry.node, at: entry.path) {
            for setting in settings {
                switch setting.key {
                case "_storefront":
                    guard let text = reader.string(setting.node, at: setting.path) else { continue }
                    do { storefront = try Region(alpha3: text) } catch {
                        reader.report(
                            .unknownStorefront, "unknown storefront \"\(text)\"", at: setting.path, setting.node.location,
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
                .unknownCurrency, "ICU knows no currency for storefront \(storefront)", at: "settings._storefront", root.location)
            return (nil, reader.diagnostics)
        }
        var products: [Product] = []
        var groups: [SubscriptionGroup] = []
        for field in [StoreKitFields.Root.products, .nonRenewingSubscriptions] {
            guard let items = reader.array(top[field]) else { continue }
            products += items.compactMap { product($0, storefront: storefront, currency: currency, groupID: nil) }
        }
        if let items = reader.array(top[.subscriptionGroups]) {
            for item in items {
                guard let values = reader.object(item.node, at: item.path, fields: StoreKitFields.Group.self, unknownSeverity: .note)
                else { continue }
                let id = reader.string(values[.id]) ?? "group\(groups.count + 1)"
                let name = reader.string(values[.name]) ?? id
                var names: [LocaleID: String] = [:]
                for entry in reader.array(values[.localizations]) ?? [] {
                    // Any other key is accepted without a note: group localizations vary between versions.
                    guard
                        let map = reader.object(entry.node, at: entry.path, fields: StoreKitFields.Localization.self, unknownSeverity: nil),
                        let localeEntry = map[.locale], let text = reader.string(localeEntry),
                        let locale = reader.locale(text, at: localeEntry.path, localeEntry.node.location)
                    else { continue }
                    if let display = reader.string(map[.displayName]) {
                        names[locale] = display
                    }
                }
                groups.append(SubscriptionGroup(id: id, name: name, localizedNames: names, path: item.path))
                if let subscriptions = reader.array(values[.subscriptions]) {
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
        let identifier = reader.string(top[.identifier])
        let name = Self.name(ofFile: reader.file) ?? identifier.map { "StoreKit configuration \($0)" } ?? "StoreKit configuration"
        let catalog = ProductCatalog(
            name: name, stores: [.appStore], sourceLocale: source, defaultStorefront: storefront, groups: groups, products: products,
            paywalls: paywalls, sourceMap: reader.sourceMap)
        return (catalog, reader.diagnostics)
    }

    private func product(_ item: (node: JSONNode, path: String), storefront: Region, currency: Currency, groupID: String?) -> Product? {
        guard let fields = reader.object(item.node, at: item.path, fields: StoreKitFields.Product.self, unknownSeverity: .note) else {
            return nil
        }
        guard let idEntry = fields[.productID] else { reader.missing(.productID, of: fields); return nil }
        guard let id = reader.string(idEntry) else { return nil }
        guard let typeEntry = fields[.type], let typeName = reader.string(typeEntry) else {
            reader.missing(.type, of: fields)
            return nil
        }
        let types: [String: ProductType] = [
            "Consumable": .consumable, "NonConsumable": .nonConsumable, "NonRenewingSubscription": .nonRenewing,
            "RecurringSubscription": .autoRenewable,
        ]
        guard let type = types[typeName] else {
            reader.report(
                .invalidValue, "\"\(typeName)\" is not a StoreKit product type", at: typeEntry.path, typeEntry.node.location,
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
        if let entry = fields[.displayPrice], let text = reader.amount(entry.node, at: entry.path),
            let money = reader.money(text, currency, at: entry.path, entry.node.location)
        {
            prices[storefront] = money
        }
        var localizations: [LocaleID: Product.Localization] = [:]
        if let entries = reader.array(fields[.localizations]) {
            for entry in entries {
                guard let map = reader.object(entry.node, at: entry.path, fields: StoreKitFields.Localization.self, unknownSeverity: .note),
                    let localeEntry = map[.locale], let text = reader.string(localeEntry),
                    let locale = reader.locale(text, at: localeEntry.path, localeEntry.node.location)
                else { continue }
                let displayName = reader.string(map[.displayName]) ?? ""
                let description = reader.string(map[.description]) ?? ""
                if localizations[locale] != nil {
                    reader.report(
                        .duplicateField, "a second \(locale) localization", at: entry.path, entry.node.location,
                        hint: "keep one of them")
                    continue
                }
                reader.alias(NodeReader.join("\(item.path).localizations", locale.identifier), to: entry.path)
                localizations[locale] = Product.Localization(displayName: displayName, description: description)
            }
        }
        var offers: [CatalogOffer] = []
        func readOffers(_ field: StoreKitFields.Product, kind: Offer.Kind) {
            guard let (node, path) = fields[field].map({ ($0.node, $0.path) }) else { return }
            if case .null = node.value { return }
            if case .object = node.value {
                if let offer = offer((node, path), kind: kind, storefront: storefront, currency: currency) { offers.append(offer) }
                return
            }
            guard let items = reader.array(node, at: path) else { return }
            offers += items.compactMap { offer($0, kind: kind, storefront: storefront, currency: currency) }
        }
        readOffers(.introductoryOffer, kind: .introductory)
        if fields[.introductoryOffer] == nil
            || fields[.introductoryOffer].map({ if case .null = $0.node.value { true } else { false } }) == true
        {
            readOffers(.introductoryOffers, kind: .introductory)
        }
        readOffers(.adHocOffers, kind: .promotional)
        readOffers(.codeOffers, kind: .offerCode)
        readOffers(.winbackOffers, kind: .winBack)
        let period = reader.period(fields[.recurringSubscriptionPeriod])
        let level = reader.integer(fields[.groupNumber])
        return Product(
            id: id, type: type, referenceName: reader.string(fields[.referenceName]) ?? id,
            groupID: type == .autoRenewable ? (reader.string(fields[.subscriptionGroupID]) ?? groupID) : nil,
            level: level, period: period, isFamilyShareable: reader.bool(fields[.familyShareable]) ?? false,
            prices: prices, localizations: localizations, offers: offers, path: item.path)
    }

    private func offer(_ item: (node: JSONNode, path: String), kind: Offer.Kind, storefront: Region, currency: Currency) -> CatalogOffer? {
        guard let fields = reader.object(item.node, at: item.path, fields: StoreKitFields.Offer.self, unknownSeverity: .note) else {
            return nil
        }
        guard let modeEntry = fields[.paymentMode], let modeName = reader.string(modeEntry) else {
            reader.missing(.paymentMode, of: fields)
            return nil
        }
        let modes: [String: CatalogOffer.Mode] = ["free": .free, "freeTrial": .free, "payAsYouGo": .payAsYouGo, "payUpFront": .payUpFront]
        guard let mode = modes[modeName] else {
            reader.report(
                .invalidValue, "\"\(modeName)\" is not a payment mode", at: modeEntry.path, modeEntry.node.location,
                hint: "free, payAsYouGo or payUpFront")
            return nil
        }
        guard let period = reader.period(fields[.subscriptionPeriod]) else {
            if fields[.subscriptionPeriod] == nil { reader.missing(.subscriptionPeriod, of: fields) }
            return nil
        }
        let count = reader.integer(fields[.numberOfPeriods]) ?? 1
        var prices: [Region: Money] = [:]
        if mode != .free {
            guard let entry = fields[.displayPrice] else {
                reader.missing(.displayPrice, of: fields)
                return nil
            }
            guard let text = reader.amount(entry.node, at: entry.path),
                let money = reader.money(text, currency, at: entry.path, entry.node.location)
            else {
                return nil
            }
            prices[storefront] = money
        }
        let id = reader.string(fields[.offerID])
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
