import CICU

/// CICU's process-wide lock for opening ICU objects and resource bundles (`cicu_lock_opens`).
///
/// Every open in CICU holds it; formatting with an opened object does not. Tests hold it to check that
/// formatting never waits for it.
enum ICUOpens {
    /// Runs `body` holding the opens lock; no ICU object can be opened meanwhile. The lock is released
    /// on the thread that took it, when `body` returns.
    static func withLockHeld<T>(_ body: () throws -> T) rethrows -> T {
        cicu_lock_opens()
        defer { cicu_unlock_opens() }
        return try body()
    }
}
