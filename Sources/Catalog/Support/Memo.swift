/// Values computed once per key and shared between threads: ICU formatters per (locale, skeleton),
/// and in CatalogSite the cards, prices and fallbacks that many pages repeat.
package final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values = Locked<[Key: Value]>([:])

    package init() {}

    /// The value for `key`, computed outside the lock the first time. When two threads compute it at
    /// once, the first stored value wins and both callers get it (formatter handles stay shared).
    package func value<Failure: Error>(for key: Key, compute: () throws(Failure) -> Value) throws(Failure) -> Value {
        if let known = values.withLock({ $0[key] }) { return known }
        let value = try compute()
        return values.withLock { cache in
            if let raced = cache[key] { return raced }
            cache[key] = value
            return value
        }
    }
}
