import Mustache

/// One plan card, every string already formatted for the page's locale.
struct PlanViewModel: MustacheParent, Sendable, Hashable {
    /// The product's ID, which names the plan in `catalog-site strings`.
    let productID: String
    let name: String
    let description: String?
    /// The price as the store charges it, without a period ("49,99 €"); "—" without a price here.
    /// Listed by `catalog-site strings`; the default theme shows `pricePerPeriod` instead.
    let price: String
    /// "49,99 € par an", or the bare price of a one-time purchase.
    let pricePerPeriod: String
    /// The offer sentence, shown to customers eligible for the introductory offer.
    let offerSentence: String?
    /// The offer in the compact style with short units ("1 Woche gratis (danach 49,99 €/J.)"), for
    /// `catalog-site strings`; the default theme shows `offerSentence`.
    let compactOfferSentence: String?
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
    /// The language of our phrases (badge, offer, saving, buttons, disclosures) when not the page's: English
    /// on an Urdu page; and of the price per period and the equivalent when our phrases write them.
    var phrasesLanguage: TextLanguage?
    var pricePerPeriodLanguage: TextLanguage?
    var equivalentLanguage: TextLanguage?
    /// The language of each button's text when not the page's: the copy's, or our phrases'.
    var callToActionWithOfferLanguage: TextLanguage?
    var callToActionWithoutOfferLanguage: TextLanguage?
    /// The id of the card's radio input ("plan-1", "plan-2", …): the plan's position on the page, set by
    /// the page, which also names the call to action and disclosure that follow the selection with it.
    var choiceID = ""
    /// Whether the plan starts selected: the highlighted plan, else the first.
    var isSelected = false
    /// The button's text when this plan is selected, for customers eligible for the offer and for the others.
    var callToActionWithOffer = ""
    var callToActionWithoutOffer = ""
    /// The disclosure when this plan is selected, per eligibility state: a subscription's auto-renewal
    /// disclosure, a one-time purchase's charge sentence; nil (absent, never the page's) for a subscription
    /// without a price here.
    var disclosureWithOffer: String?
    var disclosureWithoutOffer: String?

    func child(named name: String) -> Any? { ThemeText.wrap(value(named: name)) }

    /// The names the template can use, found through one dictionary lookup instead of a comparison per name.
    private enum Name: String, CaseIterable {
        case productID, name, description, price, pricePerPeriod, offerSentence, compactOfferSentence, equivalent, saving, badge,
            isHighlighted, cardClass, nameLanguage,
            descriptionLanguage, choiceID, isSelected, callToActionWithOffer, callToActionWithoutOffer, disclosureWithOffer,
            disclosureWithoutOffer, phrasesLanguage, pricePerPeriodLanguage, equivalentLanguage, callToActionWithOfferLanguage,
            callToActionWithoutOfferLanguage
        static let byText = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
    }

    private func value(named text: String) -> Any? {
        guard let name = Name.byText[text] else { return nil }
        return switch name {
        case .productID: productID
        case .name: self.name
        case .description: description
        case .price: price
        case .pricePerPeriod: pricePerPeriod
        case .offerSentence: offerSentence
        case .compactOfferSentence: compactOfferSentence
        case .equivalent: equivalent
        case .saving: saving
        case .badge: badge
        case .isHighlighted: isHighlighted
        case .cardClass: isHighlighted ? "plan highlighted" : "plan"
        case .nameLanguage: nameLanguage
        case .descriptionLanguage: descriptionLanguage
        case .choiceID: choiceID
        case .isSelected: isSelected
        case .callToActionWithOffer: callToActionWithOffer
        case .callToActionWithoutOffer: callToActionWithoutOffer
        // A plan's own value, even absent, ends the search: a `{{#plans}}` section must never show the
        // page's (the featured subscription's) disclosure under a plan that has none.
        case .disclosureWithOffer: ThemeAbsent.text(disclosureWithOffer)
        case .disclosureWithoutOffer: ThemeAbsent.text(disclosureWithoutOffer)
        // Languages too: a plan's button in the page's language must not take the page's button's language.
        case .phrasesLanguage: phrasesLanguage
        case .pricePerPeriodLanguage: pricePerPeriodLanguage
        case .equivalentLanguage: equivalentLanguage
        case .callToActionWithOfferLanguage: callToActionWithOfferLanguage ?? ThemeAbsent()
        case .callToActionWithoutOfferLanguage: callToActionWithoutOfferLanguage ?? ThemeAbsent()
        }
    }
}
