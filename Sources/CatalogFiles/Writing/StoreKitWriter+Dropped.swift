import CatalogText

extension StoreKitWriter {
    /// Warns about each value of a product that a `.storekit` file cannot hold.
    mutating func checkDropped(_ product: Product) {
        let subject = "product \"\(product.id)\""
        var others = Set(product.prices.keys)
        for phase in product.offers.flatMap(\.phases) { others.formUnion(Array(phase.prices.keys) + phase.discounts.keys) }
        others.remove(storefront)
        if !others.isEmpty {
            warnings.append(
                "\(subject): prices for \(others.sorted().map(\.code).joined(separator: ", ")) dropped (a .storekit holds one price per product: the \(storefront) storefront's)"
            )
        }
        if product.type == .nonRenewing, let period = product.period {
            warnings.append("\(subject): its duration \(period) dropped (a .storekit non-renewing subscription has none)")
        }
        let withBenefits = product.localizations.filter { !$0.value.benefits.isEmpty }.keys.sorted()
        if !withBenefits.isEmpty {
            warnings.append(
                "\(subject): the benefits of its \(withBenefits.map(\.identifier).joined(separator: ", ")) listing dropped (a .storekit has no benefits)"
            )
        }
        if let commitment = product.commitment {
            warnings.append(
                "\(subject): its commitment of \(commitment.payments) payments dropped (Catalog does not write .storekit billing plans)")
        }
        if let play = product.play {
            let kept = play.kept.keys.sorted()
            let parts = [
                play.otherRegions == nil ? nil : "prices for other regions",
                kept.isEmpty ? nil : "fields of \(kept.joined(separator: ", "))",
            ]
            let named = parts.compactMap(\.self)
            warnings.append("\(subject): its Google Play identity\(named.isEmpty ? "" : ", " + named.joined(separator: ", ")) dropped")
        }
    }

    /// Warns about each paywall that reading the file back would not give again: a `.storekit` holds
    /// no paywalls, and Catalog infers one per subscription group and one for the other products.
    mutating func checkPaywalls() {
        let inferred = StoreKitPaywalls.infer(
            groups: catalog.groups, products: catalog.products, storefront: storefront, sourceLocale: catalog.sourceLocale)
        for paywall in catalog.paywalls where !inferred.contains(where: { $0.sameContent(as: paywall) }) {
            warnings.append("paywall \"\(paywall.id)\" dropped (a .storekit holds no paywalls; Catalog infers one per subscription group)")
        }
    }
}

extension Paywall {
    /// Whether two paywalls show the same (whether or not one was inferred).
    func sameContent(as other: Paywall) -> Bool {
        id == other.id && productIDs == other.productIDs && highlight == other.highlight && locales == other.locales
            && copy == other.copy && termsURL == other.termsURL && privacyURL == other.privacyURL
    }
}
