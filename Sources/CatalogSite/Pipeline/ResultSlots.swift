/// One slot per parallel iteration: each iteration writes only its own slot, so no lock is needed.
final class ResultSlots<Element: Sendable>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Element?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    subscript(index: Int) -> Element? {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    var values: [Element?] { Array(storage) }
}
