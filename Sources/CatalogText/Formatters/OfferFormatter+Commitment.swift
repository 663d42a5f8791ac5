extension OfferFormatter {
    /// The line under a commitment plan's price: "12-month commitment, billed monthly" for a plan billed
    /// every month; nil for other billing periods, whose price line ("$29.99 every 3 months for 12 months",
    /// ``commitmentPrice(_:every:payments:)``) says it alone.
    ///
    /// ```swift
    /// try OfferFormatter(locale: LocaleID("de_DE")).commitment(payments: 12, every: SubscriptionPeriod("P1M"))
    /// ```
    /// - Throws: `FormatError` when the phrase cannot be written.
    public func commitment(payments: Int, every period: SubscriptionPeriod) throws(FormatError) -> String? {
        guard Self.isMonthly(period) else { return nil }
        return try phrases.monthlyCommitment(payments: payments)
    }

    /// A commitment plan's price line: the price per period for the committed payments, as a
    /// pay-as-you-go phase reads ("$9.99 per month for 12 months").
    ///
    /// ```swift
    /// try OfferFormatter(locale: LocaleID("en_US")).commitmentPrice(Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M"), payments: 12)
    /// // "$9.99 per month for 12 months"
    /// ```
    /// - Throws: `OfferError.noCycles` for fewer than one payment; `OfferError.format` when a price or
    ///   phrase cannot be written.
    public func commitmentPrice(_ price: Money, every period: SubscriptionPeriod, payments: Int) throws(OfferError) -> String {
        let phase = try PricingPhase.payAsYouGo(price, every: period, count: payments)
        do { return try self.phase(phase) } catch { throw .format(error) }
    }

    /// The disclosure's commitment sentence for the regular phase ("You commit to 12 monthly payments of
    /// $9.99; …"), or nil without a commitment or for a plan not billed monthly (the phrase speaks of
    /// monthly payments).
    func commitmentSentence(_ regular: PricingPhase, payments: Int?) throws(FormatError) -> String? {
        guard let payments, Self.isMonthly(regular.period) else { return nil }
        let price = try FormatError.catchingICU { () throws(ICUError) in try prices.format(regular.price) }
        return try phrases.commitmentDisclosure(payments: payments, price: price)
    }

    /// Whether a period is one month.
    private static func isMonthly(_ period: SubscriptionPeriod) -> Bool {
        let normalized = period.normalized
        return normalized.value == 1 && normalized.unit == .month
    }
}
