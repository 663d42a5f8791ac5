import Dispatch

/// Times the pipeline's steps: each lap is the time since the previous one.
final class StepClock {
    private var last = DispatchTime.now()
    private(set) var laps: [BuildReport.Step] = []

    /// Ends a step that started at the previous lap (or when the clock was made).
    func lap(_ step: SiteBuildStep) {
        let now = DispatchTime.now()
        laps.append(BuildReport.Step(step: step, seconds: Double(now.uptimeNanoseconds - last.uptimeNanoseconds) / 1e9))
        last = now
    }
}
