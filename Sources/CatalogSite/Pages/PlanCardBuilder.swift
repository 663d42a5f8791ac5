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
            context: Context(catalog: catalogKey, storefront: storefront, locale: resources.locale, reference: reference?.id),
            product: product.id, isHighlighted: product.id == highlight)
        return try caches.plans.value(for: key) { () throws -> BuiltPlan in try make(product) }
    }

    /// What every card of a page shares, besides the catalog's data: the catalog (its place in the build),
    /// the storefront whose prices it shows, the locale, and the plan savings are stated against.
    struct Context: Hashable, Sendable {
        /// The catalog's position in the build.
        let catalog: Int
        /// The storefront whose prices the cards show.
        let storefront: Region
        /// The page's locale.
        let locale: LocaleID
        /// The product ID of the plan savings are stated against, if any.
        let reference: String?
    }

    /// A card under construction, and the review notes found so far.
    private struct Draft {
        var plan: PlanViewModel
        var notes: [ReviewNote] = []

        /// The one place a card is made.
        func built(offerPhases: [PricingPhase]? = nil) -> BuiltPlan { BuiltPlan(plan: plan, offerPhases: offerPhases, notes: notes) }
    }

    private func make(_ product: Product) throws -> BuiltPlan {
        var draft = self.draft(of: product)
        // The store limit is about the real name, not the longer pseudo-locale text made from it.
        if draft.plan.name.count > 30, resources.pseudo == nil { draft.notes.append(.nameTooLong(draft.plan.name)) }
        if TextBox.planName.overflows(draft.plan.name) { draft.notes.append(.planNameOverflows(draft.plan.name)) }
        draft.plan.badge = product.id == highlight ? resources.labels.bestValue : nil
        guard let price = product.prices[storefront] else {
            draft.notes.append(.noPrice(product: product.id, storefront: storefront.code))
            return draft.built()
        }
        draft.plan.price = try resources.prices.format(price)
        draft.plan.pricePerPeriod = draft.plan.price
        switch product.type {
        case .consumable:
            break
        case .nonConsumable where draft.plan.description == nil:
            (draft.plan.description, draft.plan.descriptionLanguage) = (resources.labels.oneTimePurchase, resources.phrasesLanguage)
        case .nonConsumable:
            break
        case .nonRenewing:
            draft.plan.equivalent = try product.period.map { try resources.periods.duration($0) }
            if product.isPrepaid(in: catalog) { draft.plan.billingTerms = try resources.phrases.prepaid() }
        case .autoRenewable:
            if let period = product.period { return try subscription(product, draft, price: price, period: period) }
        }
        return draft.built()
    }

    /// The name and description in the best translation for the page; text from a translation in another
    /// language says so (an ID or a label of ours does not).
    private func draft(of product: Product) -> Draft {
        var draft = Draft(plan: PlanViewModel(productID: product.id, name: product.id, phrasesLanguage: resources.phrasesLanguage))
        let locale = resources.locale
        if let (used, isFallback) = caches.translation(
            of: .product(product.id), among: product.localizations.keys, for: locale, in: catalog, catalogKey: catalogKey),
            let localization = product.localizations[used]
        {
            let language = TextLanguage(of: used, onPageIn: locale)
            if let name = localization.displayName.nonEmpty {
                (draft.plan.name, draft.plan.nameLanguage) = (resources.text(name), language)
            }
            if let description = localization.description.nonEmpty {
                (draft.plan.description, draft.plan.descriptionLanguage) = (resources.text(description), language)
            }
            if isFallback {
                draft.notes.append(
                    .nameFallback(product: product.id, page: locale.languageTag, used: used.languageTag, name: draft.plan.name))
            }
        }
        return draft
    }

    /// A subscription's card: its price per period, its offer, its per-month equivalent and its saving.
    /// - Parameter draft: The card so far, its price formatted as a one-time price.
    private func subscription(_ product: Product, _ draft: Draft, price: Money, period: SubscriptionPeriod) throws -> BuiltPlan {
        var draft = draft
        let phases = product.introductoryPhases(in: storefront)
        let regular = product.regularPhase(in: storefront)
        if phases == nil || regular == nil, product.shownOffer != nil {
            draft.notes.append(.offerWithoutPrice(product: product.id, storefront: storefront.code))
        }
        let derived = try derivedPrices(product, price: price, period: period)
        let key = SubscriptionTexts.Key(
            locale: resources.locale, price: price, priceText: price.description, period: period,
            commitment: product.commitment?.payments, offerPhases: phases.flatMap { phases in regular.map { phases + [$0] } },
            perMonth: derived.perMonth,
            perMonthText: derived.perMonth?.description, savingPercent: derived.savingPercent)
        let texts = try caches.subscriptionTexts.value(for: key) { () throws -> SubscriptionTexts.Value in
            let month = try SubscriptionPeriod(value: 1, unit: .month)
            // A commitment plan's price line says for how many payments ("$9.99 per month for 12 months").
            return SubscriptionTexts.Value(
                pricePerPeriod: try key.commitment.map { payments in
                    try resources.offers.commitmentPrice(price, every: period, payments: payments)
                } ?? resources.periods.price(formatted: draft.plan.price, per: period),
                billingTerms: try key.commitment.flatMap { payments in try resources.offers.commitment(payments: payments, every: period) },
                offer: try key.offerPhases.map { try resources.offers.sentence(for: $0) },
                compactOffer: try key.offerPhases.map { try resources.compactOffers.sentence(for: $0) },
                equivalent: try derived.perMonth.map { perMonth in
                    try resources.phrases.equivalent(
                        pricePerPeriod: resources.periods.price(formatted: resources.derivedPrices.format(derived: perMonth), per: month))
                },
                saving: try derived.savingPercent.map { percent in
                    try resources.phrases.saving(percent: resources.percent.format(percent))
                })
        }
        (draft.plan.pricePerPeriod, draft.plan.offerSentence, draft.plan.compactOfferSentence) = (
            texts.pricePerPeriod, texts.offer, texts.compactOffer
        )
        (draft.plan.equivalent, draft.plan.saving, draft.plan.billingTerms) = (texts.equivalent, texts.saving, texts.billingTerms)
        draft.plan.equivalentLanguage = resources.phrasesLanguage
        draft.plan.pricePerPeriodLanguage =
            product.commitment == nil && resources.periods.cldrPricePattern(per: period) != nil ? nil : resources.phrasesLanguage
        if let badge = draft.plan.badge, TextBox.badge.overflows(badge) { draft.notes.append(.badgeOverflows(badge)) }
        return draft.built(offerPhases: phases)
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
            let percent = comparable ? product.savingPercent(against: reference, in: storefront) : nil
            return DerivedPrices.Value(perMonth: perMonth, savingPercent: percent)
        }
    }
}
