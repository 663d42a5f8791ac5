import Catalog

/// Builds the view model of one (paywall, locale) page: chooses the storefront and the copy's translation,
/// lets `PlanCardBuilder` make the cards, and chooses the calls to action and the disclosures; every
/// choice a reviewer should know about becomes a `ReviewNote`.
struct PageBuilder {
    /// The page, the storefront its prices are from, and the review notes about it (also in the index).
    struct Output {
        let page: PageViewModel
        let storefront: Region
        let notes: [ReviewNote]
    }

    let catalog: ProductCatalog
    let paywall: Paywall
    let resources: LocaleResources
    /// What pages of this build share: equivalents, savings, translation fallbacks, plans, disclosures.
    let caches: BuildCaches
    let catalogKey: Int

    /// The page's view model.
    /// - Parameters:
    ///   - switcher: The paywall's language switcher entries, already rendered by the theme.
    ///   - position: This page's entry in the switcher.
    ///   - findings: The catalog's lint findings about this paywall and its products.
    func build(switcher: RenderedSwitcher, position: Int, findings: [FindingViewModel]) throws -> Output {
        var notes: [ReviewNote] = []
        let language = resources.phrases.language
        if language.isFallback {
            notes.append(.phrasesFallback(page: resources.languageTag, used: language.tag, tried: Array(language.tried.dropLast())))
        }
        let products = paywall.productIDs.compactMap(catalog.product)
        let storefront = chooseStorefront(for: products)
        if storefront != resources.impliedRegion {
            notes.append(.otherStorefront(local: resources.impliedRegion?.code, used: storefront.code, currency: storefront.currency?.code))
        }
        let (copy, copyLanguage) = self.copy(notes: &notes)
        let reference = Product.savingsReference(among: products, in: storefront)
        let cards = PlanCardBuilder(
            catalog: catalog, catalogKey: catalogKey, highlight: paywall.highlight, resources: resources, caches: caches,
            storefront: storefront, reference: reference)
        let built = try products.map(cards.card(for:))
        let sellsSubscriptions = products.contains { $0.type == .autoRenewable }
        let hasOffer = built.contains { $0.plan.offerSentence != nil }
        // Copy is formatted once per eligibility state; without any offer, every customer is in the "no" state.
        let texts = try copy.map { copy in
            try formattedCopy(
                copy, isOtherLanguage: copyLanguage != nil, products: products, storefront: storefront, reference: reference,
                hasOffer: hasOffer, notes: &notes)
        }
        let borrowed = copy?.borrowed
        func textLanguage(of field: Paywall.Copy.Field) -> TextLanguage? {
            borrowed?.fields.contains(field) == true ? borrowed?.onPage : copyLanguage
        }
        func featureItems(_ features: [String]) -> [FeatureViewModel] {
            features.enumerated().compactMap { index, text in
                guard !text.isEmpty else { return nil }
                let isBorrowed = borrowed.map { $0.fields.contains(.features) && index >= $0.firstFeature } ?? false
                return FeatureViewModel(text: text, language: isBorrowed ? borrowed?.inFeatures : nil)
            }
        }
        let features = texts?.map { $0.features.filter { !$0.isEmpty } } ?? ByEligibility(both: [])
        let benefits = features.withOffer.isEmpty && features.withoutOffer.isEmpty ? listedBenefits(products, copy: copy) : []
        let title = texts?.map { $0.title?.nonEmpty ?? catalog.name } ?? ByEligibility(both: catalog.name)
        // Overflow is judged on formatted text: a pattern shown as written already has its note.
        let raw = (texts?.withOffer.unformatted ?? []).union(texts?.withoutOffer.unformatted ?? [])
        for text in title.varies ? [title.withOffer, title.withoutOffer] : [title.withOffer]
        where !raw.contains(text) && TextBox.title.overflows(text) {
            notes.append(.titleOverflows(text))
        }
        notes += built.flatMap(\.notes)
        let featured = featuredOffer(products, built: built, in: storefront)
        let labels = resources.labels
        let calls = buttons(
            copy: texts, copyLanguage: copyLanguage,
            offerLabel: hasOffer
                ? (sellsSubscriptions ? (featured.phases?.first?.isFree == true ? labels.startFreeTrial : labels.subscribe) : labels.buy)
                : nil,
            label: sellsSubscriptions ? labels.subscribe : labels.buy)
        let disclosures = try self.disclosures(featured, in: storefront)
        let plans = try choices(products, built, copy: texts, copyLanguage: copyLanguage, hasOffer: hasOffer, in: storefront)
        var calledOut: [String] = []
        let everyCall = ([calls.map(\.text)] + plans.map(\.callToAction)).flatMap { [$0.withOffer, $0.withoutOffer] }
        for call in everyCall where !calledOut.contains(call) {
            calledOut.append(call)
            if !raw.contains(call) && TextBox.button.overflows(call) { notes.append(.buttonOverflows(call)) }
        }
        var page = PageViewModel(
            language: TextLanguage(ofTextIn: resources.locale),
            heading: PaywallHeading(
                documentTitle: "\(title.withOffer) — \(paywall.id) — \(resources.languageTag)", catalogName: catalog.name,
                paywallID: paywall.id),
            title: title,
            titleLanguage: texts?.withOffer.title?.nonEmpty == nil ? nil : textLanguage(of: .title), copyLanguage: copyLanguage,
            subtitleLanguage: textLanguage(of: .subtitle), subtitle: texts?.map { $0.subtitle?.nonEmpty } ?? ByEligibility(both: nil),
            features: benefits.isEmpty ? features : ByEligibility(both: benefits.map(\.text)),
            featureItems: benefits.isEmpty
                ? texts?.map { featureItems($0.features) } ?? ByEligibility(both: []) : ByEligibility(both: benefits),
            plansLabel: title.withOffer, plans: plans, hasOffer: hasOffer, callToAction: calls.map { $0.text },
            cancelAnytime: sellsSubscriptions ? labels.cancelAnytime : nil,
            disclosure: hasOffer ? disclosures : ByEligibility(both: disclosures.withoutOffer),
            labels: labels, termsURL: paywall.termsURL.flatMap(LinkRules.allowed),
            privacyURL: paywall.privacyURL.flatMap(LinkRules.allowed), localesBefore: switcher.entries(before: position),
            localesAfter: switcher.entries(after: position), currentLocaleName: switcher.names[position],
            notes: notes.map(\.text), findings: findings)
        page.phrasesLanguage = resources.phrasesLanguage
        page.storePreview = catalog.isForGooglePlay ? try resources.phrases.storePreview(store: Store.googlePlay.name) : nil
        page.callToActionLanguage = calls.map { $0.language }
        return Output(page: page, storefront: storefront, notes: notes)
    }

