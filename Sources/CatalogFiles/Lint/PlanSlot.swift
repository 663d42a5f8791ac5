import CatalogText

/// Where a subscription sits in its group: level and (normalized) period. Two plans in one slot are
/// indistinguishable for upgrades, downgrades and crossgrades.
struct PlanSlot: Hashable {
    let group: String
    let level: Int
    let period: SubscriptionPeriod
}
