/// Where the pipeline writes the site: a staging folder on disk (`build`) or memory (`serve`).
protocol SiteOutput: Sendable {
    /// Writes a file at `relativePath` inside the site.
    /// - Parameter step: The step that writes the file, which a failure names.
    func write(_ text: String, to relativePath: String, step: SiteBuildStep) throws(SiteError)

    /// Creates a folder and its missing parents inside the site.
    /// - Parameter step: The step that needs the folder, which a failure names.
    func createFolder(_ relativePath: String, step: SiteBuildStep) throws(SiteError)
}
