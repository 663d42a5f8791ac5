extension SiteBuildStep {
    /// Runs `body` as this step: the one place a step is attached to an error, so that the step
    /// implementations throw a ``StepFailure`` (a path and a reason) and never name a step.
    /// - Throws: ``SiteError`` naming this step, with the failure's path and reason.
    func run<Value>(_ body: () throws(StepFailure) -> Value) throws(SiteError) -> Value {
        do { return try body() } catch { throw SiteError(step: self, path: error.path, reason: error.reason) }
    }
}
