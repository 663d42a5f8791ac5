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
        let pipeline = SitePipeline.onDisk(screenshots: options.screenshots)
        if options.screenshots { _ = try SiteBuildStep.screenshots.run { () throws(StepFailure) in try Screenshotter.requireChromium() } }
        let prepared = try prepare(pipeline)
        let (catalogs, diagnostics, theme, plan) = (prepared.catalogs, prepared.diagnostics, prepared.theme, prepared.plan)
        let output = try pipeline.run(.checkOutputFolder) { () throws(StepFailure) in
            try Self.stopIfCancelled(cancellation, output: options.output)
            return try OutputDirectory(
                path: options.output, force: options.force, inputs: options.inputs + [options.theme].compactMap { $0 })
        }
        let context = BuildContext(
            options: options, progress: progress, catalogs: catalogs, theme: theme, plan: plan, output: output, cancellation: cancellation)
        do {
            let (pages, overviews) = try write(context, pipeline)
            var screenshots: [String] = []
            if options.screenshots {
                screenshots = try pipeline.run(.screenshots) { () throws(StepFailure) in
                    let taken = try Screenshotter().capture(pages.map(\.report.path), in: output.staging, cancellation: cancellation)
                    try context.stopIfCancelled()
                    return taken
                }
            }
            try pipeline.run(.swapInNewSite) { () throws(StepFailure) in
                try context.stopIfCancelled()
                try output.commit()
            }
            return BuildReport(
                output: options.output, pages: pages.map(\.report), overviews: overviews, diagnostics: diagnostics,
                screenshots: screenshots, steps: pipeline.laps)
        } catch {
            output.discard()
            throw error
        }
    }

    /// Runs the same pipeline as ``build()`` without checking the output folder, screenshots and the swap,
    /// keeping every file in memory: nothing is read from or written to an output folder.
    ///
    /// - Returns: The site's files by path and the report `build` would give.
    /// - Throws: ``SiteError`` naming the step that failed.
    package func buildInMemory() throws(SiteError) -> InMemorySite {
        let pipeline = SitePipeline.inMemory()
        return try writeInMemory(try prepare(pipeline), pipeline).site
    }

    /// The steps after ``prepare(_:keeping:theme:opened:)`` of ``buildInMemory()``: render pages and write index into memory.
    /// `IncrementalSite` passes the pages and overviews it keeps (see ``write(_:_:kept:isKept:)``).
    /// - Returns: The site as far as written (the files kept are not in it) and the pages in plan order.
    func writeInMemory(
        _ prepared: PreparedSite, _ pipeline: SitePipeline, kept: (@Sendable (Int) -> RenderedPage?)? = nil,
        isKept: (@Sendable (ArraySlice<RenderedPage>) -> Bool)? = nil
    ) throws(SiteError) -> (site: InMemorySite, pages: [RenderedPage]) {
        let output = MemoryOutput()
        let context = BuildContext(
            options: options, progress: progress, catalogs: prepared.catalogs, theme: prepared.theme, plan: prepared.plan, output: output,
            cancellation: cancellation)
        let (pages, overviews) = try write(context, pipeline, kept: kept, isKept: isKept)
        let report = BuildReport(
            output: options.output, pages: pages.map(\.report), overviews: overviews, diagnostics: prepared.diagnostics, screenshots: [],
            steps: pipeline.laps)
        return (InMemorySite(files: output.files, report: report), pages)
    }

    /// The steps both builds start with: load the catalogs, load the theme, plan the pages.
    ///
    /// `IncrementalSite` passes what it keeps of the previous build (empty or nil in a full build): the reads of
    /// files unchanged since (`LoadCatalogs.run(keeping:leaving:)`), the theme when no theme file changed, the
    /// formatters opened (`PlanPages.opened`), and `leftovers` to hold what reading leaves behind until the
    /// update has been served.
    /// - Returns: Also what step "load catalogs" made of each file read alone, for the next update to keep.
    func prepare(
        _ pipeline: SitePipeline, keeping kept: [String: CatalogRead] = [:], theme keptTheme: Theme? = nil,
        opened: [LocaleID: LocaleResources] = [:], leaving leftovers: Leftovers? = nil
    ) throws(SiteError) -> PreparedSite {
        let (catalogs, diagnostics, alone) = try pipeline.run(.loadCatalogs) { () throws(StepFailure) in
            try LoadCatalogs(options: options).run(keeping: kept, leaving: leftovers)
        }
        let theme = try pipeline.run(.loadTheme) { () throws(StepFailure) in
            if let keptTheme { return keptTheme }
            return try Theme(overrides: options.theme)
        }
        let plan = try pipeline.run(.planPages) { () throws(StepFailure) in
            try PlanPages(catalogs: catalogs, locales: options.locales, theme: theme, opened: opened).run()
        }
        return PreparedSite(catalogs: catalogs, diagnostics: diagnostics, theme: theme, plan: plan, alone: alone)
    }

    /// The steps both builds write the site with: render pages, write index. `IncrementalSite` passes the
    /// pages and overviews it keeps (`RenderPages.kept`, `WriteIndex.isKept`); a full build none.
    func write(
        _ context: BuildContext, _ pipeline: SitePipeline, kept: (@Sendable (Int) -> RenderedPage?)? = nil,
        isKept: (@Sendable (ArraySlice<RenderedPage>) -> Bool)? = nil
    ) throws(SiteError) -> (pages: [RenderedPage], overviews: [String]) {
        let pages = try pipeline.run(.renderPages) { () throws(StepFailure) in try RenderPages(context: context, kept: kept).run() }
        let overviews = try pipeline.run(.writeIndex) { () throws(StepFailure) in
            try WriteIndex(context: context, pages: pages, isKept: isKept).run()
        }
        return (pages, overviews)
    }

    /// Throws ``SiteError/Reason/cancelled`` (naming `output`) once `cancellation` was cancelled.
    static func stopIfCancelled(_ cancellation: BuildCancellation?, output: String) throws(StepFailure) {
        if cancellation?.isCancelled == true { throw StepFailure(path: output, reason: .cancelled) }
    }
}
