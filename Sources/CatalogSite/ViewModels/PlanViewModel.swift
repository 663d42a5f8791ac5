import Mustache

/// One plan card, every string already formatted for the page's locale.
struct PlanViewModel: MustacheParent, Sendable, Hashable {
    let name: String
    let description: String?
    /// "49,99 € par an", or the bare price of a one-time purchase.
    let pricePerPeriod: String
    /// The offer sentence, shown to customers eligible for the introductory offer.
    let offerSentence: String?
    /// "Soit 4,16 € par mois" for plans longer than a month.
    let equivalent: String?
    /// "Économisez 58 %" against the paywall's monthly plan, else its shortest.
    let saving: String?
    /// "Meilleure offre" on the highlighted plan.
    let badge: String?
    let isHighlighted: Bool
    /// The language of the name and of the description when it is not the page's (a fallback translation).
    let nameLanguage: TextLanguage?
    let descriptionLanguage: TextLanguage?

    func child(named name: String) -> Any? { ThemeText.wrap(value(named: name)) }

    private func value(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "description": description
        case "pricePerPeriod": pricePerPeriod
        case "offerSentence": offerSentence
        case "equivalent": equivalent
        case "saving": saving
        case "badge": badge
        case "isHighlighted": isHighlighted
        case "cardClass": isHighlighted ? "plan highlighted" : "plan"
        case "nameLanguage": nameLanguage
        case "descriptionLanguage": descriptionLanguage
        default: nil
        }
    }
}