    /// A Google Play listing's benefits as the page's features, for a Play catalog's paywall without
    /// features of its own: those of the highlighted plan, else the first plan that lists some, in the
    /// listing's translation best for the page, each marked with its language where it is not the list's
    /// (the copy's, else the page's).
    private func listedBenefits(_ products: [Product], copy: ShownCopy?) -> [FeatureViewModel] {
        guard catalog.isForGooglePlay else { return [] }
        let locale = resources.locale
        let listOwner = copy?.language ?? locale
        let ordered = products.filter { $0.id == paywall.highlight } + products.filter { $0.id != paywall.highlight }
        for product in ordered {
            guard
                let (used, _) = caches.translation(
                    of: .product(product.id), among: product.localizations.keys, for: locale, in: catalog, catalogKey: catalogKey),
                let benefits = product.localizations[used]?.benefits.filter({ !$0.isEmpty }), !benefits.isEmpty
            else { continue }
            let language = TextLanguage(of: used, onPageIn: listOwner)
            return benefits.map { FeatureViewModel(text: resources.text($0), language: language) }
        }
        return []
    }

    /// The locale's own storefront when every plan has a price there, else the catalog's default.
    private func chooseStorefront(for products: [Product]) -> Region {
        if let region = resources.impliedRegion, !products.isEmpty, products.allSatisfy({ $0.prices[region] != nil }) {
            return region
        }
        return catalog.defaultStorefront
    }

