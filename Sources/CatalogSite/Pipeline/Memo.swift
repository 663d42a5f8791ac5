import Catalog
import Foundation

/// Values computed once per key and shared by the threads of a build (rendered plan cards, per-month
/// equivalents, translation fallbacks): pages in many locales and paywall variants repeat them.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    /// The value for `key`, computing it outside the lock the first time (two threads may both compute
    /// it; the results are equal, as every computation here is a pure function of its key).
    func value<Failure: Error>(for key: Key, compute: () throws(Failure) -> Value) throws(Failure) -> Value {
        lock.lock()
        let known = values[key]
        lock.unlock()
        if let known { return known }
        let value = try compute()
        lock.lock()
        values[key] = value
        lock.unlock()
        return value
    }
}

/// The memos of one build, made fresh by each `SiteBuilder.build()` so that an edited catalog is never
/// rendered from a previous build's results.
struct BuildCaches: Sendable {
    let derivedPrices = Memo<DerivedPrices.Key, DerivedPrices.Value>()
    let fallbacks = Memo<FallbackKey, FallbackResult>()
    let cards = Memo<PlanViewModel, String>()
    let plans = Memo<PlanKey, BuiltPlan>()
    let disclosures = Memo<DisclosureKey, String>()
}

/// The translation chosen for a locale, if any.
struct FallbackResult: Sendable {
    let choice: (locale: LocaleID, isFallback: Bool)?
}
