import Atomics

/// Counts written pages and reports progress at most every 1 % of the work.
final class ProgressCounter: Sendable {
    /// One atomic add per page: no lock for the render workers to wait on.
    private let done = ManagedAtomic<Int>(0)
    private let total: Int
    private let step: Int
    private let report: (@Sendable (Int, Int) -> Void)?

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.step = max(1, total / 100)
        self.report = report
    }

    /// Counts one page; called from any thread.
    func increment() {
        guard let report else { return }
        let current = done.wrappingIncrementThenLoad(ordering: .relaxed)
        if current % step == 0 || current == total { report(current, total) }
    }
}
