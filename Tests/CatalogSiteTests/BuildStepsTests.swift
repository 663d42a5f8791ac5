import CatalogTestSupport
import Testing

@testable import CatalogSite

/// The step clock and `SiteError` share `SiteBuildStep`: every step an error can name is a step the
/// clock reports, with the same name. The pipeline owns the list of steps, and the step a failure names is
/// attached where the step runs: a step's code only throws a path and a reason (`StepFailure`).
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

    @Test func theInMemoryBuildRunsTheSameStepsWithoutTheOutputFolder() throws {
        let site = try SiteBuilder(options: BuildOptions(inputs: [SiteFixture.exampleCatalogs + "/castle-coins.json"])).buildInMemory()
        #expect(site.report.steps.map(\.step) == [.loadCatalogs, .loadTheme, .planPages, .renderPages, .writeIndex])
        #expect(SitePipeline.inMemory().steps == site.report.steps.map(\.step))
        #expect(SitePipeline.onDisk(screenshots: true).steps == SiteBuildStep.allCases)
    }

    @Test func aStepNamesItselfInTheFailuresItsCodeThrows() {
        let pipeline = SitePipeline.inMemory()
        #expect {
            try pipeline.run(.loadCatalogs) { () throws(StepFailure) in throw StepFailure(path: "app.json", reason: .cancelled) }
        } throws: { error in
            (error as? SiteError)?.step == .loadCatalogs && (error as? SiteError)?.path == "app.json"
                && "\(error)".hasPrefix("load catalogs: app.json: ")
        }
        #expect(pipeline.laps.isEmpty)
    }

    @Test func aPageThatIsNotBuiltIsAFailureOfPlanPages() {
        let builder = SiteBuilder(options: BuildOptions(inputs: [SiteFixture.exampleCatalogs + "/castle-coins.json"]))
        #expect {
            try builder.pageHTML(paywall: "nope", locale: "de-DE")
        } throws: { error in
            (error as? SiteError)?.step == .planPages
                && "\(error)".hasPrefix("plan pages: \(SiteFixture.exampleCatalogs)/castle-coins.json: ")
        }
        #expect {
            try builder.pageHTML(paywall: "shop", locale: "not a locale")
        } throws: { error in
            (error as? SiteError)?.step == .planPages && (error as? SiteError)?.path == "not a locale"
        }
    }
}
