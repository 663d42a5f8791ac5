import Catalog

/// Builds the view model of one (paywall, locale) page: chooses the storefront and translations,
/// formats every price and sentence, and notes what a reviewer should know.
struct PageBuilder {
    let catalog: ProductCatalog
    let paywall: Paywall
    let resources: LocaleResources
    /// The paywall's language switcher entries, already rendered by the theme, and this page's position.
    let switcher: RenderedSwitcher
    let switcherPosition: Int
    /// What pages of this build share: equivalents, savings, translation fallbacks, plans, disclosures.
    let caches: BuildCaches
    let catalogKey: Int
    /// The catalog's lint findings about this paywall and its products.
    let findings: [FindingViewModel]

    /// The translation to show for this page's locale, among those available.
    private func translation(of subject: String, among available: some Collection<LocaleID>) -> (locale: LocaleID, isFallback: Bool)? {
        caches.fallbacks.value(for: FallbackKey(catalog: catalogKey, subject: subject, locale: resources.locale)) {
            FallbackResult(choice: resources.locale.bestMatch(among: available, source: catalog.sourceLocale))
        }.choice
    }

    /// Box widths of the default theme at 375 px, for overflow warnings.
    private enum Box {
        static let title = (font: 28.0, width: 343.0, lines: 3)
        static let planName = (font: 17.0, width: 311.0, lines: 2)
        static let button = (font: 17.0, width: 311.0, lines: 2)
        static let badge = (font: 12.0, width: 200.0, lines: 1)
    }

