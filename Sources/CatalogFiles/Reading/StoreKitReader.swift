import CatalogJSON
import CatalogText

/// Reads an Xcode StoreKit configuration file (format versions 1 to 5) into a `ProductCatalog`.
///
/// Apple publishes no schema; the reader accepts every version seen in the wild, reports fields it does
/// not use as notes (never failures), prices every product in the file's storefront
/// (`settings._storefront`, ISO 3166 alpha-3) and infers a paywall per subscription group plus one for
/// the other products.
struct StoreKitReader {
    let reader: NodeReader
    /// Whether plain localizations are read by the fast path (`plainLocalization(_:positions:)`); false reads every
    /// object the general way, for tests that compare the two.
    let fastPaths: Bool
    /// The subscriptions from which a file's subscription groups are read in two parts at once
    /// (`subscriptionGroups(_:storefront:currency:)`); `Int.max` reads them on the calling thread.
    let parallelFrom: Int

    /// A reader of the file `file` names.
    /// - Parameters:
    ///   - fastPaths: false reads every object the general way (tests compare the two).
    ///   - parallelFrom: The subscriptions from which the groups are read on two threads (tests set 0 to read
    ///     small files that way too).
    init(file: String, fastPaths: Bool = true, parallelFrom: Int = Self.parallelSize) {
        reader = NodeReader(file: file)
        self.fastPaths = fastPaths
        self.parallelFrom = parallelFrom
    }

    func read(_ root: JSONNode) -> (ProductCatalog?, [Diagnostic]) {
        guard let top = reader.object(root, at: "", fields: StoreKitFields.Root.self, unknownSeverity: .note) else {
            return (nil, reader.diagnostics)
        }
        let (storefront, sourceLocale) = settings(top[.settings])
        guard let currency = storefront.currency else {
            reader.report(
                .unknownCurrency, "ICU knows no currency for storefront \(storefront)", at: "settings._storefront", root.location)
            return (nil, reader.diagnostics)
        }
        var products: [Product] = []
        for field in [StoreKitFields.Root.products, .nonRenewingSubscriptions] {
            guard let items = reader.array(top[field]) else { continue }
            products += items.compactMap { product($0, storefront: storefront, currency: currency, groupID: nil) }
        }
        var groups: [SubscriptionGroup] = []
        for (group, subscriptions) in subscriptionGroups(
            reader.array(top[.subscriptionGroups]) ?? [], storefront: storefront, currency: currency)
        {
            groups.append(group)
            products += subscriptions
        }
        let catalog = makeCatalog(top, storefront: storefront, sourceLocale: sourceLocale, groups: groups, products: products)
        return (catalog, reader.diagnostics)
    }

    /// The storefront (`_storefront`, United States when absent) and source locale (`_locale`) of the
    /// file's settings; the other settings (`_timeRate`, `_storeKitErrors`, switches) simulate purchases.
    private func settings(_ entry: NodeReader.Entry?) -> (storefront: Region, sourceLocale: LocaleID?) {
        var storefront = Region.unitedStates
        var sourceLocale: LocaleID?
        for setting in reader.object(entry) ?? [] {
            switch setting.key {
            case "_storefront":
                guard let text = reader.string(setting) else { continue }
                do { storefront = try Region(alpha3: text) } catch {
                    reader.report(
                        .unknownStorefront, "unknown storefront \"\(text)\"", at: setting.path, setting.node.location,
                        hint: "Xcode writes ISO 3166 alpha-3 codes such as USA, FRA, JPN")
                }
            case "_locale": sourceLocale = reader.locale(setting)
            default: continue
            }
        }
        return (storefront, sourceLocale)
    }

    /// The catalog of the products and groups read: named after the file, in its source locale (en_US
    /// when the file has none and its products have it), with inferred paywalls.
    private func makeCatalog(
        _ top: Fields<StoreKitFields.Root>, storefront: Region, sourceLocale: LocaleID?, groups: [SubscriptionGroup], products: [Product]
    ) -> ProductCatalog {
        let source = sourceLocale ?? Self.defaultSourceLocale(products)
        let paywalls = StoreKitPaywalls.infer(groups: groups, products: products, storefront: storefront, sourceLocale: source)
        // Named after the file, as people know it ("Backyard Birds.storekit" → "Backyard Birds"); the
        // identifier inside ("DD874EC3") means nothing to them.
        let identifier = reader.string(top[.identifier])
        let name = Self.name(ofFile: reader.file) ?? identifier.map { "StoreKit configuration \($0)" } ?? "StoreKit configuration"
        return ProductCatalog(
            name: name, stores: [.appStore], sourceLocale: source, defaultStorefront: storefront, groups: groups, products: products,
            paywalls: paywalls, sourceMap: reader.sourceMap)
    }

    /// The source locale of a file whose settings name none: en_US when a product has it, else the
    /// first of the products' locales in order, else en_US.
    private static func defaultSourceLocale(_ products: [Product]) -> LocaleID {
        let english = LocaleID(validated: "en_US")
        var locales = Set<LocaleID>()
        for product in products { locales.formUnion(product.localizations.keys) }
        return locales.contains(english) ? english : locales.sorted().first ?? english
    }

