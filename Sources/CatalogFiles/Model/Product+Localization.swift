import CatalogText

extension Product {
    /// A product's store metadata in one language.
    public struct Localization: Sendable, Hashable {
        /// The name shown in the store and on paywalls (App Store: at most 30 characters).
        public let displayName: String
        /// The short description (App Store: at most 45 characters).
        public let description: String

        /// Metadata from its display name and description.
        public init(displayName: String, description: String) {
            self.displayName = displayName
            self.description = description
        }
    }
}
