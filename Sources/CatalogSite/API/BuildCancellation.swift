import Atomics

/// Stops a build from another thread: a signal handler, a Stop button.
///
/// ``SiteBuilder/build()`` looks at it between pages and between steps; once cancelled, it stops, removes
/// the unfinished site and throws ``SiteError`` with ``SiteError/Reason/cancelled``, leaving the previous
/// site as it was.
///
/// ```swift
/// let cancellation = BuildCancellation()
/// let builder = SiteBuilder(options: BuildOptions(inputs: ["catalogs"]), cancellation: cancellation)
/// // On another thread, when the user asks to stop:
/// cancellation.cancel()
/// ```
public final class BuildCancellation: Sendable {
    private let cancelled = ManagedAtomic<Bool>(false)

    /// A cancellation that has not been asked for yet.
    public init() {}

    /// Asks the build to stop; safe from any thread, and more than once.
    public func cancel() { cancelled.store(true, ordering: .relaxed) }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { cancelled.load(ordering: .relaxed) }
}
