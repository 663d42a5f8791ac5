import Foundation

/// A value guarded by a lock, for the small caches of ICU objects.
///
/// `NSLock` rather than `Synchronization.Mutex` so that the library keeps working on Apple platforms
/// older than macOS 15 / iOS 18.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
