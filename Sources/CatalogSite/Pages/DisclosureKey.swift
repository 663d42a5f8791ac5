import Catalog

/// A disclosure is a function of the locale and the phases it describes.
struct DisclosureKey: Hashable, Sendable {
    let locale: LocaleID
    let phases: [PricingPhase]
}
