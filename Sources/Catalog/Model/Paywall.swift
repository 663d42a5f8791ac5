/// A paywall: products shown together, with marketing copy per language and the locales to preview.
public struct Paywall: Sendable, Hashable {
    /// Marketing copy in one language.
    public struct Copy: Sendable, Hashable {
        public let title: String
        public let subtitle: String
        public let features: [String]
        /// Overrides the default call to action ("Start free trial" / "Subscribe"); when the paywall has an
        /// offer, only customers eligible for it see this one.
        public let callToAction: String?
        /// Overrides the call to action customers who get no offer see ("Subscribe").
        public let callToActionWithoutOffer: String?

        public init(
            title: String, subtitle: String, features: [String], callToAction: String? = nil, callToActionWithoutOffer: String? = nil
        ) {
            self.title = title
            self.subtitle = subtitle
            self.features = features
            self.callToAction = callToAction
            self.callToActionWithoutOffer = callToActionWithoutOffer
        }
    }

    public let id: String
    /// Product IDs in display order.
    public let productIDs: [String]
    /// The product with the "Best value" badge.
    public let highlight: String?
    public let locales: [LocaleID]
    public let copy: [LocaleID: Copy]
    /// Terms of use, privacy policy: `https:`, `http:` or `mailto:` links.
    public let termsURL: String?
    public let privacyURL: String?
    /// Whether Catalog inferred the paywall (from a `.storekit` file) rather than reading it.
    public let isInferred: Bool
    public let path: String

    public init(
        id: String, productIDs: [String], highlight: String? = nil, locales: [LocaleID], copy: [LocaleID: Copy],
        termsURL: String? = nil, privacyURL: String? = nil, isInferred: Bool = false, path: String = ""
    ) {
        self.isInferred = isInferred
        self.id = id
        self.productIDs = productIDs
        self.highlight = highlight
        self.locales = locales
        self.copy = copy
        self.termsURL = termsURL
        self.privacyURL = privacyURL
        self.path = path
    }
}
