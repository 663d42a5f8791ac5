/// Turns pricing phases into a sentence and the auto-renewal disclosure, in any supported language.
///
/// Prices come from `PriceFormatter` (the user's locale, the storefront's currency), durations and
/// per-unit patterns from CLDR, the connecting words and compact prices from Catalog's own phrases.
///
/// ```swift
/// let month = try SubscriptionPeriod("P1M")
/// let trial = try Offer(kind: .introductory, phases: [
///     .freeTrial(SubscriptionPeriod("P1W")), .regular(Money("9.99", currency: "USD"), every: month),
/// ])
/// let english = try OfferFormatter(locale: LocaleID("en_US"))
/// try english.sentence(for: trial)
/// // "1 week free, then $9.99 per month"
/// try english.disclosure(for: trial)
/// // "Nothing is charged today. Payment is charged to your account when the free trial ends. After …"
/// let payAsYouGo = try Offer(kind: .introductory, phases: [
///     .payAsYouGo(Money("0.99", currency: "EUR"), every: month, count: 3), .regular(Money("3.99", currency: "EUR"), every: month),
/// ])
/// let german = try OfferFormatter(locale: LocaleID("de_DE"), width: .short, style: .compact)
/// try german.sentence(for: payAsYouGo)
/// // "3 Monate lang 0,99 €/Monat (danach 3,99 €/Monat)"
/// ```
public struct OfferFormatter: Sendable {
    /// The formatter of every price in the text (the user's locale and price options).
    public let prices: PriceFormatter
    /// The formatter of durations and prices per period, in the same locale.
    public let periods: PeriodFormatter
    /// The width of per-unit prices ("per month" long, "/mo" short and narrow).
    public let width: UnitWidth
    /// How a sentence is built: every phase joined by "then", or compact.
    public let style: Style

    /// The locale of the text.
    public var locale: LocaleID { prices.locale }
    /// Catalog's own phrases for the locale ("then", the disclosure's sentences).
    public var phrases: Phrasebook { periods.phrases }

    /// A formatter that writes prices with `prices` and the rest in its locale.
    /// - Throws: `PhraseError` when the phrases cannot be loaded.
    public init(prices: PriceFormatter, width: UnitWidth = .long, style: Style = .sentence) throws(PhraseError) {
        self.prices = prices
        self.periods = try PeriodFormatter(locale: prices.locale)
        self.width = width
        self.style = style
    }

    /// A formatter for a locale with default price options.
    /// - Throws: `PhraseError` when the phrases cannot be loaded.
    public init(locale: LocaleID, width: UnitWidth = .long, style: Style = .sentence) throws(PhraseError) {
        try self.init(prices: PriceFormatter(locale: locale), width: width, style: style)
    }

    /// The whole offer as one sentence in the formatter's style.
    /// - Throws: `ICUError` or `PhraseError` when a price or phrase cannot be written.
    public func sentence(for offer: Offer) throws -> String {
        try sentence(for: offer.phases)
    }

    /// Phases as one sentence; the last phase is usually the regular price.
    /// - Throws: `OfferError.nothingToDescribe` for no phases; `ICUError` or `PhraseError` when a price
    ///   or phrase cannot be written.
    public func sentence(for phases: [PricingPhase]) throws -> String {
        guard !phases.isEmpty else { throw OfferError.nothingToDescribe }
        if style == .compact, phases.count > 1, let last = phases.last, last.recurrence == .infinite {
            let offer = try chain(Array(phases.dropLast()))
            return try phrases.compactOffer(offer, regular: phase(last, isFirst: false))
        }
        return try chain(phases)
    }

    /// One phase on its own: "7 days free", "$0.99 per month for 3 months", "$4.99 for the first month"
    /// (pay as you go for one period), "$29.99 up front for 6 months", "$9.99 per month".
    /// - Throws: `ICUError` or `PhraseError` when a price or phrase cannot be written.
    public func phase(_ phase: PricingPhase) throws -> String {
        try self.phase(phase, isFirst: true)
    }

