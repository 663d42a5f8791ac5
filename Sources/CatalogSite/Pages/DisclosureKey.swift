import Catalog

/// A disclosure is a function of the locale, the phases it describes, the plan's commitment and the
/// store whose cancellation sentence it ends with.
struct DisclosureKey: Hashable, Sendable {
    let locale: LocaleID
    let phases: [PricingPhase]
    let committedPayments: Int?
    let cancellation: OfferFormatter.Cancellation
}
