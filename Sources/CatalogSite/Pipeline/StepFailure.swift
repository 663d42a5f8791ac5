/// A failure inside a step of the pipeline: what failed (`path`) and why. A step only throws this; the
/// pipeline names the step it was running (``SiteBuildStep/run(_:)``), so a failure and the timings always
/// use the same names.
struct StepFailure: Error {
    /// The file or folder concerned.
    let path: String
    let reason: SiteError.Reason
}
