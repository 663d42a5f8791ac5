import Catalog

/// Builds the plan cards of a page: each product's name and description in the page's language, its
/// price as its type shows it, and for subscriptions the offer, the per-month equivalent and the saving.
///
/// A card is built once per (plan, storefront, locale, reference plan, highlight) and shared by the
/// paywall variants and pages that show the same card.
struct PlanCardBuilder {
    let catalog: ProductCatalog
    let catalogKey: Int
    /// The paywall's highlighted product, whose card has the badge.
    let highlight: String?
    let resources: LocaleResources
    let caches: BuildCaches
    let storefront: Region
    /// The plan savings are stated against: the monthly plan, else the shortest.
    let reference: Product?

    /// A product's card, its offer's phases and its review notes.
    func card(for product: Product) throws -> BuiltPlan {
        let key = PlanKey(
            catalog: catalogKey, product: product.id, storefront: storefront.code, locale: resources.locale, reference: reference?.id,
            isHighlighted: product.id == highlight)
        return try caches.plans.value(for: key) { () throws -> BuiltPlan in try make(product) }
    }

    /// The card's name and description and the languages they are in, when not the page's.
    private struct Text {
        var name: String
        var description: String?
        var nameLanguage: TextLanguage?
        var descriptionLanguage: TextLanguage?
    }

    private func make(_ product: Product) throws -> BuiltPlan {
        var notes: [ReviewNote] = []
        let text = self.text(of: product, notes: &notes)
        if text.name.count > 30 { notes.append(.nameTooLong(text.name)) }
        if TextBox.planName.overflows(text.name) { notes.append(.planNameOverflows(text.name)) }
        let badge = product.id == highlight ? resources.labels.bestValue : nil
        guard let price = product.prices[storefront] else {
            notes.append(.noPrice(product: product.id, storefront: storefront.code))
            return BuiltPlan(plan: card(text, price: "—", badge: badge), offerPhases: nil, notes: notes)
        }
        let formatted = try resources.prices.format(price)
        switch product.type {
        case .consumable:
            return BuiltPlan(plan: card(text, price: formatted, badge: badge), offerPhases: nil, notes: notes)
        case .nonConsumable:
            var text = text
            text.description = text.description ?? resources.labels.oneTimePurchase
            return BuiltPlan(plan: card(text, price: formatted, badge: badge), offerPhases: nil, notes: notes)
        case .nonRenewing:
            let duration = try product.period.map { try resources.periods.duration($0) }
            return BuiltPlan(plan: card(text, price: formatted, equivalent: duration, badge: badge), offerPhases: nil, notes: notes)
        case .autoRenewable:
            guard let period = product.period else {
                return BuiltPlan(plan: card(text, price: formatted, badge: badge), offerPhases: nil, notes: notes)
            }
            return try subscription(product, text: text, price: (price, formatted), period: period, badge: badge, notes: notes)
        }
    }

    /// The name and description in the best translation for the page; text from a translation in another
    /// language says so (an ID or a label of ours does not).
    private func text(of product: Product, notes: inout [ReviewNote]) -> Text {
        var text = Text(name: product.id)
        let locale = resources.locale
        if let (used, isFallback) = caches.translation(
            of: .product(product.id), among: product.localizations.keys, for: locale, in: catalog, catalogKey: catalogKey),
            let localization = product.localizations[used]
        {
            let language = TextLanguage(of: used, onPageIn: locale)
            if let name = localization.displayName.nonEmpty { (text.name, text.nameLanguage) = (name, language) }
            if let description = localization.description.nonEmpty {
                (text.description, text.descriptionLanguage) = (description, language)
            }
            if isFallback {
                notes.append(.nameFallback(product: product.id, page: locale.languageTag, used: used.languageTag, name: text.name))
            }
        }
        return text
    }

    /// A subscription's card: its price per period, its offer, its per-month equivalent and its saving.
    private func subscription(
        _ product: Product, text: Text, price: (amount: Money, formatted: String), period: SubscriptionPeriod, badge: String?,
        notes: [ReviewNote]
    ) throws -> BuiltPlan {
        var notes = notes
        let perPeriod = try resources.periods.price(price.formatted, per: period)
        var offerSentence: String?
        let phases = product.introductoryPhases(in: storefront)
        if let phases, let regular = product.regularPhase(in: storefront) {
            offerSentence = try resources.offers.sentence(for: phases + [regular])
        } else if product.introductoryOffer != nil {
            notes.append(.offerWithoutPrice(product: product.id, storefront: storefront.code))
        }
        let derived = try derivedPrices(product, price: price.amount, period: period)
        let month = try SubscriptionPeriod(value: 1, unit: .month)
        let equivalent = try derived.perMonth.map { perMonth in
            try resources.phrases.equivalent(
                pricePerPeriod: resources.periods.price(resources.derivedPrices.format(perMonth), per: month))
        }
        let saving = try derived.savingPercent.map { percent in
            try resources.phrases.saving(percent: resources.percent.format(percent))
        }
        if let badge, TextBox.badge.overflows(badge) { notes.append(.badgeOverflows(badge)) }
        let plan = card(text, price: perPeriod, offer: offerSentence, equivalent: equivalent, saving: saving, badge: badge)
        return BuiltPlan(plan: plan, offerPhases: phases, notes: notes)
    }

    /// The per-month price of a plan longer than a month, and its saving against the reference plan when
    /// that is shorter; computed once per storefront for every locale.
    private func derivedPrices(_ product: Product, price: Money, period: SubscriptionPeriod) throws -> DerivedPrices.Value {
        let month = try SubscriptionPeriod(value: 1, unit: .month)
        let referencePrice = reference.flatMap { $0.prices[storefront] }
        let comparable =
            reference != nil && reference?.id != product.id && referencePrice != nil
            && (reference?.period.map { period.isLonger(than: $0) } ?? true)
        let key = DerivedPrices.Key(
            catalog: catalogKey, product: product.id, reference: comparable ? reference?.id : nil, storefront: storefront.code)
        return try caches.derivedPrices.value(for: key) { () throws -> DerivedPrices.Value in
            let perMonth =
                period.isLonger(than: month)
                ? try price.converted(per: period, to: .month, rounding: .down) : nil
            var percent: Int?
            if comparable, let referencePrice, let referencePeriod = reference?.period {
                percent = price.savingPercent(per: period, against: referencePrice, per: referencePeriod)
            }
            return DerivedPrices.Value(perMonth: perMonth, savingPercent: percent)
        }
    }

    /// The one place a card is made.
    private func card(
        _ text: Text, price: String, offer: String? = nil, equivalent: String? = nil, saving: String? = nil, badge: String?
    ) -> PlanViewModel {
        PlanViewModel(
            name: text.name, description: text.description, pricePerPeriod: price, offerSentence: offer, equivalent: equivalent,
            saving: saving, badge: badge, isHighlighted: badge != nil, nameLanguage: text.nameLanguage,
            descriptionLanguage: text.descriptionLanguage)
    }
}
