/// One method per phrase with placeholders: each fills exactly the placeholders its phrase uses.
extension Phrasebook {
    /// "{price} every {count} days" for the week, month or year of a unit.
    func price(_ price: String, every count: Int, _ unit: PeriodUnit) throws(FormatError) -> String {
        try text(.priceEvery(unit), count: count, [.price: price])
    }

    /// "{price} per month", where a language overrides CLDR's per-unit pattern (`has(.pricePer(unit))`).
    func price(_ price: String, per unit: PeriodUnit) throws(PhraseError) -> String {
        try text(.pricePer(unit), [.price: price])
    }

    /// "{price}/mo": the compact price per period of one unit.
    func compactPrice(_ price: String, per unit: PeriodUnit) throws(PhraseError) -> String {
        try text(.priceCompact(unit), [.price: price])
    }

    /// "{price}/{count} mo": the compact price per period of several units.
    func compactPrice(_ price: String, every count: Int, _ unit: PeriodUnit) throws(FormatError) -> String {
        try text(.priceCompactEvery(unit), count: count, [.price: price])
    }

    /// "every {count} months".
    func every(_ count: Int, _ unit: PeriodUnit) throws(FormatError) -> String {
        try text(.every(unit), count: count)
    }

    /// "every month": a period of exactly one unit, without the numeral the plural phrase may need
    /// (zh «每1个月», ru «раз в 1 месяц»).
    func everyOne(_ unit: PeriodUnit) throws(PhraseError) -> String {
        try text(.everyOne(unit), [:])
    }

    /// "{count} months", where a language overrides CLDR's duration (`has(.duration(unit))`).
    func duration(_ count: Int, _ unit: PeriodUnit) throws(FormatError) -> String {
        try text(.duration(unit), count: count)
    }

    /// "{duration} free".
    func freePhase(duration: String) throws(PhraseError) -> String {
        try text(.phaseFree, [.duration: duration])
    }

    /// "{pricePerPeriod} for {duration}".
    func recurringPhase(pricePerPeriod: String, duration: String) throws(PhraseError) -> String {
        try text(.phaseRecurring, [.pricePerPeriod: pricePerPeriod, .duration: duration])
    }

    /// "{percent} off for {duration}": a phase stated as a share off the regular price (Google Play).
    func discountPhase(percent: String, duration: String) throws(PhraseError) -> String {
        try text(.phaseDiscount, [.percent: percent, .duration: duration])
    }

    /// "{price} for the first month": a pay-as-you-go phase of one period of one unit, as Apple's
    /// purchase sheet says it (not "$4.99 per month for 1 month").
    func firstPeriodPhase(price: String, unit: PeriodUnit) throws(PhraseError) -> String {
        try text(.recurringOnce(unit), [.price: price])
    }

    /// "{price} up front for {duration}", worded for the first phase or a later one.
    func upFrontPhase(price: String, duration: String, isFirst: Bool) throws(PhraseError) -> String {
        try text(isFirst ? .phaseUpFront : .phaseUpFrontLater, [.price: price, .duration: duration])
    }

    /// "{first}, then {next}".
    func then(first: String, next: String) throws(PhraseError) -> String {
        try text(.then, [.first: first, .next: next])
    }

    /// "{offer} (then {regular})": an offer with the regular price in parentheses.
    func compactOffer(_ offer: String, regular: String) throws(PhraseError) -> String {
        try text(.compact, [.offer: offer, .regular: regular])
    }

    /// The disclosure's renewal sentence with the regular price per period, worded for after an offer
    /// or for a plan without one.
    func renewal(pricePerPeriod: String, afterOffer: Bool) throws(PhraseError) -> String {
        try text(afterOffer ? .disclosureRenewalAfterOffer : .disclosureRenewal, [.pricePerPeriod: pricePerPeriod])
    }

    /// The disclosure's sentence on cancelling at least `hours` hours before the period ends.
    func cancellation(hours: Int) throws(FormatError) -> String {
        let hours = try FormatError.catchingICU { () throws(ICUError) in try number(hours) }
        return try FormatError.catchingPhrase { () throws(PhraseError) in try text(.disclosureCancel, [.hours: hours]) }
    }

