extension StringsTable.Entry {
    /// Which customers see a string: the paywall switches text by introductory-offer eligibility.
    public enum State: String, Sendable, Hashable, Codable, CaseIterable {
        /// Every customer: the string does not depend on eligibility (a price, a plan's name, a link).
        case any
        /// Customers eligible for an introductory offer; listed only on pages with an offer.
        case withOffer = "with-offer"
        /// Customers who get no offer: on a page without any offer, every customer.
        case withoutOffer = "without-offer"
    }
}
