import CatalogText

/// A paywall: products shown together, with marketing copy per language and the locales to preview.
public struct Paywall: Sendable, Hashable {
    /// Marketing copy in one language.
    public struct Copy: Sendable, Hashable {
        /// The headline.
        public let title: String
        /// The line under the headline.
        public let subtitle: String
        /// The feature list, in order.
        public let features: [String]
        /// The button's label for customers who get the introductory offer; nil for the default
        /// ("Start free trial" when the offer starts free, else "Subscribe").
        public let callToAction: String?
        /// The button's label for customers who get no introductory offer (used already, or not
        /// eligible); nil for the default ("Subscribe"), not `callToAction`, which may promise the offer.
        ///
        /// When no plan of the paywall has an introductory offer, every customer is in this state and
        /// sees this label, else `callToAction`, else the default (docs/catalog-format.md).
        public let callToActionWithoutOffer: String?
        /// The fields the catalog says are meant to read as in the source language (a brand name, a
        /// word both languages share): lint does not report them as untranslated.
        public let sameAsSource: Set<Field>
        /// The fields the copy leaves out (its `title`, `subtitle` and `features` are then empty). A
        /// translation's missing field falls back to the source locale's, field by field, in lint and
        /// on pages; so do the features after its last one (docs/catalog-format.md).
        ///
        /// ```swift
        /// let copy = Paywall.Copy(title: "", subtitle: "Alle Pläne", features: [], missingFields: [.title, .features])
        /// copy.patterns.map(\.field)  // [.subtitle]
        /// ```
        public let missingFields: Set<Field>

        /// Copy from its fields.
        public init(
            title: String, subtitle: String, features: [String], callToAction: String? = nil, callToActionWithoutOffer: String? = nil,
            sameAsSource: Set<Field> = [], missingFields: Set<Field> = []
        ) {
            self.title = title
            self.subtitle = subtitle
            self.features = features
            self.callToAction = callToAction
            self.callToActionWithoutOffer = callToActionWithoutOffer
            self.sameAsSource = sameAsSource
            // A fast path: copy that gives every text but no call to action (every paywall inferred from a
            // .storekit file, one per group and locale) shares one set instead of building its own. It
            // mirrors the two inserts below, giving an equal set; `PaywallCopyTests` checks both ways.
            if missingFields.isEmpty, callToAction == nil, callToActionWithoutOffer == nil {
                self.missingFields = Self.callsToActionMissing
                return
            }
            var missing = missingFields
            if callToAction == nil { missing.insert(.callToAction) }
            if callToActionWithoutOffer == nil { missing.insert(.callToActionWithoutOffer) }
            self.missingFields = missing
        }

        /// The missing fields of copy that gives every text but no call to action.
        private static let callsToActionMissing: Set<Field> = [.callToAction, .callToActionWithoutOffer]
    }

    /// The paywall's ID, used in page file names.
    public let id: String
    /// Product IDs in display order.
    public let productIDs: [String]
    /// The product with the "Best value" badge.
    public let highlight: String?
    /// The locales previewed.
    public let locales: [LocaleID]
    /// Marketing copy per language.
    public let copy: [LocaleID: Copy]
    /// Terms of use: an `https:`, `http:` or `mailto:` link.
    public let termsURL: String?
    /// Privacy policy: an `https:`, `http:` or `mailto:` link.
    public let privacyURL: String?
    /// Whether Catalog inferred the paywall (from a `.storekit` file) rather than reading it.
    public let isInferred: Bool
    /// The JSON path of the paywall, for diagnostics; not part of `==`: values equal in content
    /// are equal wherever they were read from.
    public var path: String { source.path }
    /// Where the value was read from.
    private let source: SourcePath

    /// A paywall from its fields; `path` is where it was read from, for diagnostics.
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
        self.source = SourcePath(path: path)
    }
}
