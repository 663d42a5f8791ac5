import CatalogText

extension Product {
    /// A product's store metadata in one language.
    public struct Localization: Sendable, Hashable {
        /// The name shown in the store and on paywalls (App Store: at most 30 characters).
        public let displayName: String
        /// The short description (App Store: at most 45 characters).
        public let description: String
        /// The benefits a Google Play listing names (at most 4), in order; previews show them as the
        /// paywall's features. Empty elsewhere.
        public let benefits: [String]

        /// Metadata from its display name and description.
        public init(displayName: String, description: String) {
            self.init(displayName: displayName, description: description, benefits: [])
        }

        /// Metadata with a Google Play listing's benefits.
        ///
        /// ```swift
        /// let listing = Product.Localization(displayName: "Premium", description: "All lessons", benefits: ["Offline mode"])
        /// ```
        public init(displayName: String, description: String, benefits: [String]) {
            self.displayName = displayName
            self.description = description
            self.benefits = benefits
        }
    }
}
