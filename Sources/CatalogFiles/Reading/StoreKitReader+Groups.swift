import CatalogText

extension StoreKitReader {
    /// The subscriptions from which a file's groups are read in two parts at once: below it, starting a
    /// thread costs more than it saves. `catalog-bench serve-edit`'s file has 1,250 in 250 groups.
    static let parallelSize = 256

    /// Each subscription group and its subscriptions read, in file order.
    ///
    /// A file with `parallelFrom` subscriptions or more (`parallelSize`), in two groups or more, is read in two parts at once:
    /// the groups are split where about half of the subscriptions come before, each part is read by a reader
    /// of its own on its own thread, and their records are appended to this reader's in file order
    /// (`NodeReader.append(_:)`). The catalog, the findings and the source map are those of reading the groups
    /// one after the other, which `StoreKitPartsTests` checks on random files read both ways. The calling
    /// thread waits for both parts.
    func subscriptionGroups(_ items: [ArrayItem], storefront: Region, currency: Currency) -> [(SubscriptionGroup, [Product])] {
        guard let split = Self.split(items, from: parallelFrom) else {
            return subscriptionGroups(items[...], firstNumber: 1, storefront: storefront, currency: currency)
        }
        // A group's default ID counts the groups read before it: every item that is an object.
        let parts = [(items[..<split], 1), (items[split...], 1 + items[..<split].count { $0.node.kind == .object })]
        let (file, fastPaths) = (reader.file, self.fastPaths)
        let results = concurrentParts(parts.count) { part in
            let partReader = StoreKitReader(file: file, fastPaths: fastPaths, parallelFrom: .max)
            let (items, firstNumber) = parts[part]
            let groups = partReader.subscriptionGroups(items, firstNumber: firstNumber, storefront: storefront, currency: currency)
            return (groups: groups, records: partReader.reader.records)
        }
        var groups: [(SubscriptionGroup, [Product])] = []
        for (partGroups, records) in results {
            reader.append(records)
            groups += partGroups
        }
        return groups
    }

    /// The groups of `items` read on this thread, the first numbered `firstNumber` (its default ID).
    private func subscriptionGroups(
        _ items: ArraySlice<ArrayItem>, firstNumber: Int, storefront: Region, currency: Currency
    ) -> [(SubscriptionGroup, [Product])] {
        var groups: [(SubscriptionGroup, [Product])] = []
        for item in items {
            guard let (group, subscriptions) = self.group(item, number: firstNumber + groups.count) else { continue }
            let products = subscriptions.compactMap { product($0, storefront: storefront, currency: currency, groupID: group.id) }
            groups.append((group, products))
        }
        return groups
    }

    /// Where to split the groups into two parts of about as many subscriptions each (the count of the first
    /// part's groups); nil when they have fewer than `size` subscriptions, or a part would have none.
    static func split(_ items: [ArrayItem], from size: Int) -> Int? {
        let counts = items.map { item in
            if case .array(let subscriptions) = item.node["subscriptions"]?.value { subscriptions.count } else { 0 }
        }
        let total = counts.reduce(0, +)
        guard items.count >= 2, total >= size else { return nil }
        var (best, difference, before) = (1, Int.max, 0)
        for split in 1..<items.count {
            before += counts[split - 1]
            if abs(total - 2 * before) < difference { (best, difference) = (split, abs(total - 2 * before)) }
        }
        return difference < total ? best : nil
    }
}
