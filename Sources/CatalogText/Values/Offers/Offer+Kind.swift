extension Offer {
    /// Which kind of offer a list of phases describes.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// Apple's introductory offer for new subscribers (free trial, pay as you go, pay up front).
        case introductory
        /// A promotional offer (StoreKit `adHocOffers`) for existing or lapsed subscribers.
        case promotional
        /// An offer code redeemed by the customer.
        case offerCode
        /// A win-back offer for former subscribers.
        case winBack
        /// A Google Play subscription offer (up to five phases).
        case googlePlay
    }
}
