import Catalog

/// Feeds text to the string parsers and formats whatever they accept.
///
/// The input is lines: a locale, a currency, an amount, a period, then `--phase` specs. Every line also
/// goes through every parser, so any line exercises all of them. Parsed values must read back as
/// themselves from their own spelling.
public enum StringsCheck {
    public static func run(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in lines.prefix(16) { parseEverything(line) }
        guard lines.count >= 4, let locale = try? LocaleID(lines[0]), let currency = try? Currency(lines[1]) else { return }
        let variant = text.utf8.count
        let money = try? Money(lines[2], currency: currency)
        let period = try? SubscriptionPeriod(lines[3])
        // The specs that read on their own, then read together (the last one without a count is regular).
        let specs = lines.dropFirst(4).prefix(5).filter { (try? PricingPhase.phases(specs: [$0], currency: currency)) != nil }
        let phases = (try? PricingPhase.phases(specs: specs, currency: currency)) ?? []
        let prices = PriceFormatter(
            locale: locale, display: pick(PriceFormatter.CurrencyDisplay.allCases, variant),
            rounding: pick(RoundingMode.allCases, variant / 4),
            precision: pick(PriceFormatter.Precision.allCases, variant / 32),
            zeroFraction: pick(PriceFormatter.ZeroFraction.allCases, variant / 64))
        let width = pick(UnitWidth.allCases, variant / 192)
        if let money {
            _ = try? prices.format(money)
            _ = try? prices.format(money.rounded(pick(RoundingMode.allCases, variant)))
        }
        if let period, let periods = try? PeriodFormatter(prices: prices) {
            _ = try? periods.duration(period, width: width)
            _ = try? periods.every(period)
            _ = try? periods.duration(period.normalized, width: width)
            if let money {
                _ = try? periods.price(money, per: period, width: width)
                for unit in PeriodUnit.allCases {
                    _ = try? money.converted(per: period, to: unit, rounding: pick(RoundingMode.allCases, variant))
                }
                if let percent = money.savingPercent(per: period, against: money, per: period.normalized) {
                    _ = try? PercentFormatter(locale: locale).format(percent)
                }
            }
        }
        if !phases.isEmpty, let offer = try? Offer(kind: pick(Offer.Kind.allCases, variant), phases: phases) {
            for style in [OfferFormatter.Style.sentence, .compact] {
                guard let formatter = try? OfferFormatter(prices: prices, width: width, style: style) else { continue }
                _ = try? formatter.sentence(for: offer)
                _ = try? formatter.disclosure(for: offer)
            }
        }
    }

    /// One line through every parser; what parses must read back from its own spelling.
    static func parseEverything(_ line: String) {
        if let usd = try? Currency("USD"), let money = try? Money(line, currency: usd) {
            let amount = money.amount
            FuzzCheck.require(
                (try? Money(amount.description, currency: usd)) == money, "amount \(amount) from \"\(line)\" does not read back")
        }
        if let currency = try? Currency(line) {
            FuzzCheck.require((try? Currency(currency.code)) == currency, "currency \(currency.code) does not read back")
            _ = currency.fractionDigits
        }
        _ = try? Currency(region: line)
        if let locale = try? LocaleID(line) {
            FuzzCheck.require((try? LocaleID(locale.identifier)) == locale, "locale \(locale) from \"\(line)\" does not read back")
            FuzzCheck.require((try? LocaleID(locale.languageTag)) != nil, "tag \(locale.languageTag) of \(locale) is refused")
            _ = locale.displayName()
            _ = locale.parent
            _ = locale.maximized
            _ = locale.likelyRegionLocale
        }
        if let period = try? SubscriptionPeriod(line) {
            FuzzCheck.require((try? SubscriptionPeriod(period.description)) == period, "period \(period) does not read back")
        }
        _ = try? NumberingSystem(line)
        if let usd = try? Currency("USD") {
            _ = try? PricingPhase.phases(specs: [line], currency: usd)  // last: no count means regular
            _ = try? PricingPhase.phases(specs: [line, "9.99:P1M"], currency: usd)  // earlier: no count bills once
        }
    }

    /// An element chosen by a number taken from the input.
    static func pick<T>(_ choices: [T], _ number: Int) -> T { choices[number % choices.count] }
}