    /// The paywall's copy in the best translation for the page (its patterns, made pseudo on a
    /// pseudo-locale's page), the translation's locale, and its language when not the page's.
    ///
    /// The texts the translation leaves out are the source locale's copy's, field by field (`borrowed`,
    /// with their language on the page).
    private func copy(notes: inout [ReviewNote]) -> (ShownCopy?, TextLanguage?) {
        let locale = resources.locale
        guard
            let (used, isFallback) = caches.translation(
                of: .paywallCopy(paywall.id), among: paywall.copy.keys, for: locale, in: catalog, catalogKey: catalogKey),
            var copy = paywall.copy[used]
        else { return (nil, nil) }
        if isFallback { notes.append(.copyFallback(page: locale.languageTag, used: used.languageTag)) }
        // A pseudo-locale's copy keeps the page's locale (English rules) for its transformed patterns.
        let language = resources.pseudo == nil ? used : locale
        var borrowed: ShownCopy.Borrowed?
        if let source = paywall.sourceCopyLocale(catalog.sourceLocale), source != used, let sourceCopy = paywall.copy[source] {
            let filled = copy.filled(from: sourceCopy)
            if !filled.borrowed.isEmpty {
                notes.append(
                    .copyFieldsFallback(
                        copy: used.languageTag, used: source.languageTag, fields: copy.borrowedList(filled.borrowed, from: sourceCopy)))
                borrowed = ShownCopy.Borrowed(
                    fields: filled.borrowed, firstFeature: copy.features.count, locale: resources.pseudo == nil ? source : locale,
                    onPage: TextLanguage(of: source, onPageIn: locale),
                    inFeatures: TextLanguage(of: source, onPageIn: TextLanguage(of: used, onPageIn: locale) == nil ? locale : used))
                copy = filled.copy
            }
        }
        return (
            ShownCopy(pattern: copy.madePseudo(resources.pseudo), language: language, borrowed: borrowed),
            TextLanguage(of: used, onPageIn: locale)
        )
    }

