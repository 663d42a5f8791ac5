import CatalogText

/// Groups, levels and periods of subscriptions.
enum SubscriptionRules {
    static func check(_ context: inout LintContext) {
        let groupIDs = Set(context.catalog.groups.map(\.id))
        var suggester = NameSuggester(groupIDs, limit: 3)
        var plansBySlot: [PlanSlot: String] = [:]
        for product in context.catalog.products {
            switch product.type {
            case .autoRenewable: checkSubscription(product, groupIDs: groupIDs, &suggester, &plansBySlot, &context)
            case .nonRenewing:
                if product.groupID != nil {
                    context.report(
                        .groupIgnored, "a non-renewing subscription belongs to no group; \"group\" is ignored",
                        at: "\(product.path).group")
                }
            case .consumable, .nonConsumable: checkIgnoredFields(product, &context)
            }
        }
    }

    /// An auto-renewable subscription names a declared group and has a period, in a slot of its own.
    static func checkSubscription(
        _ product: Product, groupIDs: Set<String>, _ suggester: inout NameSuggester, _ plansBySlot: inout [PlanSlot: String],
        _ context: inout LintContext
    ) {
        let catalog = context.catalog
        guard let groupID = product.groupID else {
            context.report(
                .missingGroup, "auto-renewable \"\(product.id)\" belongs to no subscription group",
                at: "\(product.path).group",
                hint: catalog.groups.first.map { "add \"group\": \"\($0.id)\"" } ?? "declare a group in \"groups\" and name it here"
            )
            return
        }
        if !groupIDs.contains(groupID) {
            context.report(
                .unknownGroup, "subscription group \"\(groupID)\" is not declared", at: "\(product.path).group",
                hint: suggester.suggestion(for: groupID).map { "did you mean \"\($0)\"?" }
                    ?? "add it to \"groups\"")
        }
        guard let period = product.period else {
            context.report(
                .missingPeriod, "auto-renewable \"\(product.id)\" has no billing period", at: "\(product.path).period",
                hint: "e.g. \"period\": \"P1M\"")
            return
        }
        // Several plans may share a level (monthly and yearly of one tier: crossgrades); the same
        // level and the same period too is usually a copy-paste slip, worth a note.
        let level = product.level ?? 1
        let slot = PlanSlot(group: groupID, level: level, period: period.normalized, committedPayments: product.commitment?.payments)
        if let other = plansBySlot[slot] {
            context.report(
                .duplicateLevel,
                "\"\(product.id)\" has level \(level) and period \(period) in group \"\(groupID)\", like \"\(other)\"",
                at: "\(product.path).level",
                hint: "customers cannot tell two such plans apart when they upgrade or downgrade; check the level and the period")
        } else {
            plansBySlot[slot] = product.id
        }
        checkAllowedPeriod(period, of: product, &context)
    }

    /// The period is one each of the catalog's stores offers.
    static func checkAllowedPeriod(_ period: SubscriptionPeriod, of product: Product, _ context: inout LintContext) {
        let stores = context.catalog.stores
        if stores.contains(.appStore), !AllowedPeriods.contains(period, in: AllowedPeriods.appStoreSubscriptions) {
            context.report(
                .subscriptionPeriodNotAllowed, "the App Store does not offer \(period) subscriptions",
                at: "\(product.path).period", hint: "use one of \(AllowedPeriods.describe(AllowedPeriods.appStoreSubscriptions))")
        }
        if stores.contains(.googlePlay), !AllowedPeriods.contains(period, in: AllowedPeriods.googlePlaySubscriptions) {
            context.report(
                .subscriptionPeriodNotAllowed, "Google Play does not offer \(period) subscriptions",
                at: "\(product.path).period", hint: "use one of \(AllowedPeriods.describe(AllowedPeriods.googlePlaySubscriptions))")
        }
    }

    /// A consumable or non-consumable product has neither period nor group.
    static func checkIgnoredFields(_ product: Product, _ context: inout LintContext) {
        if product.period != nil {
            context.report(
                .periodIgnored, "a \(product.type.rawValue) product has no period; \"period\" is ignored",
                at: "\(product.path).period")
        }
        if product.groupID != nil {
            context.report(
                .groupIgnored, "a \(product.type.rawValue) product belongs to no group; \"group\" is ignored",
                at: "\(product.path).group")
        }
    }
}