    /// A subscription group (its ID defaults to "group<number>", its name to its ID) and its subscriptions.
    func group(_ item: ArrayItem, number: Int) -> (SubscriptionGroup, [ArrayItem])? {
        guard let values = reader.object(item, fields: StoreKitFields.Group.self, unknownSeverity: .note) else { return nil }
        let id = reader.string(values[.id]) ?? "group\(number)"
        let name = reader.string(values[.name]) ?? id
        let group = SubscriptionGroup(id: id, name: name, localizedNames: names(values[.localizations]), path: item.path)
        return (group, reader.array(values[.subscriptions]) ?? [])
    }

    /// A group's name per locale, from its `localizations` array.
    private func names(_ array: NodeReader.Entry?) -> [LocaleID: String] {
        var names: [LocaleID: String] = [:]
        guard let array else { return names }
        let path = array.path
        for (index, node) in (reader.arrayNodes(array.node, at: path) ?? []).enumerated() {
            var positions = SourceMap.ItemPositions(path, index, node.location)
            if let plain = plainLocalization(node, positions: &positions) {
                let locale = self.locale(of: plain, at: positions)
                reader.record(positions)
                guard let locale else { continue }
                if let display = plain.displayName { names[locale] = display }
                continue
            }
            // Any other key is accepted without a note: group localizations vary between versions.
            let item = reader.item(node, index, of: path)
            guard let map = reader.object(item, fields: StoreKitFields.Localization.self, unknownSeverity: nil),
                let locale = reader.locale(map[.locale])
            else { continue }
            if let display = reader.string(map[.displayName]) {
                names[locale] = display
            }
        }
        return names
    }

    /// A product of the file, priced in the storefront's currency; `groupID` names the group it is listed in.
    func product(_ item: ArrayItem, storefront: Region, currency: Currency, groupID: String?) -> Product? {
        guard let fields = reader.object(item, fields: StoreKitFields.Product.self, unknownSeverity: .note),
            let id = required(.productID, of: fields), let type = productType(fields)
        else { return nil }
        alias(StoreKitFields.productAliases, at: item.path, storefront: storefront)
        var prices: [Region: Money] = [:]
        if let money = reader.money(fields[.displayPrice], currency) {
            prices[storefront] = money
        }
        let localizations = self.localizations(fields)
        let offers = self.offers(fields, storefront: storefront, currency: currency)
        let period = reader.period(fields[.recurringSubscriptionPeriod])
        let level = reader.integer(fields[.groupNumber])
        return Product(
            id: id, type: type, referenceName: reader.string(fields[.referenceName]) ?? id,
            groupID: type == .autoRenewable ? (reader.string(fields[.subscriptionGroupID]) ?? groupID) : nil,
            level: level, period: period, isFamilyShareable: reader.bool(fields[.familyShareable]) ?? false,
            prices: prices, localizations: localizations, offers: offers, path: item.path)
    }

    /// A required string field: reported when it is missing, nil when it is missing or not a string.
    private func required<Name: FieldName>(_ field: Name, of fields: Fields<Name>) -> String? {
        guard let entry = fields[field] else {
            reader.missing(field, of: fields)
            return nil
        }
        return reader.string(entry)
    }

    /// The product's `type`, reported when it is missing or not a StoreKit product type.
    private func productType(_ fields: Fields<StoreKitFields.Product>) -> ProductType? {
        value(
            of: .type, in: fields, from: StoreKitFields.productTypes, { "\"\($0)\" is not a StoreKit product type" },
            hint: "Consumable, NonConsumable, NonRenewingSubscription or RecurringSubscription")
    }

    /// The value a required string field names in a table: reported when the field is missing, not a
    /// string (once, as a wrong type) or not a name of the table (`message` says what the names are).
    private func value<Name: FieldName, Value>(
        of field: Name, in fields: Fields<Name>, from table: [String: Value], _ message: (String) -> String, hint: String
    ) -> Value? {
        guard let name = required(field, of: fields), let entry = fields[field] else { return nil }
        guard let value = table[name] else {
            reader.report(.invalidValue, message(name), at: entry.path, entry.node.location, hint: hint)
            return nil
        }
        return value
    }

    /// Lets lint rules name the fields of an object as our format does (`prices.US` for StoreKit's
    /// single `displayPrice`, in the file's storefront).
    private func alias<Ours: FieldName, Theirs: FieldName>(_ pairs: KeyValuePairs<Ours, Theirs>, at path: String, storefront: Region) {
        for (ours, theirs) in pairs {
            reader.alias(path, .key(ours.rawValue), to: path, .key(theirs.rawValue))
            if theirs.rawValue == StoreKitFields.Product.displayPrice.rawValue {
                reader.alias(NodeReader.join(path, ours.rawValue), .key(storefront.code), to: path, .key(theirs.rawValue))
            }
        }
    }

