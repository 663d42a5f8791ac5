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
    ///
    /// ```swift
    /// let prices = PriceFormatter(locale: try LocaleID("hu_HU"), zeroFraction: .hiddenWhereCashIsWhole)
    /// let offer = try Offer(kind: .introductory, phases: [.regular(Money("3990", currency: "HUF"), every: SubscriptionPeriod("P1M"))])
    /// try OfferFormatter(prices: prices).sentence(for: offer)  // "3 990 Ft/hónap"
    /// ```
    /// - Parameters:
    ///   - prices: The locale and the options of prices.
    ///   - overrides: The team's phrases over Catalog's (none by default).
    ///   - width: The width of per-unit prices.
    ///   - style: How a sentence is built.
    /// - Throws: `PhraseError` when the phrases cannot be loaded.
    public init(
        prices: PriceFormatter, overrides: PhraseOverrides = PhraseOverrides(), width: UnitWidth = .long, style: Style = .sentence
    ) throws(PhraseError) {
        try self.init(periods: PeriodFormatter(prices: prices, overrides: overrides), width: width, style: style)
    }

    /// A formatter whose prices and phrases are those of `periods`.
    init(periods: PeriodFormatter, width: UnitWidth, style: Style) {
        self.prices = periods.prices
        self.periods = periods
        self.width = width
        self.style = style
    }

    /// A formatter for a locale with default price options.
    ///
    /// ```swift
    /// let french = try OfferFormatter(locale: LocaleID("fr_FR"), width: .short)
    /// ```
    /// - Parameters:
    ///   - locale: The locale of the text.
    ///   - overrides: The team's phrases over Catalog's (none by default).
    ///   - width: The width of per-unit prices.
    ///   - style: How a sentence is built.
    /// - Throws: `PhraseError` when the phrases cannot be loaded.
    public init(
        locale: LocaleID, overrides: PhraseOverrides = PhraseOverrides(), width: UnitWidth = .long, style: Style = .sentence
    ) throws(PhraseError) {
        try self.init(prices: PriceFormatter(locale: locale), overrides: overrides, width: width, style: style)
    }

    /// The whole offer as one sentence in the formatter's style.
    ///
    /// ```swift
    /// let offer = try Offer(kind: .introductory, phases: [.regular(Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M"))])
    /// try OfferFormatter(locale: LocaleID("en_US")).sentence(for: offer)  // "$9.99 per month"
    /// ```
    /// - Throws: `FormatError` when a price or phrase cannot be written (an offer always has phases).
    public func sentence(for offer: Offer) throws(FormatError) -> String {
        try describe(offer.phases)
    }

    /// Phases as one sentence; the last phase is usually the regular price.
    ///
    /// ```swift
    /// let english = try OfferFormatter(locale: LocaleID("en_US"))
    /// try english.sentence(for: [.freeTrial(SubscriptionPeriod("P3D"), currency: Currency("USD"))])  // "3 days free"
    /// ```
    /// - Throws: `OfferError.nothingToDescribe` for no phases; `OfferError.format` when a price or
    ///   phrase cannot be written.
    public func sentence(for phases: [PricingPhase]) throws(OfferError) -> String {
        guard !phases.isEmpty else { throw .nothingToDescribe }
        do { return try describe(phases) } catch { throw .format(error) }
    }

    /// Phases, at least one, as one sentence in the formatter's style.
    private func describe(_ phases: [PricingPhase]) throws(FormatError) -> String {
        if style == .compact, phases.count > 1, let last = phases.last, last.recurrence == .infinite {
            let offer = try chain(Array(phases.dropLast()))
            let regular = try phase(last, isFirst: false)
            return try FormatError.catchingPhrase { () throws(PhraseError) in try phrases.compactOffer(offer, regular: regular) }
        }
        return try chain(phases)
    }

    /// One phase on its own: "7 days free", "$0.99 per month for 3 months", "$4.99 for the first month"
    /// (pay as you go for one period), "$29.99 up front for 6 months", "$9.99 per month".
    ///
    /// ```swift
    /// let phase = try PricingPhase.payAsYouGo(Money("0.99", currency: "USD"), every: SubscriptionPeriod("P1M"), count: 3)
    /// try OfferFormatter(locale: LocaleID("en_US")).phase(phase)  // "$0.99 per month for 3 months"
    /// ```
    /// - Throws: `FormatError` when a price or phrase cannot be written.
    public func phase(_ phase: PricingPhase) throws(FormatError) -> String {
        try self.phase(phase, isFirst: true)
    }

    /// One phase, worded for its place: an up-front phase after another is not "up front" any more.
    func phase(_ phase: PricingPhase, isFirst: Bool) throws(FormatError) -> String {
        let price = try FormatError.catchingICU { () throws(ICUError) in try prices.format(phase.price) }
        switch phase.recurrence {
        case .infinite:
            return try regularPrice(phase)
        case _ where phase.relativeDiscount != nil:
            return try discountPhase(phase)
        case _ where phase.isFree:
            let duration = try periods.duration(phase.totalDuration ?? phase.period)
            return try FormatError.catchingPhrase { () throws(PhraseError) in try phrases.freePhase(duration: duration) }
        case .cycles(1):
            // One billing period says what is paid for it: "$4.99 for the first month" for one unit (P7D is
            // a week, P12M a year), one payment covering the period for several ("$24.99 for 3 months"),
            // never "$4.99 per month for 1 month". After an earlier phase it is not the first month any more
            // ("1 month free, then $4.99 for the first month" contradicts itself): "then $4.99 for 1 month".
            let single = phase.period.normalized
            if single.value == 1, isFirst {
                return try FormatError.catchingPhrase { () throws(PhraseError) in
                    try phrases.firstPeriodPhase(price: price, unit: single.unit)
                }
            }
            let duration = try periods.duration(phase.period)
            return try FormatError.catchingPhrase { () throws(PhraseError) in
                try phrases.upFrontPhase(price: price, duration: duration, isFirst: false)
            }
        case .cycles:
            let duration = try periods.duration(phase.totalDuration ?? phase.period)
            let perPeriod = try periods.price(formatted: price, per: phase.period, width: width)
            return try FormatError.catchingPhrase { () throws(PhraseError) in
                try phrases.recurringPhase(pricePerPeriod: perPeriod, duration: duration)
            }
        case .once:
            let duration = try periods.duration(phase.period)
            return try FormatError.catchingPhrase { () throws(PhraseError) in
                try phrases.upFrontPhase(price: price, duration: duration, isFirst: isFirst)
            }
        }
    }

    /// "50% off for 3 months": a phase stated as a share off the regular price (a Google Play offer phase),
    /// the share written by ICU's percent formatter, the duration as the other phases write theirs.
    private func discountPhase(_ phase: PricingPhase) throws(FormatError) -> String {
        let fraction = phase.relativeDiscount ?? 0
        let percent = try FormatError.catchingICU { () throws(ICUError) in
            try PercentFormatter(locale: locale, numberingSystem: prices.numberingSystem).format(fraction: fraction)
        }
        let duration = try periods.duration(phase.totalDuration ?? phase.period)
        return try FormatError.catchingPhrase { () throws(PhraseError) in try phrases.discountPhase(percent: percent, duration: duration) }
    }

    /// The price per period of the regular phase ("$9.99 per month", "29,99 € tous les 3 mois").
    func regularPrice(_ phase: PricingPhase) throws(FormatError) -> String {
        let price = try FormatError.catchingICU { () throws(ICUError) in try prices.format(phase.price) }
        return try periods.price(formatted: price, per: phase.period, width: width)
    }

    /// The auto-renewal disclosure App Review Guideline 3.1.2 asks for: what is charged and when, the
    /// price and length of each period, renewal until cancelled, and how to cancel.
    ///
    /// ```swift
    /// let offer = try Offer(kind: .introductory, phases: [.regular(Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M"))])
    /// try OfferFormatter(locale: LocaleID("en_US")).disclosure(for: offer)
    /// // "Payment is charged to your account when you confirm the purchase. The subscription renews …"
    /// ```
    /// - Throws: `OfferError.noRegularPhase` when the offer does not end with the regular price;
    ///   `OfferError.format` when a price or phrase cannot be written.
    public func disclosure(for offer: Offer) throws(OfferError) -> String {
        try disclosure(for: offer, committedPayments: nil, cancellation: .appStore)
    }

    /// The auto-renewal disclosure of a plan with a commitment, or on another store's paywall: as
    /// ``disclosure(for:)``, with the commitment's sentence before the renewal sentence when
    /// `committedPayments` is given and the plan bills monthly, and the store's cancellation sentence.
    ///
    /// ```swift
    /// let monthly = try Offer(kind: .introductory, phases: [.regular(Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M"))])
    /// try OfferFormatter(locale: LocaleID("en_US")).disclosure(for: monthly, committedPayments: 12, cancellation: .googlePlay)
    /// // "Payment is charged to your account when you confirm the purchase. You commit to 12 monthly payments of $9.99; …"
    /// ```
    /// - Parameters:
    ///   - offer: The phases, ending with the regular price.
    ///   - committedPayments: How many monthly payments the customer commits to (a Google Play installment
    ///     plan, the App Store's monthly billing with a 12-month commitment); nil for none.
    ///   - cancellation: Which store's cancellation sentence ends the disclosure.
    /// - Throws: as ``disclosure(for:)``.
    public func disclosure(for offer: Offer, committedPayments: Int?, cancellation: Cancellation) throws(OfferError) -> String {
        guard let regular = offer.regularPhase else { throw .noRegularPhase }
        do {
            let pricePerPeriod = try regularPrice(regular)
            let cancel =
                switch cancellation {
                case .appStore: try phrases.cancellation(hours: Self.cancellationHours)
                case .googlePlay: try FormatError.catchingPhrase { () throws(PhraseError) in try phrases.googlePlayCancellation() }
                }
            let commitment = try commitmentSentence(regular, payments: committedPayments)
            return try FormatError.catchingPhrase { () throws(PhraseError) in
                var renewal = try phrases.renewal(pricePerPeriod: pricePerPeriod, afterOffer: !offer.offerPhases.isEmpty)
                if let commitment { renewal = commitment + (try phrases.sentenceSeparator()) + renewal }
                // Nothing is charged at purchase when the offer starts free: the first charge ends the trial.
                let startsFree = !offer.offerPhases.isEmpty && offer.startsWithFreeTrial
                let charge = try phrases.text(startsFree ? .disclosureChargeAfterTrial : .disclosureCharge, [:])
                // Each language joins its sentences its own way (no space after "。" in ja and zh).
                return try phrases.disclosure(charge: charge, renewal: renewal, cancel: cancel)
            }
        } catch {
            throw .format(error)
        }
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

    private func chain(_ phases: [PricingPhase]) throws(FormatError) -> String {
        var text = ""
        for (index, item) in phases.enumerated() {
            let next = try phase(item, isFirst: index == 0)
            text =
                index == 0 ? next : try FormatError.catchingPhrase { () throws(PhraseError) in try phrases.then(first: text, next: next) }
        }
        return text
    }
}
