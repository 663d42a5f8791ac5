#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value guarded by a lock: the one lock primitive of every module of the package (the table behind
/// `Memo`, the tables `SourcePositions` builds on first use, the in-memory site, `serve`'s event streams,
/// the snapshot strategies' failures). `@unchecked Sendable` because the compiler cannot see that every
/// access to `value` holds the lock; `withLock` is the only access.
///
/// A plain `pthread_mutex_t` (an `os_unfair_lock` on Apple platforms) rather than `NSLock` or
/// `Synchronization.Mutex`: as cheap, and available on every OS version (`Mutex` needs macOS 15, and
/// the package declares no platforms).
package final class Locked<Value: Sendable>: @unchecked Sendable {
    #if canImport(Darwin)
        private let lock: UnsafeMutablePointer<os_unfair_lock>
    #else
        private let lock: UnsafeMutablePointer<pthread_mutex_t>
    #endif
    /// Held behind a pointer so that accesses under the lock skip Swift's dynamic exclusivity checks,
    /// which the lock already guarantees.
    private let value: UnsafeMutablePointer<Value>

    /// Holds `value` behind a new lock.
    package init(_ value: Value) {
        self.value = .allocate(capacity: 1)
        self.value.initialize(to: value)
        #if canImport(Darwin)
            lock = .allocate(capacity: 1)
            lock.initialize(to: os_unfair_lock())
        #else
            lock = .allocate(capacity: 1)
            lock.initialize(to: pthread_mutex_t())
            pthread_mutex_init(lock, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin)
            pthread_mutex_destroy(lock)
        #endif
        lock.deinitialize(count: 1)
        lock.deallocate()
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Runs `body` on the value with the lock held, and returns what it returns.
    @inline(__always)
    package func withLock<Output>(_ body: (inout Value) throws -> Output) rethrows -> Output {
        #if canImport(Darwin)
            os_unfair_lock_lock(lock)
            defer { os_unfair_lock_unlock(lock) }
        #else
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
        #endif
        return try body(&value.pointee)
    }
}
