/// One plan card, every string already formatted for the page's locale. Its template variables are
/// `PlanViewModel+Variables.swift`'s table. `PlanCardBuilder` fills it in as it formats each value.
struct PlanViewModel: ThemeModel, Hashable {
    /// The product's ID, which names the plan in `catalog-site strings`.
    let productID: String
    var name: String
    var description: String?
    /// The price as the store charges it, without a period ("49,99 €"); "—" without a price here.
    /// Listed by `catalog-site strings`; the default theme shows `pricePerPeriod` instead.
    var price = "—"
    /// "49,99 € par an", or the bare price of a one-time purchase.
    var pricePerPeriod = "—"
    /// How the plan bills beyond its price line: "12-month commitment, billed monthly" under a monthly
    /// commitment plan, "Prepaid, doesn't renew automatically" under a Google Play prepaid plan.
    var billingTerms: String?
    /// The offer sentence, shown to customers eligible for the introductory offer.
    var offerSentence: String?
    /// The offer in the compact style with short units ("1 Woche gratis (danach 49,99 €/J.)"), for
    /// `catalog-site strings`; the default theme shows `offerSentence`.
    var compactOfferSentence: String?
    /// "Soit 4,16 € par mois" for plans longer than a month.
    var equivalent: String?
    /// "Économisez 58 %" against the paywall's monthly plan, else its shortest.
    var saving: String?
    /// "Meilleure offre" on the highlighted plan.
    var badge: String?
    var isHighlighted: Bool { badge != nil }
    /// The language of the name and of the description when it is not the page's (a fallback translation).
    var nameLanguage: TextLanguage?
    var descriptionLanguage: TextLanguage?
    /// The language of our phrases (badge, offer, saving, buttons, disclosures) when not the page's: English
    /// on an Urdu page; and of the price per period and the equivalent when our phrases write them.
    var phrasesLanguage: TextLanguage?
    var pricePerPeriodLanguage: TextLanguage?
    var equivalentLanguage: TextLanguage?
    /// The id of the card's radio input ("plan-1", "plan-2", …): the plan's position on the page, set by
    /// the page, which also names the call to action and disclosure that follow the selection with it.
    var choiceID = ""
    /// Whether the plan starts selected: the highlighted plan, else the first.
    var isSelected = false
    /// The button's text when this plan is selected, per eligibility state, with its language when not
    /// the page's (the copy's, or our phrases').
    var callToAction = ByEligibility(both: "")
    var callToActionLanguage = ByEligibility<TextLanguage?>(both: nil)
    /// The disclosure when this plan is selected, per eligibility state: a subscription's auto-renewal
    /// disclosure, a one-time purchase's charge sentence; nil (absent, never the page's) for a subscription
    /// without a price here.
    var disclosure = ByEligibility<String?>(both: nil)
}
