import Atomics

/// A fixed number of slots, each set at most once and then read without a lock: the `Memo` of the
/// formatting hot path, where the key is a small index (a currency, a unit and width) rather than a
/// hashed value.
///
/// Like `Memo`, a value is computed outside any lock and the first stored value wins: when two threads
/// fill a slot at once, both get the same object. A read is one atomic load (swift-atomics'
/// `UnsafeAtomicLazyReference`). The slots own their objects and release them on deinit.
final class OnceSlots<Value: AnyObject & Sendable>: Sendable {
    private typealias Slot = UnsafeAtomicLazyReference<Value>

    /// One allocation for every slot; each is only ever accessed through a `Slot` view (atomically).
    private nonisolated(unsafe) let storage: UnsafeMutablePointer<Slot.Storage>
    /// The number of slots.
    let count: Int

    /// Creates `count` empty slots.
    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: Slot.Storage(), count: count)
    }

    deinit {
        for index in 0..<count { _ = storage[index].dispose() }
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// The value in slot `index`, made with `make` the first time.
    /// - Precondition: `index` is in `0..<count` (callers index by their own enums).
    @inline(__always)
    func value<Failure: Error>(at index: Int, make: () throws(Failure) -> Value) throws(Failure) -> Value {
        precondition(index >= 0 && index < count, "slot \(index) of \(count)")
        let slot = Slot(at: storage + index)
        if let known = slot.load() { return known }
        return slot.storeIfNilThenLoad(try make())
    }
}