    /// The copy formatted for customers who get the offer and for the others, with the variables of the
    /// paywall's highlighted plan (else its first) in this storefront. Without an offer on the paywall,
    /// both are the "no" state's text.
    ///
    /// Patterns follow the plural rules of the language they are written in (`shown.language`, the source
    /// locale's for texts taken from the source copy). The values are written for the page's locale, as the
    /// plan cards are, unless a text is in another language for want of a translation: then in that
    /// language's conventions (the copy's when `isOtherLanguage`, the source's for texts taken from it), so
    /// that an English sentence on an Arabic page reads "SAR 15.83 per month", not "‏١٥٫٨٣ ر.س.‏ في الشهر".
    private func formattedCopy(
        _ shown: ShownCopy, isOtherLanguage: Bool, products: [Product], storefront: Region, reference: Product?, hasOffer: Bool,
        notes: inout [ReviewNote]
    ) throws -> ByEligibility<CopyFormatter.Text> {
        let copy = shown.pattern
        // The locale whose conventions a text's values follow; nil for the page's own.
        func values(in locale: LocaleID?, isEligible: Bool) throws -> CopyVariables? {
            guard let locale else {
                return try variables(products, storefront, reference, isEligible, in: resources.locale, formatters: resources.copy)
            }
            let formatters = try caches.copyFormatters.value(for: locale) { () throws(PhraseError) in
                try CopyVariables.Formatters(locale: locale)
            }
            return try variables(products, storefront, reference, isEligible, in: locale, formatters: formatters)
        }
        func formatted(isEligible: Bool) throws -> (CopyFormatter.Text, [ReviewNote]) {
            var stateNotes: [ReviewNote] = []
            // Plain copy (no field with `{` or `'`) is shown as written: its variables would never be read.
            let usesValues = CopyFormatter.usesValues(copy)
            let own = usesValues ? try values(in: isOtherLanguage ? shown.language : nil, isEligible: isEligible) : nil
            var formatter = CopyFormatter(locale: shown.language, variables: own, isEligible: isEligible)
            if let borrowed = shown.borrowed {
                // Texts taken from the source copy follow its conventions where its language is not the page's.
                let theirs = usesValues && borrowed.onPage != nil ? try values(in: borrowed.locale, isEligible: isEligible) : own
                formatter.borrowed = (borrowed.fields, borrowed.firstFeature, borrowed.locale, theirs?.messageValues ?? formatter.values)
            }
            return (formatter.format(copy, hasOffer: hasOffer, notes: &stateNotes), stateNotes)
        }
        let (without, withoutNotes) = try formatted(isEligible: false)
        guard hasOffer else {
            notes += withoutNotes.map(\.inEveryState)
            return ByEligibility(both: without)
        }
        let (with, withNotes) = try formatted(isEligible: true)
        // A field that fails alike in both states is one note.
        let shared = withNotes.map(\.inEveryState).filter { withoutNotes.map(\.inEveryState).contains($0) }
        notes += withNotes.map { shared.contains($0.inEveryState) ? $0.inEveryState : $0 }
        notes += withoutNotes.filter { !shared.contains($0.inEveryState) }
        return ByEligibility(withOffer: with, withoutOffer: without)
    }

    /// The copy's variables for the highlighted plan (else the first) or, for customers who get the offer,
    /// the plan whose offer is shown, written in `locale` by `formatters`, with the plan's name in the
    /// translation best for `locale`.
    private func variables(
        _ products: [Product], _ storefront: Region, _ reference: Product?, _ isEligible: Bool, in locale: LocaleID,
        formatters: CopyVariables.Formatters
    ) throws -> CopyVariables? {
        guard let plan = CopyVariables.plan(among: products, highlight: paywall.highlight, storefront: storefront, isEligible: isEligible)
        else { return nil }
        let name = caches.translation(
            of: .product(plan.id), among: plan.localizations.keys, for: locale, in: catalog, catalogKey: catalogKey
        ).flatMap { plan.localizations[$0.locale]?.displayName.nonEmpty }
        return try CopyVariables(
            plan: plan, storefront: storefront, reference: reference,
            productName: name.map(resources.text), appName: catalog.name, isEligible: isEligible, formatters: formatters)
    }

    /// The subscription the calls to action and disclosures speak of, with its offer's phases here: the
    /// highlighted subscription, else the first plan with an offer, else the first subscription.
    private func featuredOffer(_ products: [Product], built: [BuiltPlan], in storefront: Region) -> (
        product: Product?, phases: [PricingPhase]?
    ) {
        let firstOffer = zip(products, built).first { $0.1.offerPhases != nil }.map { (product: $0.0, phases: $0.1.offerPhases) }
        let featured =
            products.first { $0.id == paywall.highlight && $0.type == .autoRenewable } ?? firstOffer?.product
            ?? products.first { $0.type == .autoRenewable }
        let phases = featured.flatMap { product in
            firstOffer?.product.id == product.id ? firstOffer?.phases : product.introductoryPhases(in: storefront)
        }
        return (featured, phases)
    }

