import Catalog
import Foundation

/// Per-month equivalents and savings of plans, computed once per (plan, reference plan, storefront)
/// and shared by every page and locale that shows them: they depend on prices, not on language.
final class DerivedPrices: @unchecked Sendable {
    struct Key: Hashable {
        let product: String
        let reference: String?
        let storefront: String
    }

    struct Value {
        let perMonth: Money?
        let savingPercent: Int?
    }

    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    func value(for key: Key, compute: () throws -> Value) rethrows -> Value {
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
