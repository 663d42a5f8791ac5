extension SourceMap {
    /// Where an array item a reader's fast path read whole is, where up to three of its members are, and the
    /// canonical path that names it, in one record.
    ///
    /// It stands for the `Position` of the item (`parent[index]`), one per member (`parent[index].key`) and
    /// the `Alias` `parent.aliasKey` → `parent[index]`, and the tables hold the same entries as if those had
    /// been recorded. A `.storekit` file has such an item per product and locale (100,000 in
    /// `catalog-bench`'s `load-many` file): one record instead of five is a fifth of the appends, retains and
    /// frees. Paths it names are named by no other record (the reader records an item either whole or value
    /// by value), so the order between it and other records does not change which position or alias counts.
    struct ItemPositions: Sendable {
        /// A member's key as written and where its value starts.
        struct Member: Sendable {
            let key: String
            let location: Diagnostic.Location
        }

        /// The array's path.
        let parent: String
        /// The item's index in the array.
        let index: Int
        /// Where the item starts.
        let location: Diagnostic.Location
        // The members recorded, in file order, nil slots at the end. Three properties, not a tuple: a tuple
        // of enums with payloads is copied and destroyed through the runtime's generic tuple functions.
        private var first: Member?
        private var second: Member?
        private var third: Member?
        /// The key of the canonical path that names the item (`parent.aliasKey`), if one does.
        var aliasKey: String?

        /// An item at `index` of the array at `parent`, without members or alias yet.
        init(_ parent: String, _ index: Int, _ location: Diagnostic.Location) {
            self.parent = parent
            self.index = index
            self.location = location
        }

        /// Adds a member in the first free slot; false (nothing added) when all three are taken.
        mutating func add(_ key: String, _ location: Diagnostic.Location) -> Bool {
            let member = Member(key: key, location: location)
            if first == nil {
                first = member
            } else if second == nil {
                second = member
            } else if third == nil {
                third = member
            } else {
                return false
            }
            return true
        }

        /// Whether a path of its positions (`forEachPosition(_:)`) has a length `matches` accepts, told without
        /// building them.
        func hasPath(ofLength matches: (Int) -> Bool) -> Bool {
            let item = JSONPath.length(parent, .item(index)) ?? JSONPath.item(parent, index).utf8.count
            if matches(item) { return true }
            for member in [first, second, third] {
                guard let member else { return false }
                let length =
                    JSONPath.isSimple(member.key)
                    ? item + 1 + member.key.utf8.count : JSONPath.join(JSONPath.item(parent, index), member.key).utf8.count
                if matches(length) { return true }
            }
            return false
        }

        /// Each position it stands for, the item's first, as a path and a location.
        func forEachPosition(_ body: (String, Diagnostic.Location) -> Void) {
            let path = JSONPath.item(parent, index)
            body(path, location)
            if let first { body(JSONPath.join(path, first.key), first.location) }
            if let second { body(JSONPath.join(path, second.key), second.location) }
            if let third { body(JSONPath.join(path, third.key), third.location) }
        }
    }
}
