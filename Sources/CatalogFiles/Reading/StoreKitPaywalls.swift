import CatalogText
import Foundation

/// The paywalls previewed for an Xcode `.storekit` file, which has none of its own: one per
/// subscription group, plans from the shortest period to the longest, plus one for the other products.
enum StoreKitPaywalls {
    static func infer(groups: [SubscriptionGroup], products: [Product], storefront: Region, sourceLocale: LocaleID) -> [Paywall] {
        // Products are named by their index in `products`: copying a product retains each of its fields.
        func locales(_ members: [Int]) -> [LocaleID] {
            // Each product's keys straight into the set, without an array of every product's keys first.
            var all = Set<LocaleID>(minimumCapacity: members.first.map { products[$0].localizations.count } ?? 0)
            for index in members { all.formUnion(products[index].localizations.keys) }
            return all.isEmpty ? [sourceLocale] : all.sorted()
        }
        var membersByGroup: [String: [Int]] = [:]
        for index in products.indices where products[index].type == .autoRenewable {
            if let groupID = products[index].groupID { membersByGroup[groupID, default: []].append(index) }
        }
        var paywalls: [Paywall] = []
        let others = products.indices.filter { products[$0].type != .autoRenewable }
        // Unique IDs whatever the group names ("Pro" and "pro", or a group called "Store").
        let ids = Slug.unique(groups.map(\.name) + ["store"])
        var done = Set<String>()
        for (index, group) in groups.enumerated() where done.insert(group.id).inserted {
            let members = byPeriod(membersByGroup[group.id] ?? [], of: products)
            guard !members.isEmpty else { continue }
            let pageLocales = locales(members)
            var copy: [LocaleID: Paywall.Copy] = [:]
            copy.reserveCapacity(pageLocales.count)
            for locale in pageLocales {
                copy[locale] = Paywall.Copy(title: group.localizedNames[locale] ?? group.name, subtitle: "", features: [])
            }
            paywalls.append(
                Paywall(
                    id: ids[index], productIDs: members.map { products[$0].id },
                    highlight: bestValue(members.map { products[$0] }, storefront: storefront), locales: pageLocales, copy: copy,
                    isInferred: true, path: group.path))
        }
        if !others.isEmpty {
            paywalls.append(
                Paywall(
                    id: ids[groups.count], productIDs: others.map { products[$0].id }, locales: locales(others), copy: [:],
                    isInferred: true, path: "products"))
        }
        return paywalls
    }

    /// Plans from the shortest period to the longest; plans without a period first; equal periods in file order.
    static func byPeriod(_ plans: [Product]) -> [Product] {
        byPeriod(Array(plans.indices), of: plans).map { plans[$0] }
    }

    /// `byPeriod(_:)` of the plans at `indices` of `products`, as indices. The indices are sorted, not the
    /// products: moving a product retains each of its fields.
    static func byPeriod(_ indices: [Int], of products: [Product]) -> [Int] {
        indices.sorted { lhs, rhs in
            switch (products[lhs].period, products[rhs].period) {
            case (let left?, let right?) where left.isLonger(than: right) || right.isLonger(than: left): right.isLonger(than: left)
            case (nil, _?): true
            case (_?, nil): false
            default: lhs < rhs
            }
        }
    }

    /// The plan that gets the "Best value" badge: the one that saves the most per year against the
    /// group's shortest plan, as the preview's "Save N%" states it (`Money.savingPercent(per:against:per:)`,
    /// whole percent rounded down).
    ///
    /// The reference is the shortest plan at the same level when there is one (a yearly Premium plan
    /// is compared with monthly Premium, not monthly Basic), else the cheapest of the shortest plans.
    /// Equal savings go to the longer plan, then to the earlier one in the paywall. Nil when no plan
    /// saves anything (every plan has the same period, or the longer ones cost more): a badge on a plan
    /// that is no better would mislead.
    static func bestValue(_ plans: [Product], storefront: Region) -> String? {
        let priced = plans.compactMap { plan in
            plan.period.flatMap { period in plan.prices[storefront].map { (plan: plan, period: period, price: $0) } }
        }
        guard let shortest = priced.min(by: { $1.period.isLonger(than: $0.period) })?.period else { return nil }
        let references = priced.filter { !$0.period.isLonger(than: shortest) }
        // Each reference's yearly cost once (Decimal arithmetic is slow), not once per comparison, and
        // only when there is more than one to choose from (a group usually has one shortest plan).
        let yearly = references.count > 1 ? references.map { $0.price.yearlyCost(per: $0.period) } : []
        func cheapest(_ pool: [Int]) -> Int? {
            pool.count > 1 ? pool.min { yearly[$0] < yearly[$1] } : pool.first
        }
        var best: (percent: Int, period: SubscriptionPeriod, id: String)?
        for entry in priced where entry.period.isLonger(than: shortest) {
            let sameLevel = references.indices.filter { references[$0].plan.level == entry.plan.level }
            guard let index = cheapest(sameLevel.isEmpty ? Array(references.indices) : sameLevel),
                case let reference = references[index],
                let percent = entry.price.savingPercent(per: entry.period, against: reference.price, per: reference.period)
            else { continue }
            if best.map({ percent > $0.percent || (percent == $0.percent && entry.period.isLonger(than: $0.period)) }) ?? true {
                best = (percent, entry.period, entry.plan.id)
            }
        }
        return best?.id
    }
}