    /// The page and the review notes about it (also listed in the index).
    func build() throws -> (page: PageViewModel, storefront: Region, notes: [String]) {
        let locale = resources.locale
        let phrases = resources.phrases
        var notes: [String] = []
        if phrases.language.isFallback {
            notes.append(
                "Catalog has no \(locale.languageTag) phrases; buttons and sentences use \(phrases.language.tag) (tried \(phrases.language.tried.dropLast().joined(separator: ", ")))."
            )
        }
        let products = paywall.productIDs.compactMap(catalog.product)
        let storefront = chooseStorefront(for: products)
        if storefront != resources.impliedRegion {
            notes.append(
                "Not every plan has a price in the \(resources.impliedRegion?.code ?? "local") storefront; prices are from the \(storefront.code) storefront (\(storefront.currency?.code ?? "?"))."
            )
        }

        var copy: Paywall.Copy?, copyLanguage: TextLanguage?
        if let (used, isFallback) = translation(of: "copy:\(paywall.id)", among: paywall.copy.keys) {
            copy = paywall.copy[used]
            copyLanguage = TextLanguage(of: used, onPageIn: locale)
            if isFallback { notes.append("No \(locale.languageTag) copy for this paywall; title and features are \(used.languageTag).") }
        }
        let title = copy?.title.nonEmpty ?? catalog.name
        if TextFit.overflows(title, fontSize: Box.title.font, boxWidth: Box.title.width, lines: Box.title.lines) {
            notes.append("The title “\(title)” is likely to overflow at 375 px.")
        }

        // Savings are stated against the monthly plan, as customers compare; else the shortest plan.
        let priced = products.filter { $0.type == .autoRenewable && $0.prices[storefront] != nil }
        let reference =
            priced.first { $0.period?.normalized == (try? SubscriptionPeriod(value: 1, unit: .month)) }
            ?? priced.min { lhs, rhs in
                guard let left = lhs.period, let right = rhs.period else { return lhs.period == nil && rhs.period != nil }
                return right.isLonger(than: left)
            }
        var plans: [PlanViewModel] = []
        var firstOffer: (product: Product, phases: [PricingPhase])?
        for product in products {
            let (plan, offerPhases) = try self.plan(product, storefront: storefront, reference: reference, notes: &notes)
            plans.append(plan)
            if firstOffer == nil, let offerPhases { firstOffer = (product, offerPhases) }
        }
        let subscriptions = products.filter { $0.type == .autoRenewable }
        let featured =
            products.first { $0.id == paywall.highlight && $0.type == .autoRenewable } ?? firstOffer?.product ?? subscriptions.first
        let featuredOffer = featured.flatMap { product in
            firstOffer?.product.id == product.id ? firstOffer?.phases : offerPhases(product, storefront: storefront)
        }

        let sellsSubscriptions = !subscriptions.isEmpty
        let startsFree = featuredOffer?.first?.isFree ?? false
        let hasOffer = plans.contains { $0.offerSentence != nil }
        // A custom call to action never reaches customers who get no offer ("Start your trial" without a
        // trial): they see `callToActionWithoutOffer`, else the default. Without any offer on the paywall,
        // every customer is in that state and `callToAction` is the paywall's only button text.
        let defaultWithoutOffer = sellsSubscriptions ? resources.labels.subscribe : resources.labels.buy
        let customWithoutOffer = copy?.callToActionWithoutOffer?.nonEmpty
        let callWithOffer =
            copy?.callToAction?.nonEmpty
            ?? (sellsSubscriptions ? (startsFree ? resources.labels.startFreeTrial : resources.labels.subscribe) : resources.labels.buy)
        let callWithoutOffer = customWithoutOffer ?? (hasOffer ? nil : copy?.callToAction?.nonEmpty) ?? defaultWithoutOffer
        for call in (!hasOffer || callWithOffer == callWithoutOffer ? [callWithoutOffer] : [callWithOffer, callWithoutOffer])
        where TextFit.overflows(call, fontSize: Box.button.font, boxWidth: Box.button.width, lines: 1) {
            notes.append("The button “\(call)” may not fit on one line at 375 px.")
        }

        var disclosureWithOffer: String?, disclosureWithoutOffer: String?
        if let featured, let regular = regularPhase(featured, storefront: storefront) {
            func disclosure(_ phases: [PricingPhase]) throws -> String {
                try caches.disclosures.value(for: DisclosureKey(locale: resources.locale, phases: phases)) { () throws -> String in
                    try resources.offers.disclosure(for: Offer(kind: .introductory, phases: phases))
                }
            }
            disclosureWithoutOffer = try disclosure([regular])
            disclosureWithOffer = try featuredOffer.map { try disclosure($0 + [regular]) } ?? disclosureWithoutOffer
        }
        let page = PageViewModel(
            lang: resources.languageTag, dir: resources.direction,
            documentTitle: "\(title) — \(paywall.id) — \(resources.languageTag)", catalogName: catalog.name, paywallID: paywall.id,
            assetsPath: "../../assets/", indexPath: "../../index.html",
            title: title, titleLanguage: copy?.title.nonEmpty == nil ? nil : copyLanguage, copyLanguage: copyLanguage,
            subtitle: copy?.subtitle.nonEmpty, features: copy?.features.filter { !$0.isEmpty } ?? [],
            plansLabel: title, plans: plans, hasOffer: hasOffer,
            withOfferLabel: resources.labels.withOffer, withoutOfferLabel: resources.labels.withoutOffer,
            callToActionWithOffer: hasOffer ? callWithOffer : callWithoutOffer, callToActionWithoutOffer: callWithoutOffer,
            cancelAnytime: sellsSubscriptions ? resources.labels.cancelAnytime : nil,
            disclosureWithOffer: hasOffer ? disclosureWithOffer : disclosureWithoutOffer, disclosureWithoutOffer: disclosureWithoutOffer,
            restore: resources.labels.restore, terms: resources.labels.terms, privacy: resources.labels.privacy,
            termsURL: paywall.termsURL.flatMap(SafeLink.url), privacyURL: paywall.privacyURL.flatMap(SafeLink.url),
            languageLabel: resources.labels.language,
            localesBefore: switcher.entries[..<switcherPosition].joined(),
            localesAfter: switcher.entries[(switcherPosition + 1)...].joined(),
            currentLocaleName: switcher.names[switcherPosition],
            notes: notes, findings: findings)
        return (page, storefront, notes)
    }

