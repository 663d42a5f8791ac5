import CatalogText
import Dispatch

/// The results of `count` independent parts of one job, run at once, one per thread
/// (`DispatchQueue.concurrentPerform`), in part order; the calling thread waits for all of them. Lint's two
/// parts (`Linter`) and a large `.storekit` file's two halves of groups (`StoreKitReader+Groups.swift`) run on it.
func concurrentParts<Value: Sendable>(_ count: Int, _ part: @Sendable (Int) -> Value) -> [Value] {
    let slots = Locked<[Value?]>(Array(repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: count) { index in
        let value = part(index)
        slots.withLock { $0[index] = value }
    }
    let values = slots.withLock { $0 }
    assert(values.allSatisfy { $0 != nil }, "a part did not run")
    return values.compactMap(\.self)
}
