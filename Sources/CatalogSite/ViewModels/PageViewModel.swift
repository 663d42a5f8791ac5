/// Everything one paywall page shows, as plain strings or values holding them (the heading, the labels):
/// templates only place values. Its template variables are `PageViewModel+Variables.swift`'s table.
struct PageViewModel: ThemeModel {
    /// The page's language and direction, for `lang` and `dir`.
    let language: TextLanguage
    /// The document's title, the catalog and paywall shown, and the paths back to the assets and the index.
    let heading: PaywallHeading
    /// "Google Play preview" on a Google Play catalog's pages, naming the store whose paywall they show;
    /// nil for App Store pages.
    var storePreview: String?
    /// The title per eligibility state; without an offer on the paywall, both are the one title.
    let title: ByEligibility<String>
    /// The language of the title, and of the subtitle and features, when the copy is a translation in
    /// another language than the page's.
    let titleLanguage: TextLanguage?
    let copyLanguage: TextLanguage?
    /// The subtitle's language when not the page's: the copy's, or the source copy's when the
    /// translation leaves the subtitle out.
    let subtitleLanguage: TextLanguage?
    let subtitle: ByEligibility<String?>
    let features: ByEligibility<[String]>
    /// The features with the language of each that is not the list's (one taken from the source copy).
    let featureItems: ByEligibility<[FeatureViewModel]>
    let plansLabel: String
    let plans: [PlanViewModel]
    /// The plan cards as HTML rendered (and escaped) by the theme's `plan.mustache`; set by the
    /// renderer, which shares identical cards between pages.
    var planCards = ""
    let hasOffer: Bool
    /// Whether the page opens in the state without the offer: true only in the `-without-offer.html`
    /// copy that the paywall's overview shows beside the page.
    var startsWithoutOffer = false
    let callToAction: ByEligibility<String>
    let cancelAnytime: String?
    let disclosure: ByEligibility<String?>
    /// Our fixed labels in the page's locale; the page shows some of them: "Restore purchases", "Terms of
    /// Use", "Privacy Policy", the switcher's heading and the label of each state in the page's switch.
    let labels: LocaleResources.Labels
    let termsURL: String?
    let privacyURL: String?
    /// The other locales' switcher entries before and after this page's, as HTML rendered (and
    /// escaped) once per paywall by the theme's `locale-link.mustache`.
    let localesBefore: String
    let localesAfter: String
    /// This page's locale in its own language ("Deutsch (Deutschland)").
    let currentLocaleName: String
    /// Review notes shown beside the phone (fallbacks, limits, overflow risks), in English.
    let notes: [String]
    /// The catalog's lint findings about this paywall and its products, shown beside the phone.
    let findings: [FindingViewModel]
    /// The language of our phrases (labels, disclosures, links) when it is not the page's: English on an
    /// Urdu page, which has none of its own.
    var phrasesLanguage: TextLanguage?
    /// The language of each button's text when not the page's: the copy's, or our phrases'.
    var callToActionLanguage = ByEligibility<TextLanguage?>(both: nil)
}