    /// One phase, worded for its place: an up-front phase after another is not "up front" any more.
    func phase(_ phase: PricingPhase, isFirst: Bool) throws -> String {
        let price = try prices.format(phase.price)
        switch phase.recurrence {
        case .infinite:
            return try regularPrice(phase)
        case _ where phase.isFree:
            let duration = try periods.duration(phase.totalDuration ?? phase.period)
            return try phrases.freePhase(duration: duration)
        case .cycles(1):
            // One billing period says what is paid for it: "$4.99 for the first month" for one unit (P7D is
            // a week, P12M a year), one payment covering the period for several ("$24.99 for 3 months"),
            // never "$4.99 per month for 1 month". After an earlier phase it is not the first month any more
            // ("1 month free, then $4.99 for the first month" contradicts itself): "then $4.99 for 1 month".
            let single = phase.period.normalized
            if single.value == 1, isFirst { return try phrases.firstPeriodPhase(price: price, unit: single.unit) }
            return try phrases.upFrontPhase(price: price, duration: periods.duration(phase.period), isFirst: false)
        case .cycles:
            let duration = try periods.duration(phase.totalDuration ?? phase.period)
            let perPeriod = try periods.price(price, per: phase.period, width: width)
            return try phrases.recurringPhase(pricePerPeriod: perPeriod, duration: duration)
        case .once:
            let duration = try periods.duration(phase.period)
            return try phrases.upFrontPhase(price: price, duration: duration, isFirst: isFirst)
        }
    }

    /// The price per period of the regular phase ("$9.99 per month", "29,99 € tous les 3 mois").
    func regularPrice(_ phase: PricingPhase) throws -> String {
        try periods.price(prices.format(phase.price), per: phase.period, width: width)
    }

    /// The auto-renewal disclosure App Review Guideline 3.1.2 asks for: what is charged and when, the
    /// price and length of each period, renewal until cancelled, and how to cancel.
    /// - Throws: `OfferError.noRegularPhase` when the offer does not end with the regular price;
    ///   `ICUError` or `PhraseError` when a price or phrase cannot be written.
    public func disclosure(for offer: Offer) throws -> String {
        guard let regular = offer.regularPhase else { throw OfferError.noRegularPhase }
        let renewal = try phrases.renewal(pricePerPeriod: regularPrice(regular), afterOffer: !offer.offerPhases.isEmpty)
        // Nothing is charged at purchase when the offer starts free: the first charge ends the trial.
        let startsFree = !offer.offerPhases.isEmpty && offer.startsWithFreeTrial
        let charge = try phrases.text(startsFree ? .disclosureChargeAfterTrial : .disclosureCharge, [:])
        let cancel = try phrases.cancellation(hours: Self.cancellationHours)
        // Each language joins its sentences its own way (no space after "。" in ja and zh).
        return try phrases.disclosure(charge: charge, renewal: renewal, cancel: cancel)
    }

    /// The disclosure of a one-time purchase (a consumable, a non-consumable or a non-renewing
    /// subscription): when the payment is charged, and nothing about renewal, which it does not have.
    ///
    /// ```swift
    /// try OfferFormatter(locale: LocaleID("en_US")).purchaseDisclosure()  // "Payment is charged to your account when you confirm the purchase."
    /// ```
    /// - Throws: `PhraseError` when the phrase cannot be read.
    public func purchaseDisclosure() throws(PhraseError) -> String {
        try phrases.text(.disclosureCharge, [:])
    }

    /// How long before the end of a period a subscription must be cancelled (App Store and Google Play).
    static let cancellationHours = 24

    private func chain(_ phases: [PricingPhase]) throws -> String {
        var text = ""
        for (index, item) in phases.enumerated() {
            let next = try phase(item, isFirst: index == 0)
            text = index == 0 ? next : try phrases.then(first: text, next: next)
        }
        return text
    }
}