    /// One plan card and, for subscriptions with an introductory offer here, the offer's phases; built
    /// once per (plan, storefront, locale, reference plan, highlight) and shared by paywall variants.
    private func plan(_ product: Product, storefront: Region, reference: Product?, notes: inout [String]) throws -> (
        PlanViewModel, [PricingPhase]?
    ) {
        let key = PlanKey(
            catalog: catalogKey, product: product.id, storefront: storefront.code, locale: resources.locale, reference: reference?.id,
            isHighlighted: product.id == paywall.highlight)
        let built = try caches.plans.value(for: key) { () throws -> BuiltPlan in
            var planNotes: [String] = []
            let (plan, phases) = try makePlan(product, storefront: storefront, reference: reference, notes: &planNotes)
            return BuiltPlan(plan: plan, offerPhases: phases, notes: planNotes)
        }
        notes += built.notes
        return (built.plan, built.offerPhases)
    }

    private func makePlan(_ product: Product, storefront: Region, reference: Product?, notes: inout [String]) throws -> (
        PlanViewModel, [PricingPhase]?
    ) {
        let locale = resources.locale
        var name = product.id, description: String?
        var nameLanguage: TextLanguage?, descriptionLanguage: TextLanguage?
        if let (used, isFallback) = translation(of: "product:\(product.id)", among: product.localizations.keys),
            let localization = product.localizations[used]
        {
            // Text from a translation in another language says so (an ID or a label of ours does not).
            let language = TextLanguage(of: used, onPageIn: locale)
            if let displayName = localization.displayName.nonEmpty { (name, nameLanguage) = (displayName, language) }
            if let text = localization.description.nonEmpty { (description, descriptionLanguage) = (text, language) }
            if isFallback {
                notes.append("“\(product.id)” has no \(locale.languageTag) name; it shows the \(used.languageTag) name “\(name)”.")
            }
        }
        if name.count > 30 { notes.append("“\(name)” is \(name.count) characters; the App Store allows 30.") }
        if TextFit.overflows(name, fontSize: Box.planName.font, boxWidth: Box.planName.width, lines: Box.planName.lines) {
            notes.append("The plan name “\(name)” is likely to overflow at 375 px.")
        }
        var (plan, phases) = try pricedPlan(
            product, name: name, description: description, storefront: storefront, reference: reference, notes: &notes)
        plan.nameLanguage = nameLanguage
        plan.descriptionLanguage = descriptionLanguage
        return (plan, phases)
    }

