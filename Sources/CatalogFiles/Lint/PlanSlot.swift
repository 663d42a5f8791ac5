import CatalogText

/// Where a subscription sits in its group: level, (normalized) period and committed payments. Two plans
/// in one slot are indistinguishable for upgrades, downgrades and crossgrades; a plan with a commitment
/// (Play's installments beside its monthly plan) is not the plan without one.
struct PlanSlot: Hashable {
    let group: String
    let level: Int
    let period: SubscriptionPeriod
    let committedPayments: Int?
}
