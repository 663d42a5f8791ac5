import Atomics
import Dispatch
import Foundation

/// Independent jobs (the pages, the overviews) run by at most ``workers`` threads at once: one runs them
/// in order on the calling thread; more take the next job as they finish one. No job starts once the build
/// is cancelled.
struct ParallelWork {
    /// How many threads run jobs at once (``BuildOptions/concurrency``, else the number of cores).
    let workers: Int
    let cancellation: BuildCancellation?

    init(concurrency: Int?, cancellation: BuildCancellation?) {
        self.workers = max(1, concurrency ?? ProcessInfo.processInfo.activeProcessorCount)
        self.cancellation = cancellation
    }

    /// Runs `job` for every index below `count`, each once, in order when there is one worker.
    func run(_ count: Int, _ job: @Sendable (Int) -> Void) {
        let cancellation = cancellation
        guard workers > 1, count > 1 else {
            for index in 0..<count where cancellation?.isCancelled != true { job(index) }
            return
        }
        let next = ManagedAtomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(workers, count)) { _ in
            while cancellation?.isCancelled != true {
                let index = next.loadThenWrappingIncrement(ordering: .relaxed)
                guard index < count else { return }
                job(index)
            }
        }
    }

    /// Runs `job` for every index below `count`, as ``run(_:_:)`` does, and keeps what each returned or threw.
    /// - Returns: Each job's result in index order; nil for a job that did not run (the build was cancelled).
    func results<Value: Sendable>(
        _ count: Int, _ job: @Sendable (Int) throws(StepFailure) -> Value
    ) -> [Result<Value, StepFailure>?] {
        let slots = ResultSlots<Result<Value, StepFailure>>(count: count)
        run(count) { index in
            slots[index] = Result { () throws(StepFailure) -> Value in try job(index) }
        }
        return slots.values
    }
}