    /// The card's price, offer, equivalent and saving, around its name and description.
    private func pricedPlan(
        _ product: Product, name: String, description: String?, storefront: Region, reference: Product?, notes: inout [String]
    ) throws -> (PlanViewModel, [PricingPhase]?) {
        let badge = product.id == paywall.highlight ? resources.labels.bestValue : nil
        guard let price = product.prices[storefront] else {
            notes.append("“\(product.id)” has no price in \(storefront.code); it is shown without one.")
            return (
                PlanViewModel(
                    name: name, description: description, pricePerPeriod: "—", offerSentence: nil, equivalent: nil, saving: nil,
                    badge: badge, isHighlighted: badge != nil), nil
            )
        }
        let formatted = try resources.prices.format(price)
        switch product.type {
        case .consumable, .nonConsumable:
            let label = product.type == .nonConsumable ? resources.labels.oneTimePurchase : nil
            return (
                PlanViewModel(
                    name: name, description: description ?? label, pricePerPeriod: formatted, offerSentence: nil, equivalent: nil,
                    saving: nil, badge: badge, isHighlighted: badge != nil), nil
            )
        case .nonRenewing:
            let duration = try product.period.map { try resources.periods.duration($0) }
            return (
                PlanViewModel(
                    name: name, description: description, pricePerPeriod: formatted, offerSentence: nil, equivalent: duration,
                    saving: nil, badge: badge, isHighlighted: badge != nil), nil
            )
        case .autoRenewable:
            guard let period = product.period else {
                return (
                    PlanViewModel(
                        name: name, description: description, pricePerPeriod: formatted, offerSentence: nil, equivalent: nil,
                        saving: nil, badge: badge, isHighlighted: badge != nil), nil
                )
            }
            let perPeriod = try resources.periods.price(formatted, per: period)
            var offerSentence: String?
            let phases = offerPhases(product, storefront: storefront)
            if let phases, let regular = regularPhase(product, storefront: storefront) {
                offerSentence = try resources.offers.sentence(for: phases + [regular])
            } else if product.introductoryOffer != nil {
                notes.append("The introductory offer of “\(product.id)” has no \(storefront.code) price; it is not shown.")
            }
            let month = try SubscriptionPeriod(value: 1, unit: .month)
            let referencePrice = reference.flatMap { $0.prices[storefront] }
            let comparable =
                reference != nil && reference?.id != product.id && referencePrice != nil
                && (reference?.period.map { period.isLonger(than: $0) } ?? true)
            let derived = try caches.derivedPrices.value(
                for: .init(
                    catalog: catalogKey, product: product.id, reference: comparable ? reference?.id : nil, storefront: storefront.code)
            ) { () throws -> DerivedPrices.Value in
                let perMonth =
                    period.isLonger(than: month)
                    ? try PriceConversion.price(price, per: period, in: .month, rounding: .down) : nil
                var percent: Int?
                if comparable, let referencePrice, let referencePeriod = reference?.period {
                    percent = PriceConversion.savingPercent(of: price, per: period, against: referencePrice, per: referencePeriod)
                }
                return DerivedPrices.Value(perMonth: perMonth, savingPercent: percent)
            }
            let equivalent = try derived.perMonth.map { perMonth in
                try resources.phrases.text(
                    .equivalent, ["pricePerPeriod": resources.periods.price(resources.derivedPrices.format(perMonth), per: month)])
            }
            let saving = try derived.savingPercent.map { percent in
                try resources.phrases.text(.save, ["percent": resources.percent.format(percent)])
            }
            if let badge, TextFit.overflows(badge, fontSize: Box.badge.font, boxWidth: Box.badge.width, lines: Box.badge.lines) {
                notes.append("The badge “\(badge)” may not fit at 375 px.")
            }
            return (
                PlanViewModel(
                    name: name, description: description, pricePerPeriod: perPeriod, offerSentence: offerSentence, equivalent: equivalent,
                    saving: saving, badge: badge, isHighlighted: badge != nil), phases
            )
        }
    }

    /// The introductory offer's phases priced in a storefront, or nil when there is none there.
    private func offerPhases(_ product: Product, storefront: Region) -> [PricingPhase]? {
        guard let offer = product.introductoryOffer, let currency = product.prices[storefront]?.currency else { return nil }
        let phases = offer.phases.compactMap { try? $0.pricingPhase(in: storefront, currency: currency) }
        return phases.count == offer.phases.count && !phases.isEmpty ? phases : nil
    }

    private func regularPhase(_ product: Product, storefront: Region) -> PricingPhase? {
        guard product.type == .autoRenewable, let period = product.period, let price = product.prices[storefront] else { return nil }
        return try? PricingPhase.regular(price, every: period)
    }

    /// The locale's own storefront when every plan has a price there, else the catalog's default.
    private func chooseStorefront(for products: [Product]) -> Region {
        if let region = resources.impliedRegion, !products.isEmpty, products.allSatisfy({ $0.prices[region] != nil }) {
            return region
        }
        return catalog.defaultStorefront
    }

}

extension String {
    /// The string, or nil when it is empty or only spaces.
    var nonEmpty: String? { allSatisfy(\.isWhitespace) ? nil : self }
}
