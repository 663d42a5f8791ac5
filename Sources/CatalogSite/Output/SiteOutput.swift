/// Where the pipeline writes the site: a staging folder on disk (`build`) or memory (`serve`).
protocol SiteOutput: Sendable {
    /// Writes a file at `relativePath` inside the site.
    func write(_ text: String, to relativePath: String) throws(StepFailure)

    /// Creates a folder and its missing parents inside the site.
    func createFolder(_ relativePath: String) throws(StepFailure)
}
