extension OfferFormatter {
    /// How an offer sentence is built.
    public enum Style: String, Sendable, Hashable, Codable, CaseIterable {
        /// Every phase joined by "then": "1 week free, then $1.99 per month for 3 months, then $9.99 per month".
        case sentence
        /// The offer, with the regular price in parentheses: "$0.99/m for 3 months (then $3.99/m)".
        case compact
    }
}
