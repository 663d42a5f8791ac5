extension StringsTableBuilder {
    /// The entries of one page, appended in table order.
    struct Lister {
        let catalog: String
        let paywall: String
        let locale: String
        private(set) var entries: [StringsTable.Entry] = []

        init(catalog: String, paywall: String, locale: String) {
            (self.catalog, self.paywall, self.locale) = (catalog, paywall, locale)
        }

        mutating func page(_ page: PageViewModel) {
            let states: [StringsTable.Entry.State] = page.hasOffer ? [.withOffer, .withoutOffer] : [.withoutOffer]
            add(nil, .any, "store-preview", page.storePreview)
            add(nil, .any, "cancel-anytime", page.cancelAnytime)
            add(nil, .any, "restore", page.labels.restore)
            add(nil, .any, "terms", page.termsURL == nil ? nil : page.labels.terms)
            add(nil, .any, "privacy", page.privacyURL == nil ? nil : page.labels.privacy)
            for state in states {
                let withOffer = state == .withOffer
                add(nil, state, "title", page.title[eligible: withOffer])
                add(nil, state, "subtitle", page.subtitle[eligible: withOffer])
                for (index, feature) in page.features[eligible: withOffer].enumerated() {
                    add(nil, state, "feature.\(index + 1)", feature)
                }
                // The page's own button and disclosure are shown only when it has no plans.
                if page.plans.isEmpty {
                    add(nil, state, "call-to-action", page.callToAction[eligible: withOffer])
                    add(nil, state, "disclosure", page.disclosure[eligible: withOffer])
                }
            }
            for plan in page.plans { self.plan(plan, states: states) }
        }

        private mutating func plan(_ plan: PlanViewModel, states: [StringsTable.Entry.State]) {
            let id = plan.productID
            add(id, .any, "name", plan.name)
            add(id, .any, "description", plan.description)
            add(id, .any, "badge", plan.badge)
            add(id, .any, "price", plan.price)
            add(id, .any, "price.per-period", plan.pricePerPeriod == plan.price ? nil : plan.pricePerPeriod)
            add(id, .any, "billing-terms", plan.billingTerms)
            add(id, .any, "equivalent", plan.equivalent)
            add(id, .any, "saving", plan.saving)
            for state in states {
                let withOffer = state == .withOffer
                if withOffer {
                    add(id, state, "offer.sentence", plan.offerSentence)
                    add(id, state, "offer.compact", plan.compactOfferSentence)
                }
                add(id, state, "call-to-action", plan.callToAction[eligible: withOffer])
                add(id, state, "disclosure", plan.disclosure[eligible: withOffer])
            }
        }

        private mutating func add(_ plan: String?, _ state: StringsTable.Entry.State, _ field: String, _ value: String?) {
            guard let value else { return }
            entries.append(
                StringsTable.Entry(catalog: catalog, paywall: paywall, locale: locale, plan: plan, state: state, field: field, value: value)
            )
        }
    }
}
