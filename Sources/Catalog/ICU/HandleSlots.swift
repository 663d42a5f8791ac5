import CICU

/// A fixed number of slots, each set at most once to an ICU handle and read without a lock: the hot
/// path of formatting is one atomic load. Slots own their handles and release them on deinit.
final class HandleSlots: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        for index in 0..<count {
            if let pointer = slots[index] { Unmanaged<NumberFormatterHandle>.fromOpaque(pointer).release() }
        }
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// Runs `body` with the handle in a slot, making it with `make` the first time.
    @inline(__always)
    func withHandle<Result>(
        at index: Int, make: () throws(ICUError) -> NumberFormatterHandle,
        _ body: (NumberFormatterHandle) throws(ICUError) -> Result
    ) throws(ICUError) -> Result {
        guard index >= 0, index < count else { throw ICUError(operation: "find formatter slot \(index)", code: -1) }
        if let pointer = cicu_atomic_load_pointer(slots + index) { return try run(body, on: pointer) }
        let made = Unmanaged.passRetained(try make())
        if cicu_atomic_set_pointer_if_empty(slots + index, made.toOpaque()) == 0 { made.release() }
        guard let pointer = cicu_atomic_load_pointer(slots + index) else { throw ICUError(operation: "cache a formatter", code: -5) }
        return try run(body, on: pointer)
    }

    /// Calls `body` with the slot's handle without retaining it: the slot keeps it alive.
    @inline(__always)
    private func run<Result>(
        _ body: (NumberFormatterHandle) throws(ICUError) -> Result, on pointer: UnsafeMutableRawPointer
    ) throws(ICUError) -> Result {
        let outcome = Unmanaged<NumberFormatterHandle>.fromOpaque(pointer)._withUnsafeGuaranteedRef { handle in
            Swift.Result { () throws(ICUError) -> Result in try body(handle) }
        }
        return try outcome.get()
    }
}
