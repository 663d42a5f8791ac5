/// Values computed once per key and shared between threads: the one cache concept of Catalog.
///
/// A value is computed outside the lock the first time its key is asked for; when two threads compute
/// it at once, the first stored value wins and both callers get it (so ICU handles stay shared). Every
/// process-wide cache is a `Memo` (all of Catalog's are in `Caches`); where the key is a small
/// index on the formatting hot path, `OnceSlots` gives the same contract with a lock-free read.
package final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values = Locked<[Key: Value]>([:])
    /// The most values kept; later keys are computed every time (for keys read from user input).
    private let limit: Int

    /// - Parameter limit: The most values to keep; unbounded by default.
    package init(limit: Int = .max) {
        self.limit = limit
    }

    /// The value for `key`, computed with `compute` the first time.
    package func value<Failure: Error>(for key: Key, compute: () throws(Failure) -> Value) throws(Failure) -> Value {
        if let known = values.withLock({ $0[key] }) { return known }
        let value = try compute()
        return values.withLock { cache in
            if let raced = cache[key] { return raced }
            if cache.count < limit { cache[key] = value }
            return value
        }
    }
}
