/// A site built in memory by ``SiteBuilder/buildInMemory()``: every file's bytes by its path in the site.
package struct InMemorySite: Sendable {
    /// The files by path relative to the site's root (`index.html`, `assets/paywall.css`, …).
    package let files: [String: [UInt8]]
    /// The pages built and the catalogs' findings, as `build` reports them.
    package let report: BuildReport
}
