import CatalogSite
import CatalogTestSupport
import Testing

/// The step clock and `SiteError` share `SiteBuildStep`: every step an error can name is a step the
/// clock reports, with the same name.
@Suite("Build steps", .removesTemporaryFolders)
struct BuildStepsTests {
    @Test func theClockReportsEveryStepInOrder() throws {
        let out = try SiteFixture.temporaryFolder().appendingPathComponent("_site")
        let report = try SiteFixture.build(BuildOptions(inputs: [SiteFixture.exampleCatalogs + "/castle-coins.json"], output: out.path))
            .get()
        #expect(report.steps.map(\.step) == SiteBuildStep.allCases.filter { $0 != .screenshots })
        #expect(
            report.steps.map(\.name) == [
                "load catalogs", "load theme", "plan pages", "check the output folder", "render pages", "write index",
                "swap in the new site",
            ])
    }
}