    /// The disclosure's sentence on cancelling a Google Play subscription (no 24-hour rule; where to cancel).
    func googlePlayCancellation() throws(PhraseError) -> String {
        try text(.disclosureCancelGooglePlay, [:])
    }

    /// "You commit to {count} monthly payments of {price}; …": the disclosure's sentence of a commitment plan.
    func commitmentDisclosure(payments: Int, price: String) throws(FormatError) -> String {
        try text(.disclosureCommitment, count: payments, [.price: price])
    }

    /// "{count}-month commitment, billed monthly": the line under a monthly commitment plan's price.
    func monthlyCommitment(payments: Int) throws(FormatError) -> String {
        try text(.commitmentMonth, count: payments)
    }

    /// "{store} preview": the label naming the store whose paywall a preview page shows; `store` is the
    /// store's brand name ("Google Play"), never translated.
    package func storePreview(store: String) throws(PhraseError) -> String {
        try text(.storePreview, [.store: store])
    }

    /// "Prepaid, doesn't renew automatically": the line under a Google Play prepaid plan's price.
    package func prepaid() throws(PhraseError) -> String {
        try text(.prepaid, [:])
    }

    /// The text that joins two sentences of the disclosure in the language: what its paragraph has between
    /// `{charge}` and `{renewal}` (a space, nothing in ja and zh).
    func sentenceSeparator() throws(PhraseError) -> String {
        let paragraph = try template(.disclosureParagraph)
        guard let charge = paragraph.firstRange(of: "{charge}"), let renewal = paragraph.firstRange(of: "{renewal}"),
            charge.upperBound <= renewal.lowerBound
        else { return " " }
        return String(paragraph[charge.upperBound..<renewal.lowerBound])
    }

    /// The disclosure's sentences joined as the language joins sentences.
    func disclosure(charge: String, renewal: String, cancel: String) throws(PhraseError) -> String {
        try text(.disclosureParagraph, [.charge: charge, .renewal: renewal, .cancel: cancel])
    }

    /// "That's {pricePerPeriod}": a longer plan's price per month, under its price.
    /// - Parameter pricePerPeriod: the formatted price per period ("4,99 € par mois").
    /// - Throws: `PhraseError` when the language has no text for it.
    public func equivalent(pricePerPeriod: String) throws(PhraseError) -> String {
        try text(.equivalent, [.pricePerPeriod: pricePerPeriod])
    }

    /// "Save {percent}": a plan's saving against the reference plan, as a badge.
    /// - Parameter percent: the formatted percent ("58 %", from `PercentFormatter`).
    /// - Throws: `PhraseError` when the language has no text for it.
    public func saving(percent: String) throws(PhraseError) -> String {
        try text(.save, [.percent: percent])
    }

    /// The plan label of a billing period ("Monthly", "Jährlich", "Ежеквартально"): P1D, P1W, P1M, P3M
    /// and P1Y (also spelt P7D, P12M) have a reviewed label; other periods have none (nil), and callers
    /// write `PeriodFormatter.every(_:)` ("every 6 months") instead. A one-time purchase that never
    /// expires is `text(.lifetime)`.
    ///
    /// ```swift
    /// let german = try Phrasebook(locale: LocaleID("de_DE"))
    /// try german.periodly(SubscriptionPeriod("P1Y"))  // "Jährlich"
    /// try german.periodly(SubscriptionPeriod("P6M"))  // nil
    /// ```
    /// - Throws: `PhraseError` when the language has no text for it.
    public func periodly(_ period: SubscriptionPeriod) throws(PhraseError) -> String? {
        let normalized = period.normalized
        let key: PhraseKey? =
            switch (normalized.value, normalized.unit) {
            case (1, .day): .periodlyDay
            case (1, .week): .periodlyWeek
            case (1, .month): .periodlyMonth
            case (3, .month): .periodlyQuarter
            case (1, .year): .periodlyYear
            default: nil
            }
        return try key.map { key throws(PhraseError) in try text(key, [:]) }
    }
}