    /// A button's text for customers eligible for an offer and for the others: the copy's text of each
    /// state (`CopyFormatter.Text.callToAction`), else `offerLabel` and `label`.
    ///
    /// A custom call to action never reaches customers who get no offer ("Start your trial" without a
    /// trial): they see `callToActionWithoutOffer`, else the default. Without an offer (`offerLabel` nil),
    /// both states show the button of customers without one.
    private func buttons(
        copy: ByEligibility<CopyFormatter.Text>?, copyLanguage: TextLanguage?, offerLabel: String?, label: String
    ) -> ByEligibility<Button> {
        let withoutOffer = button(copy?.withoutOffer.callToAction, in: copyLanguage, else: label)
        let withOffer = offerLabel.map { button(copy?.withOffer.callToAction, in: copyLanguage, else: $0) }
        return ByEligibility(withOffer: withOffer ?? withoutOffer, withoutOffer: withoutOffer)
    }

    /// A button's text and its language when not the page's.
    typealias Button = (text: String, language: TextLanguage?)

    /// The copy's text for a button, in the copy's language, else our label, in our phrases'.
    private func button(_ copyText: String?, in copyLanguage: TextLanguage?, else label: String) -> Button {
        copyText.map { ($0, copyLanguage) } ?? (label, resources.phrasesLanguage)
    }

    /// The cards as this page places them: each with its radio input's id, whether it starts selected (the
    /// highlighted plan, else the first), and the call to action and disclosures shown while it is selected:
    /// every plan has its own, so none shows the featured subscription's.
    ///
    /// A plan's button for eligible customers speaks of an offer only when that plan has one here; the
    /// copy's texts are those of each state (their variables are the state's plan's, as for the rest of
    /// the copy). A plan without an offer shows the "no offer" button and disclosure in both states.
    private func choices(
        _ products: [Product], _ built: [BuiltPlan], copy: ByEligibility<CopyFormatter.Text>?, copyLanguage: TextLanguage?, hasOffer: Bool,
        in storefront: Region
    ) throws -> [PlanViewModel] {
        let labels = resources.labels
        let selected = products.first { $0.id == paywall.highlight }?.id ?? products.first?.id
        return try zip(products, built).enumerated().map { index, pair in
            let (product, built) = pair
            var plan = built.plan
            plan.choiceID = "plan-\(index + 1)"
            plan.isSelected = product.id == selected
            let isSubscription = product.type == .autoRenewable
            let offer = isSubscription && hasOffer ? built.offerPhases : nil
            let calls = buttons(
                copy: copy, copyLanguage: copyLanguage,
                offerLabel: offer.map { $0.first?.isFree == true ? labels.startFreeTrial : labels.subscribe },
                label: isSubscription ? labels.subscribe : labels.buy)
            (plan.callToAction, plan.callToActionLanguage) = (calls.map { $0.text }, calls.map { $0.language })
            // Nothing renews for a one-time purchase: the charge sentence alone, whatever the customer's eligibility.
            plan.disclosure =
                isSubscription ? try disclosures((product, offer), in: storefront) : ByEligibility(both: resources.purchaseDisclosure)
            return plan
        }
    }

    /// The auto-renewal disclosures of the featured subscription, with its offer and without.
    private func disclosures(_ featured: (product: Product?, phases: [PricingPhase]?), in storefront: Region) throws -> ByEligibility<
        String?
    > {
        guard let product = featured.product, let regular = product.regularPhase(in: storefront) else { return ByEligibility(both: nil) }
        let cancellation: OfferFormatter.Cancellation = catalog.isForGooglePlay ? .googlePlay : .appStore
        let payments = product.commitment?.payments
        func disclosure(_ phases: [PricingPhase]) throws -> String {
            let key = DisclosureKey(locale: resources.locale, phases: phases, committedPayments: payments, cancellation: cancellation)
            return try caches.disclosures.value(for: key) { () throws -> String in
                try resources.offers.disclosure(
                    for: Offer(kind: .introductory, phases: phases), committedPayments: payments, cancellation: cancellation)
            }
        }
        let withoutOffer = try disclosure([regular])
        return ByEligibility(
            withOffer: try featured.phases.map { try disclosure($0 + [regular]) } ?? withoutOffer, withoutOffer: withoutOffer)
    }
}
