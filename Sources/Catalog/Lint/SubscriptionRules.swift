/// Groups, levels and periods of subscriptions.
enum SubscriptionRules {
    static let appStorePeriods: Set<String> = ["P1W", "P1M", "P2M", "P3M", "P6M", "P1Y"]
    static let googlePlayPeriods: Set<String> = ["P1W", "P4W", "P1M", "P2M", "P3M", "P6M", "P1Y"]

    static func check(_ context: inout LintContext) {
        let catalog = context.catalog
        let groupIDs = Set(catalog.groups.map(\.id))
        var levels: [String: [Int: String]] = [:]
        for product in catalog.products {
            switch product.type {
            case .autoRenewable:
                guard let groupID = product.groupID else {
                    context.report(
                        .error, "missing-group", "auto-renewable \"\(product.id)\" belongs to no subscription group",
                        at: "\(product.path).group",
                        hint: catalog.groups.first.map { "add \"group\": \"\($0.id)\"" } ?? "declare a group in \"groups\" and name it here"
                    )
                    break
                }
                if !groupIDs.contains(groupID) {
                    context.report(
                        .error, "unknown-group", "subscription group \"\(groupID)\" is not declared", at: "\(product.path).group",
                        hint: EditDistance.closest(to: groupID, among: groupIDs, limit: 3).first.map { "did you mean \"\($0)\"?" }
                            ?? "add it to \"groups\"")
                }
                let level = product.level ?? 1
                if let other = levels[groupID]?[level] {
                    context.report(
                        .warning, "duplicate-level", "\"\(product.id)\" has level \(level) in group \"\(groupID)\", like \"\(other)\"",
                        at: "\(product.path).level", hint: "levels rank plans for upgrades and downgrades; give each its own")
                } else {
                    levels[groupID, default: [:]][level] = product.id
                }
                guard let period = product.period else {
                    context.report(
                        .error, "missing-period", "auto-renewable \"\(product.id)\" has no billing period", at: "\(product.path).period",
                        hint: "e.g. \"period\": \"P1M\"")
                    break
                }
                let normalized = period.normalized.description
                if catalog.stores.contains(.appStore), !appStorePeriods.contains(normalized) {
                    context.report(
                        .error, "subscription-period-not-allowed", "the App Store does not offer \(period) subscriptions",
                        at: "\(product.path).period", hint: "use one of \(appStorePeriods.sorted().joined(separator: ", "))")
                }
                if catalog.stores.contains(.googlePlay), !googlePlayPeriods.contains(normalized) {
                    context.report(
                        .error, "subscription-period-not-allowed", "Google Play does not offer \(period) subscriptions",
                        at: "\(product.path).period", hint: "use one of \(googlePlayPeriods.sorted().joined(separator: ", "))")
                }
            case .nonRenewing:
                if product.groupID != nil {
                    context.report(
                        .warning, "group-ignored", "a non-renewing subscription belongs to no group; \"group\" is ignored",
                        at: "\(product.path).group")
                }
            case .consumable, .nonConsumable:
                if product.period != nil {
                    context.report(
                        .warning, "period-ignored", "a \(product.type.rawValue) product has no period; \"period\" is ignored",
                        at: "\(product.path).period")
                }
                if product.groupID != nil {
                    context.report(
                        .warning, "group-ignored", "a \(product.type.rawValue) product belongs to no group; \"group\" is ignored",
                        at: "\(product.path).group")
                }
            }
        }
    }
}
