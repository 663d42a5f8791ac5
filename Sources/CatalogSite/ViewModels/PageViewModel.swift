import Mustache

/// Everything one paywall page shows, as plain strings: templates only place values.
struct PageViewModel: MustacheParent, Sendable {
    let lang: String
    let dir: TextDirection
    let documentTitle: String
    let catalogName: String
    let paywallID: String
    let assetsPath: String
    let indexPath: String
    /// The title for customers who get the introductory offer (for every customer when no plan has one).
    let title: String
    /// The title for customers who get no offer: the same as `title` unless the copy says otherwise.
    let titleWithoutOffer: String
    /// The language of the title, and of the subtitle and features, when the copy is a translation in
    /// another language than the page's.
    let titleLanguage: TextLanguage?
    let copyLanguage: TextLanguage?
    /// The subtitle's language when not the page's: the copy's, or the source copy's when the
    /// translation leaves the subtitle out.
    let subtitleLanguage: TextLanguage?
    let subtitle: String?
    let subtitleWithoutOffer: String?
    let features: [String]
    let featuresWithoutOffer: [String]
    /// The features with the language of each that is not the list's (one taken from the source copy).
    let featureItems: [FeatureViewModel]
    let featureItemsWithoutOffer: [FeatureViewModel]
    let plansLabel: String
    let plans: [PlanViewModel]
    /// The plan cards as HTML rendered (and escaped) by the theme's `plan.mustache`; set by the
    /// renderer, which shares identical cards between pages.
    var planCards = ""
    let hasOffer: Bool
    /// Whether the page opens in the state without the offer: true only in the `-without-offer.html`
    /// copy that the paywall's overview shows beside the page.
    var startsWithoutOffer = false
    let withOfferLabel: String
    let withoutOfferLabel: String
    let callToActionWithOffer: String
    let callToActionWithoutOffer: String
    let cancelAnytime: String?
    let disclosureWithOffer: String?
    let disclosureWithoutOffer: String?
    let restore: String
    let terms: String
    let privacy: String
    let termsURL: String?
    let privacyURL: String?
    let languageLabel: String
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
    var callToActionWithOfferLanguage: TextLanguage?
    var callToActionWithoutOfferLanguage: TextLanguage?

    func child(named name: String) -> Any? { ThemeText.wrap(value(named: name)) }

    /// The names the template can use, found through one dictionary lookup instead of a comparison per name.
    private enum Name: String, CaseIterable {
        case lang, dir, documentTitle, catalogName, paywallID, assetsPath, indexPath, title, titleWithoutOffer, titleVaries, titleLanguage,
            copyLanguage, subtitleLanguage, subtitle, subtitleWithoutOffer, subtitleVaries, features, hasFeatures, featuresWithoutOffer,
            featureItems, featureItemsWithoutOffer,
            hasFeaturesWithoutOffer, featuresVary, plansLabel, plans, planCards, hasOffer, startsWithoutOffer, withOfferLabel,
            withoutOfferLabel, callToActionWithOffer, callToActionWithoutOffer, cancelAnytime, disclosureWithOffer, disclosureWithoutOffer,
            restore, terms, privacy, termsURL, privacyURL, languageLabel, localesBefore, localesAfter, currentLocaleName, notes, hasNotes,
            findings, hasFindings, findingsSummary, phrasesLanguage, callToActionWithOfferLanguage, callToActionWithoutOfferLanguage
        static let byText = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
    }

    private func value(named text: String) -> Any? {
        guard let name = Name.byText[text] else { return nil }
        return switch name {
        case .lang: lang
        case .dir: dir.rawValue
        case .documentTitle: documentTitle
        case .catalogName: catalogName
        case .paywallID: paywallID
        case .assetsPath: assetsPath
        case .indexPath: indexPath
        case .title: title
        case .titleWithoutOffer: titleWithoutOffer
        case .titleVaries: title != titleWithoutOffer
        case .titleLanguage: titleLanguage
        case .copyLanguage: copyLanguage
        case .subtitleLanguage: subtitleLanguage
        case .featureItems: featureItems
        case .featureItemsWithoutOffer: featureItemsWithoutOffer
        case .subtitle: subtitle
        case .subtitleWithoutOffer: subtitleWithoutOffer
        case .subtitleVaries: subtitle != subtitleWithoutOffer
        case .features: features
        case .hasFeatures: !features.isEmpty
        case .featuresWithoutOffer: featuresWithoutOffer
        case .hasFeaturesWithoutOffer: !featuresWithoutOffer.isEmpty
        case .featuresVary: features != featuresWithoutOffer
        case .plansLabel: plansLabel
        case .plans: plans
        case .planCards: planCards
        case .hasOffer: hasOffer
        case .startsWithoutOffer: startsWithoutOffer
        case .withOfferLabel: withOfferLabel
        case .withoutOfferLabel: withoutOfferLabel
        case .callToActionWithOffer: callToActionWithOffer
        case .callToActionWithoutOffer: callToActionWithoutOffer
        case .cancelAnytime: cancelAnytime
        case .disclosureWithOffer: disclosureWithOffer
        case .disclosureWithoutOffer: disclosureWithoutOffer
        case .restore: restore
        case .terms: terms
        case .privacy: privacy
        case .termsURL: termsURL
        case .privacyURL: privacyURL
        case .languageLabel: languageLabel
        case .localesBefore: localesBefore
        case .localesAfter: localesAfter
        case .currentLocaleName: currentLocaleName
        case .notes: notes
        case .hasNotes: !notes.isEmpty
        case .findings: findings
        case .hasFindings: !findings.isEmpty
        case .findingsSummary: FindingViewModel.summary(of: findings)
        case .phrasesLanguage: phrasesLanguage
        case .callToActionWithOfferLanguage: callToActionWithOfferLanguage
        case .callToActionWithoutOfferLanguage: callToActionWithoutOfferLanguage
        }
    }
}
