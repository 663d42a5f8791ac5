/// Pricing phases written as `PRICE:PERIOD[:COUNT]`, as `catalog-site offer --phase` takes them.
///
/// `PRICE` is `free` or a plain decimal, `PERIOD` an ISO 8601 period, and `COUNT` a number of billing
/// periods from 1 to 120, `once` (one payment covering the period: pay up front) or `forever` (the
/// regular price). Without `COUNT` the last phase is the regular price and earlier phases bill once.
///
/// ```swift
/// let usd = try Currency("USD")
/// try PricingPhase.phases(specs: ["free:P1W", "1.99:P1M:3", "9.99:P1M"], currency: usd)
/// // a one-week free trial, $1.99 each month 3 times, then $9.99 per month
/// ```
extension PricingPhase {
    /// Reads an offer's phases, each written as `PRICE:PERIOD[:COUNT]`, in order.
    /// - Parameters:
    ///   - specs: the phases as written, e.g. `free:P1W`, `1.99:P1M:3`, `29.99:P6M:once`, `9.99:P1M`.
    ///     The last one without a count is the regular price; any other without a count bills once.
    ///   - currency: the currency of the prices.
    /// - Returns: the phases in the order given.
    /// - Throws: `OfferError` for the first phase that cannot be read, saying which part is wrong
    ///   (`.invalidPrice` and `.invalidPeriod` carry the price's or period's own error).
    public static func phases(specs: [String], currency: Currency) throws(OfferError) -> [PricingPhase] {
        var phases: [PricingPhase] = []
        for (index, spec) in specs.enumerated() {
            phases.append(try PricingPhase(spec: spec, currency: currency, withoutCount: index == specs.count - 1 ? .infinite : .cycles(1)))
        }
        return phases
    }

    /// Reads one phase; `withoutCount` is its recurrence when the spec gives no count.
    private init(spec: String, currency: Currency, withoutCount: Recurrence) throws(OfferError) {
        let parts = spec.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || parts.count == 3 else {
            throw .malformedPhase(spec)
        }
        let price: Money
        do { price = parts[0].lowercased() == "free" ? Money(zeroIn: currency) : try Money(parts[0], currency: currency) } catch {
            throw .invalidPrice(error)
        }
        let period: SubscriptionPeriod
        do { period = try SubscriptionPeriod(parts[1]) } catch { throw .invalidPeriod(error) }
        let recurrence: Recurrence
        switch parts.count == 3 ? parts[2].lowercased() : nil {
        case nil: recurrence = withoutCount
        case "once": recurrence = .once
        case "forever": recurrence = .infinite
        case let count?:
            guard let cycles = Int(count), cycles >= 1, cycles <= 120 else {
                throw .invalidCount(count, phase: spec)
            }
            // The phase's whole duration must be a period too.
            do { _ = try period.repeated(cycles) } catch { throw .invalidPeriod(error) }
            recurrence = .cycles(cycles)
        }
        try self.init(price: price, period: period, recurrence: recurrence)
    }
}
