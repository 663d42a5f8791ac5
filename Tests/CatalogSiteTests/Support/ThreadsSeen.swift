import Foundation

/// The threads a callback was called on, from any thread.
final class ThreadsSeen: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<pthread_t> = []

    /// Notes the thread.
    func add(_ thread: pthread_t) { lock.withLock { _ = seen.insert(thread) } }

    /// Every thread noted.
    var all: Set<pthread_t> { lock.withLock { seen } }
}
