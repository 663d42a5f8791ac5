import Catalog

/// The formatters and fixed phrases of one locale, prepared once per build and shared by every page in
/// that locale.
struct LocaleResources: Sendable {
    /// Our phrases that do not depend on the page, looked up once.
    struct Labels: Sendable {
        let subscribe, startFreeTrial, buy, restore, terms, privacy, bestValue, cancelAnytime, oneTimePurchase: String
        let language: String
        /// The label of each state in a page's switch between them.
        let offer: ByEligibility<String>

        init(_ phrases: Phrasebook) throws {
            subscribe = try phrases.text(.subscribe)
            startFreeTrial = try phrases.text(.startFreeTrial)
            buy = try phrases.text(.buy)
            restore = try phrases.text(.restorePurchases)
            terms = try phrases.text(.terms)
            privacy = try phrases.text(.privacy)
            bestValue = try phrases.text(.bestValue)
            cancelAnytime = try phrases.text(.cancelAnytime)
            oneTimePurchase = try phrases.text(.oneTimePurchase)
            offer = ByEligibility(withOffer: try phrases.text(.withOffer), withoutOffer: try phrases.text(.withoutOffer))
            language = try phrases.text(.language)
        }
    }

    let locale: LocaleID
    /// Catalog prices, whole amounts as local stores write them ("3 990 Ft", "9,00 €").
    var prices: PriceFormatter { copy.offers.prices }
    /// Computed prices (per-month equivalents), written with `format(derived:)` by the whole-amount rule
    /// of `prices`.
    var derivedPrices: PriceFormatter { copy.derivedPrices }
    var offers: OfferFormatter { copy.offers }
    /// Offer sentences in the compact style with short units, for `catalog-site strings`.
    let compactOffers: OfferFormatter
    var percent: PercentFormatter { copy.percent }
    let labels: Labels
    /// The disclosure under a one-time purchase: when its payment is charged ("Payment is charged to your
    /// account when you confirm the purchase."), in both eligibility states.
    let purchaseDisclosure: String
    /// The locale's BCP 47 tag.
    var languageTag: String { locale.languageTag }
    /// The language of our phrases when it is not the page's (English ones on an Urdu page, which has
    /// none of its own), so the theme marks them with their own `lang` and `dir`.
    let phrasesLanguage: TextLanguage?
    /// The storefront region the locale implies (de_DE → DE, ja → JP).
    let impliedRegion: Region?
    /// The locale's English name, for the index ("German (Germany)").
    let englishName: String
    /// The pseudo-locale of the pages (`en-XA`, `ar-XB`), whose catalog text is made pseudo.
    var pseudo: LocaleID.Pseudo? { locale.pseudo }
    var phrases: Phrasebook { offers.phrases }

    /// Catalog text (a product's name or description) as the page shows it: made pseudo on a
    /// pseudo-locale's page.
    func text(_ text: String) -> String { pseudo?.text(text) ?? text }
    var periods: PeriodFormatter { offers.periods }

    /// The same formatters, for the copy's variables.
    let copy: CopyVariables.Formatters

    init(locale: LocaleID) throws {
        self.locale = locale
        self.copy = try CopyVariables.Formatters(locale: locale)
        self.compactOffers = try OfferFormatter(prices: copy.offers.prices, width: .short, style: .compact)
        self.labels = try Labels(copy.offers.phrases)
        self.purchaseDisclosure = try copy.offers.purchaseDisclosure()
        let phrases = copy.offers.phrases.language
        self.phrasesLanguage =
            phrases.isFallback ? (try? LocaleID(phrases.tag)).flatMap { TextLanguage(of: $0, onPageIn: locale) } : nil
        // A pseudo-locale's pages are priced as its base's (en → US).
        let regional = locale.pseudo?.base ?? locale
        self.impliedRegion = (regional.region ?? regional.maximized.region).flatMap { try? Region($0) }
        self.englishName = locale.displayName(in: .english)
    }
}
