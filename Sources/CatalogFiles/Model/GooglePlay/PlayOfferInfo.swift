import CatalogText

/// What a Google Play catalog says about an offer beyond the store-neutral model: who may take it, and
/// the fields the model does not read (kept for writing back).
///
/// ```swift
/// let info = PlayOfferInfo(eligibility: .newCustomers)
/// info.eligibility  // .newCustomers
/// ```
public struct PlayOfferInfo: Sendable, Hashable {
    /// Who Play offers it to (`targeting`).
    public enum Eligibility: String, Sendable, Hashable, CaseIterable {
        /// `acquisitionRule`: customers who never had the subscription (or the scope it names); read as an
        /// introductory offer.
        case newCustomers
        /// `upgradeRule`: customers of another subscription who switch to this one; read as a promotional offer.
        case upgrade
        /// No targeting: the app decides who gets it; read as a promotional offer.
        case developerDetermined
    }

    /// Who may take the offer.
    public let eligibility: Eligibility
    /// Fields of the offer the model does not read, by object: `"offer"`, `"phase[<n>]"`.
    package let kept: [String: KeptFields]

    /// An offer's Play facts.
    public init(eligibility: Eligibility) { self.init(eligibility: eligibility, kept: [:]) }

    /// An offer's Play facts with the fields a reader kept.
    package init(eligibility: Eligibility, kept: [String: KeptFields]) {
        self.eligibility = eligibility
        self.kept = kept.filter { !$0.value.isEmpty }
    }

    /// The offer kind of the model an eligibility reads as.
    public var kind: Offer.Kind {
        switch eligibility {
        case .newCustomers: .introductory
        case .upgrade, .developerDetermined: .promotional
        }
    }
}
