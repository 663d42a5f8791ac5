extension CopyVariables {
    /// What a plan offers in a storefront, before anything is written: which variables exist and their
    /// numbers. `CopyVariables.names(for:storefront:reference:)` and the values share it, so lint and
    /// pages agree on what a plan can give.
    struct Facts {
        let plan: Product
        let isEligible: Bool
        /// The plan's price in the storefront.
        let price: Money?
        /// The billing period of a subscription, or the length of a non-renewing one.
        let period: SubscriptionPeriod?
        /// The introductory offer's phases here, for customers who get it.
        let offerPhases: [PricingPhase]?
        let regular: PricingPhase?
        let savingPercent: Int?

        init(plan: Product, storefront: Region, reference: Product?, isEligible: Bool) {
            self.plan = plan
            self.isEligible = isEligible
            price = plan.prices[storefront]
            period = plan.type == .autoRenewable || plan.type == .nonRenewing ? plan.period : nil
            offerPhases = isEligible ? plan.introductoryPhases(in: storefront) : nil
            regular = plan.regularPhase(in: storefront)
            savingPercent = plan.type == .autoRenewable ? plan.savingPercent(against: reference, in: storefront) : nil
        }

        var isSubscription: Bool { plan.type == .autoRenewable && period != nil && price != nil }
        var trial: PricingPhase? { offerPhases?.first(where: \.isFree) }
        /// The offer's first paid phase.
        var paid: PricingPhase? { offerPhases?.first { !$0.isFree } }

        /// The variables with a value; `productName` and `appName` depend on the caller.
        var names: Set<Name> {
            Set(Name.allCases.filter(has))
        }

        private func has(_ name: Name) -> Bool {
            switch name {
            case .price: price != nil
            case .pricePerPeriod, .pricePerDay, .pricePerWeek, .pricePerMonth, .pricePerYear: isSubscription
            case .period: plan.type == .autoRenewable && period?.normalized.value == 1
            case .duration: period != nil
            case .offer: offerPhases != nil && regular != nil
            case .offerPrice: paid != nil
            case .offerDuration: (paid ?? trial)?.totalDuration != nil
            case .offerPeriods: (paid ?? trial) != nil
            case .trialDuration: trial?.totalDuration != nil
            case .saving: savingPercent != nil
            case .productName, .appName: false
            case .periodly, .periodlyLabel: (plan.type == .autoRenewable && period != nil) || plan.type == .nonConsumable
            case .eligible: true
            case .trialDays, .savingPercent, .periodInDays, .periodInWeeks, .periodInMonths, .periodInYears: number(name) != nil
            }
        }

        /// A number variable's value.
        func number(_ name: Name) -> Int? {
            switch name {
            case .trialDays: trial?.totalDuration?.count(in: .day)
            case .offerPeriods:
                (paid ?? trial).map { phase in
                    if case .cycles(let count) = phase.recurrence { return count }
                    return 1
                }
            case .savingPercent: savingPercent
            case .periodInDays: period?.count(in: .day)
            case .periodInWeeks: period?.count(in: .week)
            case .periodInMonths: period?.count(in: .month)
            case .periodInYears: period?.count(in: .year)
            default: nil
            }
        }

        /// A text variable's value, written with the locale's formatters.
        func text(_ name: Name, productName: String?, appName: String?, _ formatters: Formatters) throws -> String? {
            let offers = formatters.offers
            switch name {
            case .price: return try price.map { try offers.prices.format($0) }
            case .pricePerPeriod:
                guard let price, let period else { return nil }
                return try offers.periods.price(price, per: period)
            case .pricePerDay: return try pricePer(.day, formatters)
            case .pricePerWeek: return try pricePer(.week, formatters)
            case .pricePerMonth: return try pricePer(.month, formatters)
            case .pricePerYear: return try pricePer(.year, formatters)
            case .period: return try period.map { try offers.periods.unitName($0.normalized.unit) }
            case .duration: return try period.map { try offers.periods.duration($0) }
            case .offer:
                guard let offerPhases, let regular else { return nil }
                return try offers.sentence(for: offerPhases + [regular])
            case .offerPrice: return try paid.map { try offers.prices.format($0.price) }
            case .offerDuration: return try (paid ?? trial)?.totalDuration.map { try offers.periods.duration($0) }
            case .trialDuration: return try trial?.totalDuration.map { try offers.periods.duration($0) }
            case .saving: return try savingPercent.map { try formatters.percent.format($0) }
            case .periodlyLabel:
                if plan.type == .nonConsumable { return try offers.phrases.text(.lifetime) }
                guard let period else { return nil }
                return try offers.phrases.periodly(period) ?? offers.periods.every(period)
            case .periodly:
                // The label lowered by the locale's case rules; other cadences' phrase is lower case already.
                if plan.type == .nonConsumable { return try formatters.locale.lowercased(offers.phrases.text(.lifetime)) }
                guard let period else { return nil }
                if let label = try offers.phrases.periodly(period) { return try formatters.locale.lowercased(label) }
                return try offers.periods.every(period)
            case .eligible: return isEligible ? "yes" : "no"
            case .productName: return productName
            case .appName: return appName
            default: return nil
            }
        }

        /// The price of one `unit`: the catalog price when the plan bills exactly one unit, else the
        /// derived price rounded down, as the plan cards write the per-month equivalent.
        private func pricePer(_ unit: PeriodUnit, _ formatters: Formatters) throws -> String? {
            guard let price, let period else { return nil }
            let one = try SubscriptionPeriod(value: 1, unit: unit)
            let amount =
                period.count(in: unit) == 1
                ? try formatters.offers.prices.format(price)
                : try formatters.derivedPrices.format(derived: price.converted(per: period, to: unit, rounding: .down))
            return try formatters.offers.periods.price(formatted: amount, per: one)
        }
    }
}
