import Catalog

/// Builds the static site of paywall previews: one page per (paywall, locale) and an index.
///
/// A pipeline of named steps (``SiteBuildStep``: load catalogs, load theme, plan pages, check the output
/// folder, render pages, write index, screenshots, swap in the new site); a failure says which step and
/// which path, and leaves the previous site as it was.
///
/// ```swift
/// let report = try SiteBuilder(options: BuildOptions(inputs: ["catalogs"], output: "_site")).build()
/// print(report.summary)   // 24 pages, 4 overviews and index.html in _site/ (4 with review notes)
/// ```
public struct SiteBuilder: Sendable {
    /// What to build and where.
    public let options: BuildOptions
    /// Called from any thread as pages are written: (done, total).
    public let progress: (@Sendable (Int, Int) -> Void)?
    /// Stops the build when cancelled from another thread; nil when nothing can stop it.
    public let cancellation: BuildCancellation?

    /// Makes a builder; nothing is read or written until ``build()``.
    ///
    /// - Parameters:
    ///   - options: What to build and where.
    ///   - progress: Called from any thread as pages are written, with the pages done and the total.
    ///   - cancellation: Stops the build when cancelled (see ``BuildCancellation``).
    public init(options: BuildOptions, progress: (@Sendable (Int, Int) -> Void)? = nil, cancellation: BuildCancellation? = nil) {
        self.options = options
        self.progress = progress
        self.cancellation = cancellation
    }

    /// Runs every step of the pipeline and swaps the new site in.
    ///
    /// - Returns: The pages written, the catalogs' findings, the screenshots and each step's duration.
    /// - Throws: ``SiteError`` naming the step that failed (``SiteError/Reason/cancelled`` when cancelled);
    ///   the previous site is left as it was, and nothing of the new one is left.
    public func build() throws(SiteError) -> BuildReport {
        let clock = StepClock()
        if options.screenshots { try Screenshotter.requireChromium() }
        let (catalogs, diagnostics, theme, plan) = try prepare(clock)
        try Self.stopIfCancelled(cancellation, step: .checkOutputFolder, output: options.output)
        let output = try OutputDirectory(
            path: options.output, force: options.force, inputs: options.inputs + [options.theme].compactMap { $0 })
        clock.lap(.checkOutputFolder)
        let context = BuildContext(
            options: options, progress: progress, catalogs: catalogs, theme: theme, plan: plan, output: output, cancellation: cancellation)
        do {
            let pages = try RenderPages(context: context).run()
            clock.lap(.renderPages)
            let overviews = try WriteIndex(context: context, pages: pages).run()
            clock.lap(.writeIndex)
            var screenshots: [String] = []
            if options.screenshots {
                screenshots = try Screenshotter().capture(pages.map(\.report.path), in: output.staging, cancellation: cancellation)
                try context.stopIfCancelled(.screenshots)
                clock.lap(.screenshots)
            }
            try context.stopIfCancelled(.swapInNewSite)
            try output.commit()
            clock.lap(.swapInNewSite)
            return BuildReport(
                output: options.output, pages: pages.map(\.report), overviews: overviews, diagnostics: diagnostics,
                screenshots: screenshots, steps: clock.laps)
        } catch {
            output.discard()
            throw error
        }
    }

    /// Runs the same pipeline as ``build()`` without screenshots, keeping every file in memory: nothing is
    /// read from or written to an output folder.
    ///
    /// - Returns: The site's files by path and the report `build` would give.
    /// - Throws: ``SiteError`` naming the step that failed.
    package func buildInMemory() throws(SiteError) -> InMemorySite {
        let clock = StepClock()
        let (catalogs, diagnostics, theme, plan) = try prepare(clock)
        let output = MemoryOutput()
        let context = BuildContext(
            options: options, progress: progress, catalogs: catalogs, theme: theme, plan: plan, output: output, cancellation: cancellation)
        let pages = try RenderPages(context: context).run()
        clock.lap(.renderPages)
        let overviews = try WriteIndex(context: context, pages: pages).run()
        clock.lap(.writeIndex)
        let report = BuildReport(
            output: options.output, pages: pages.map(\.report), overviews: overviews, diagnostics: diagnostics, screenshots: [],
            steps: clock.laps)
        return InMemorySite(files: output.files, report: report)
    }

    /// The steps both builds share, each timed: load the catalogs, load the theme, plan the pages.
    private func prepare(
        _ clock: StepClock
    ) throws(SiteError) -> (catalogs: [LoadedCatalog], diagnostics: [Diagnostic], theme: Theme, plan: SitePlan) {
        let (catalogs, diagnostics) = try LoadCatalogs(options: options).run()
        clock.lap(.loadCatalogs)
        let theme = try Theme(overrides: options.theme)
        clock.lap(.loadTheme)
        let plan = try PlanPages(catalogs: catalogs, locales: options.locales, theme: theme).run()
        clock.lap(.planPages)
        return (catalogs, diagnostics, theme, plan)
    }

    /// Throws ``SiteError/Reason/cancelled`` (naming `step` and `output`) once `cancellation` was cancelled.
    static func stopIfCancelled(_ cancellation: BuildCancellation?, step: SiteBuildStep, output: String) throws(SiteError) {
        if cancellation?.isCancelled == true { throw SiteError(step: step, path: output, reason: .cancelled) }
    }
}
