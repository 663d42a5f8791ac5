/// What the steps after "check the output folder" share: the options, the catalogs, the theme, the plan,
/// where the site is written (the staging folder or memory) and the build's memos.
struct BuildContext: Sendable {
    let options: BuildOptions
    /// Called from any thread as pages are written: (done, total).
    let progress: (@Sendable (Int, Int) -> Void)?
    let catalogs: [LoadedCatalog]
    let theme: Theme
    let plan: SitePlan
    let output: any SiteOutput
    /// Asked between pages whether to stop.
    let cancellation: BuildCancellation?
    /// Made fresh for each build, so an edited catalog is never rendered from a previous build's results.
    let caches = BuildCaches()

    /// The pages or overviews of a step, run by as many threads as ``BuildOptions/concurrency`` says.
    var parallelWork: ParallelWork { ParallelWork(concurrency: options.concurrency, cancellation: cancellation) }

    /// Runs `job` for every index below `count` on ``parallelWork``.
    /// - Returns: The jobs' results in index order.
    /// - Throws: Cancelled once the build has been cancelled, else the first job's failure in index order.
    func inParallel<Value: Sendable>(_ count: Int, _ job: @Sendable (Int) throws(StepFailure) -> Value) throws(StepFailure) -> [Value] {
        let results = parallelWork.results(count, job)
        try stopIfCancelled()
        var values: [Value] = []
        for slot in results {
            guard let slot else { continue }
            values.append(try slot.get())
        }
        return values
    }

    /// Throws ``SiteError/Reason/cancelled`` once the build has been cancelled.
    func stopIfCancelled() throws(StepFailure) {
        try SiteBuilder.stopIfCancelled(cancellation, output: options.output)
    }
}
