extension Phrasebook {
    /// The named placeholders of Catalog's phrases (`{price}`, `{count}`), so that a misspelt name is a
    /// compile error rather than a phrase printed with its braces.
    enum Placeholder: String, Sendable, Hashable, CaseIterable {
        case count, price, duration, pricePerPeriod, first, next, offer, regular, hours, charge, renewal, cancel, percent, store
    }
}
