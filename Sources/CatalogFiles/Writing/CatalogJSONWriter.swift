import CatalogText

/// Writes a catalog in Catalog's own JSON format (docs/catalog-format.md): every value the model holds,
/// so that reading the file back gives an equal catalog.
///
/// The output is deterministic: fields in the order the format documents them, storefronts, locales and
/// kept fields sorted, two-space indentation and a trailing newline. Optional fields at their default
/// are left out.
///
/// ```swift
/// let text = CatalogJSONWriter.text(catalog)  // "{\n  \"name\": \"Lumen\",\n  …"
/// ```
package enum CatalogJSONWriter {
    typealias Fields = CatalogJSONFields

    /// The catalog as the text of a `.json` file.
    package static func text(_ catalog: ProductCatalog) -> String { document(catalog).pretty }

    /// The catalog as a JSON value.
    package static func document(_ catalog: ProductCatalog) -> JSONOutput {
        .fields([
            (Fields.Catalog.name, .string(catalog.name)),
            (.stores, .array(catalog.stores.sorted().map { .string($0.rawValue) })),
            (.sourceLocale, .string(catalog.sourceLocale.identifier)),
            (.defaultStorefront, .string(catalog.defaultStorefront.code)),
            (.googlePlay, catalog.play.map(playApp)),
            (.groups, catalog.groups.isEmpty ? nil : .array(catalog.groups.map(group))),
            (.products, .array(catalog.products.map(product))),
            (.paywalls, catalog.paywalls.isEmpty ? nil : .array(catalog.paywalls.map(paywall))),
        ])
    }

    private static func playApp(_ app: PlayCatalogInfo) -> JSONOutput {
        .fields([(Fields.PlayApp.packageName, .string(app.packageName)), (.regionsVersion, app.regionsVersion.map(JSONOutput.string))])
    }

    private static func group(_ group: SubscriptionGroup) -> JSONOutput {
        .fields([
            (Fields.Group.id, .string(group.id)),
            (.name, .string(group.name)),
            (
                .localizations,
                group.localizedNames.isEmpty
                    ? nil
                    : byLocale(group.localizedNames) { .fields([(Fields.GroupLocalization.name, .string($0))]) }
            ),
        ])
    }

    /// A map keyed by locale identifiers, in identifier order.
    static func byLocale<Value>(_ values: [LocaleID: Value], _ write: (Value) -> JSONOutput) -> JSONOutput {
        .object(values.sorted { $0.key < $1.key }.map { ($0.key.identifier, write($0.value)) })
    }

    /// Prices by storefront, in code order: the amount alone in the storefront's currency, else with its currency.
    static func prices(_ prices: [Region: Money]) -> JSONOutput {
        .object(
            prices.sorted { $0.key < $1.key }.map { region, money in
                let value: JSONOutput =
                    money.currency == region.currency
                    ? .string(money.decimalString)
                    : .fields([(Fields.Price.amount, .string(money.decimalString)), (.currency, .string(money.currency.code))])
                return (region.code, value)
            })
    }

    private static func paywall(_ paywall: Paywall) -> JSONOutput {
        let hasLinks = paywall.termsURL != nil || paywall.privacyURL != nil
        return .fields([
            (Fields.Paywall.id, .string(paywall.id)),
            (.products, .array(paywall.productIDs.map(JSONOutput.string))),
            (.highlight, paywall.highlight.map(JSONOutput.string)),
            (.locales, .array(paywall.locales.map { .string($0.identifier) })),
            (.copy, byLocale(paywall.copy, copy)),
            (
                .links,
                hasLinks
                    ? .fields([
                        (Fields.Links.terms, paywall.termsURL.map(JSONOutput.string)),
                        (.privacy, paywall.privacyURL.map(JSONOutput.string)),
                    ])
                    : nil
            ),
        ])
    }

    /// A locale's copy: the fields it gives (a partial translation leaves the others out).
    private static func copy(_ copy: Paywall.Copy) -> JSONOutput {
        func given(_ field: Paywall.Copy.Field, _ value: JSONOutput) -> JSONOutput? { copy.missingFields.contains(field) ? nil : value }
        let sameAsSource = Paywall.Copy.Field.allCases.filter(copy.sameAsSource.contains)
        return .fields([
            (Fields.Copy.title, given(.title, .string(copy.title))),
            (.subtitle, given(.subtitle, .string(copy.subtitle))),
            (.features, given(.features, .array(copy.features.map(JSONOutput.string)))),
            (.callToAction, copy.callToAction.map(JSONOutput.string)),
            (.callToActionWithoutOffer, copy.callToActionWithoutOffer.map(JSONOutput.string)),
            (.sameAsSource, sameAsSource.isEmpty ? nil : .array(sameAsSource.map { .string($0.rawValue) })),
        ])
    }
}

extension JSONOutput {
    /// An object of the fields whose values are not nil, named as the format's field enum names them.
    static func fields<Name: FieldName>(_ members: [(Name, JSONOutput?)]) -> JSONOutput {
        .members(members.map { ($0.0.rawValue, $0.1) })
    }
}
