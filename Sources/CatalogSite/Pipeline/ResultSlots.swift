import CatalogText

/// One slot per parallel iteration: each iteration writes its own slot, under one lock (a write per page
/// or overview, so the lock costs nothing measurable).
final class ResultSlots<Element: Sendable>: Sendable {
    private let storage: Locked<[Element?]>

    init(count: Int) {
        storage = Locked(Array(repeating: nil, count: count))
    }

    subscript(index: Int) -> Element? {
        get { storage.withLock { $0[index] } }
        set { storage.withLock { $0[index] = newValue } }
    }

    var values: [Element?] { storage.withLock { $0 } }
}
