import Catalog

/// Every translatable string of a catalog, with the languages it is (or should be) translated into.
struct TranslationSet: Sendable {
    /// The language the copy was written in.
    let sourceLocale: LocaleID
    /// The other languages the catalog names anywhere (copy, localizations, paywall locales), sorted.
    let languages: [LocaleID]
    /// The strings, in catalog order: groups, products, paywalls.
    let units: [TranslationUnit]

    /// The strings of a catalog: paywall copy, product display names and descriptions, group names.
    init(_ catalog: ProductCatalog) {
        let source = catalog.sourceLocale
        var units: [TranslationUnit] = []
        var languages: Set<LocaleID> = []
        for group in catalog.groups {
            languages.formUnion(group.localizedNames.keys)
            units.append(
                TranslationUnit(
                    field: .groupName(group: group.id), source: group.localizedNames[source] ?? group.name,
                    translations: group.localizedNames, limit: nil,
                    context: "Subscription group \(Self.named(group.id, group.name)): its display name in the store."))
        }
        for product in catalog.products {
            languages.formUnion(product.localizations.keys)
            guard let base = product.localizations[source] else { continue }
            let name = "Product \(Self.named(product.id, product.referenceName))"
            units.append(
                TranslationUnit(
                    field: .displayName(product: product.id), source: base.displayName,
                    translations: product.localizations.mapValues(\.displayName), limit: ProductRules.displayNameLimit,
                    context: "\(name): its display name in the store and on paywalls."))
            units.append(
                TranslationUnit(
                    field: .description(product: product.id), source: base.description,
                    translations: product.localizations.mapValues(\.description), limit: ProductRules.descriptionLimit,
                    context: "\(name): its description in the store."))
        }
        for paywall in catalog.paywalls {
            languages.formUnion(paywall.copy.keys)
            languages.formUnion(paywall.locales)
            guard let base = paywall.copy[source] else { continue }
            let name = "Paywall \"\(paywall.id)\""
            let variables = Self.variables(of: paywall, in: catalog)
            func unit(_ field: TranslationField, _ text: String?, _ what: String, _ value: (Paywall.Copy) -> String?) {
                guard let text else { return }
                units.append(
                    TranslationUnit(
                        field: field, source: text, translations: paywall.copy.compactMapValues(value), limit: nil,
                        context: "\(name): \(what).", variables: variables))
            }
            unit(.copy(paywall: paywall.id, key: "title"), base.title, "the title", \.title)
            unit(.copy(paywall: paywall.id, key: "subtitle"), base.subtitle, "the line under the title", \.subtitle)
            for (index, feature) in base.features.enumerated() {
                unit(.feature(paywall: paywall.id, index: index), feature, "feature \(index + 1) of \(base.features.count)") {
                    index < $0.features.count ? $0.features[index] : nil
                }
            }
            unit(
                .copy(paywall: paywall.id, key: "callToAction"), base.callToAction,
                "the button's label for customers who get the introductory offer", \.callToAction)
            unit(
                .copy(paywall: paywall.id, key: "callToActionWithoutOffer"), base.callToActionWithoutOffer,
                "the button's label for customers who get no introductory offer (it must not promise one)",
                \.callToActionWithoutOffer)
        }
        languages.remove(source)
        self.sourceLocale = source
        self.languages = languages.sorted()
        // An empty value is a missing one (the reader gives "" for a missing required field).
        self.units = units.compactMap { unit in
            guard !unit.source.isEmpty else { return nil }
            return TranslationUnit(
                field: unit.field, source: unit.source, translations: unit.translations.filter { !$0.value.isEmpty }, limit: unit.limit,
                context: unit.context, variables: unit.variables)
        }
    }

    /// `"id" (name)`, or `"id"` when the name is the ID (a reference name defaults to it).
    private static func named(_ id: String, _ name: String) -> String {
        name.isEmpty || name == id ? "\"\(id)\"" : "\"\(id)\" (\(name))"
    }

    /// The variables a paywall's copy can use, each with its value in the source locale and the
    /// catalog's default storefront for its highlighted plan (else its first), for a customer who gets
    /// the offer: `pricePerMonth = "$4.99 per month"`. Nil when the paywall has no product.
    private static func variables(of paywall: Paywall, in catalog: ProductCatalog) -> [(name: String, value: String?)]? {
        let products = paywall.productIDs.compactMap(catalog.product(withID:))
        guard let plan = products.first(where: { $0.id == paywall.highlight }) ?? products.first else { return nil }
        let storefront = catalog.defaultStorefront
        let reference = Product.savingsReference(among: products, in: storefront)
        let names = CopyVariables.names(for: plan, storefront: storefront, reference: reference)
        let values = (try? CopyVariables.Formatters(locale: catalog.sourceLocale)).flatMap { formatters in
            try? CopyVariables(paywall: paywall, in: catalog, storefront: storefront, isEligible: true, formatters: formatters)
        }
        return CopyVariables.Name.allCases.filter(names.contains).map { name in
            if name.kind == .select { return (name.rawValue, "yes or no") }
            if let number = values?.number(name) { return (name.rawValue, String(number)) }
            return (name.rawValue, values?.text(name).map(JSONValue.quoted))
        }
    }
}
