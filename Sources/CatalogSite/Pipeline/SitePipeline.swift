/// The steps of a build, in order, and the runner of each: a step is timed with ``StepClock`` and named in
/// any failure it throws (``SiteBuildStep/run(_:)``), as Publish's pipeline names its steps, so a step's
/// code only throws a ``StepFailure``.
final class SitePipeline {
    /// The steps this build runs, in the order it runs them.
    let steps: [SiteBuildStep]
    private let clock = StepClock()
    private var next = 0

    private init(steps: [SiteBuildStep]) { self.steps = steps }

    /// `build()`: every step, screenshots only when asked for.
    static func onDisk(screenshots: Bool) -> SitePipeline {
        SitePipeline(steps: SiteBuildStep.allCases.filter { screenshots || $0 != .screenshots })
    }

    /// `buildInMemory()`: the same steps without checking the output folder, screenshots and the swap.
    static func inMemory() -> SitePipeline { SitePipeline(steps: [.loadCatalogs, .loadTheme, .planPages, .renderPages, .writeIndex]) }

    /// How long each step that ran took.
    var laps: [BuildReport.Step] { clock.laps }

    /// Runs `step`, the next of ``steps``, and times it.
    /// - Throws: ``SiteError`` naming `step`, for a failure `body` throws.
    func run<Value>(_ step: SiteBuildStep, _ body: () throws(StepFailure) -> Value) throws(SiteError) -> Value {
        assert(next < steps.count && steps[next] == step, "\(step) runs out of the pipeline's order \(steps)")
        next += 1
        let value = try step.run(body)
        clock.lap(step)
        return value
    }
}
