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

    /// Throws ``SiteError/Reason/cancelled`` once the build has been cancelled.
    func stopIfCancelled(_ step: SiteBuildStep) throws(SiteError) {
        try SiteBuilder.stopIfCancelled(cancellation, step: step, output: options.output)
    }
}
