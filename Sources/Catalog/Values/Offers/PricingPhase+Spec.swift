/// A pricing phase written as `PRICE:PERIOD[:COUNT]`, as `catalog-site offer --phase` takes it.
///
/// `PRICE` is `free` or a plain decimal, `PERIOD` an ISO 8601 period, and `COUNT` a number of billing
/// periods from 1 to 120, `once` (one payment covering the period: pay up front) or `forever` (the
/// regular price). Without `COUNT` the last phase is the regular price and earlier phases bill once.
///
/// ```swift
/// let usd = try Currency("USD")
/// try PricingPhase(spec: "1.99:P1M:3", currency: usd, isLast: false)   // $1.99 each month, 3 times
/// try PricingPhase(spec: "free:P1W", currency: usd, isLast: false)     // a one-week free trial
/// ```
extension PricingPhase {
    /// Reads a phase written as `PRICE:PERIOD[:COUNT]`.
    /// - Parameters:
    ///   - spec: the phase as written, e.g. `free:P1W`, `1.99:P1M:3`, `29.99:P6M:once`.
    ///   - currency: the currency of the price.
    ///   - isLast: whether this is the offer's last phase (then no count means open-ended).
    /// - Throws: `OfferError`, `AmountError` or `PeriodError`, saying which part is wrong.
    public init(spec: String, currency: Currency, isLast: Bool) throws {
        let parts = spec.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || parts.count == 3 else {
            throw OfferError.malformedPhase(spec)
        }
        let price = parts[0].lowercased() == "free" ? try Money(amount: 0, currency: currency) : try Money(parts[0], currency: currency)
        let period = try SubscriptionPeriod(parts[1])
        let recurrence: Recurrence
        switch parts.count == 3 ? parts[2].lowercased() : nil {
        case nil: recurrence = isLast ? .infinite : .cycles(1)
        case "once": recurrence = .once
        case "forever": recurrence = .infinite
        case let count?:
            guard let cycles = Int(count), cycles >= 1, cycles <= 120 else {
                throw OfferError.invalidCount(count, phase: spec)
            }
            _ = try period.repeated(cycles)  // the phase's whole duration must be a period too
            recurrence = .cycles(cycles)
        }
        try self.init(price: price, period: period, recurrence: recurrence)
    }
}