    /// The product's name and description per locale; a second entry for a locale is reported and skipped.
    /// Lint rules name a localization by its locale (`localizations.de`), aliased to its item.
    private func localizations(_ fields: Fields<StoreKitFields.Product>) -> [LocaleID: Product.Localization] {
        var localizations: [LocaleID: Product.Localization] = [:]
        guard let array = fields[.localizations] else { return localizations }
        let arrayPath = array.path
        let nodes = reader.arrayNodes(array.node, at: arrayPath) ?? []
        localizations.reserveCapacity(nodes.count)
        for (index, node) in nodes.enumerated() {
            var positions = SourceMap.ItemPositions(arrayPath, index, node.location)
            if let plain = plainLocalization(node, positions: &positions) {
                let locale = self.locale(of: plain, at: positions)
                if let locale, !Self.insertNew(plain.values, for: locale, in: &localizations) {
                    reader.record(positions)
                    reportDuplicate(locale, at: JSONPath.item(arrayPath, index), node.location)
                    continue
                }
                positions.aliasKey = locale?.identifier
                reader.record(positions)
                continue
            }
            let entry = reader.item(node, index, of: arrayPath)
            guard let map = reader.object(entry, fields: StoreKitFields.Localization.self, unknownSeverity: .note),
                let locale = reader.locale(map[.locale])
            else { continue }
            let values = Product.Localization(
                displayName: reader.string(map[.displayName]) ?? "", description: reader.string(map[.description]) ?? "")
            guard Self.insertNew(values, for: locale, in: &localizations) else {
                reportDuplicate(locale, at: entry.path, entry.node.location)
                continue
            }
            reader.alias(arrayPath, .key(locale.identifier), to: arrayPath, .item(index))
        }
        return localizations
    }

    /// Reports a second localization of a locale, which is skipped.
    private func reportDuplicate(_ locale: LocaleID, at path: String, _ location: Diagnostic.Location) {
        reader.report(.duplicateField, "a second \(locale) localization", at: path, location, hint: "keep one of them")
    }

    /// Stores a value for a key the dictionary does not have yet, in one lookup; false (nothing stored)
    /// when it has the key.
    private static func insertNew<Key: Hashable, Value>(_ value: Value, for key: Key, in dictionary: inout [Key: Value]) -> Bool {
        func fill(_ slot: inout Value?) -> Bool {
            guard slot == nil else { return false }
            slot = value
            return true
        }
        return fill(&dictionary[key])
    }

    /// The product's offers of every kind: an offer field holds one offer, a list of them or null.
    /// Version 1 files have a list in `introductoryOffers`, read when `introductoryOffer` is absent or null.
    private func offers(_ fields: Fields<StoreKitFields.Product>, storefront: Region, currency: Currency) -> [CatalogOffer] {
        let hasIntroductoryOffer = fields[.introductoryOffer].map { if case .null = $0.node.value { false } else { true } } ?? false
        let kinds: KeyValuePairs<StoreKitFields.Product, Offer.Kind> = [
            (hasIntroductoryOffer ? .introductoryOffer : .introductoryOffers): .introductory, .adHocOffers: .promotional,
            .codeOffers: .offerCode, .winbackOffers: .winBack,
        ]
        var offers: [CatalogOffer] = []
        for (field, kind) in kinds {
            guard let entry = fields[field] else { continue }
            switch entry.node.value {
            case .null: continue
            case .object:
                if let offer = offer(entry, kind: kind, storefront: storefront, currency: currency) { offers.append(offer) }
            default:
                guard let items = reader.array(entry) else { continue }
                offers += items.compactMap { offer($0, kind: kind, storefront: storefront, currency: currency) }
            }
        }
        return offers
    }

    private func offer(_ item: some Located, kind: Offer.Kind, storefront: Region, currency: Currency) -> CatalogOffer? {
        guard let fields = reader.object(item, fields: StoreKitFields.Offer.self, unknownSeverity: .note), let mode = paymentMode(fields)
        else { return nil }
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
            guard let money = reader.money(entry, currency) else { return nil }
            prices[storefront] = money
        }
        let id = reader.string(fields[.offerID])
        alias(StoreKitFields.phaseAliases, at: item.path, storefront: storefront)
        reader.alias(item.path, .key(CatalogJSONFields.Offer.phases.rawValue), to: item.path, .none)
        return CatalogOffer(
            id: id, kind: kind, phases: [CatalogOffer.Phase(mode: mode, period: period, count: count, prices: prices, path: item.path)],
            path: item.path)
    }

    /// The offer's `paymentMode`, reported when it is missing or not a StoreKit payment mode.
    private func paymentMode(_ fields: Fields<StoreKitFields.Offer>) -> CatalogOffer.Mode? {
        value(
            of: .paymentMode, in: fields, from: StoreKitFields.paymentModes, { "\"\($0)\" is not a payment mode" },
            hint: "free, payAsYouGo or payUpFront")
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
