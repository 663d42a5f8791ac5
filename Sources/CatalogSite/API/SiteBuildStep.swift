/// A named step of the build pipeline, in the order the steps run.
///
/// The step clock times these steps (``BuildReport/steps``) and a ``SiteError`` names the step that failed,
/// so a failure and the timings always use the same names.
public enum SiteBuildStep: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Every catalog file read and linted.
    case loadCatalogs = "load catalogs"
    /// The theme's templates read and checked against the view models.
    case loadTheme = "load theme"
    /// The pages, their paths, their locales' formatters and the language switchers.
    case planPages = "plan pages"
    /// The output folder checked, and the staging folder beside it created.
    case checkOutputFolder = "check the output folder"
    /// Every page built, rendered and written.
    case renderPages = "render pages"
    /// The index written.
    case writeIndex = "write index"
    /// A PNG of each page taken through headless Chromium.
    case screenshots = "screenshots"
    /// The finished site moved into place of the previous one.
    case swapInNewSite = "swap in the new site"

    /// The step's name as messages and timings print it ("load catalogs").
    public var description: String { rawValue }
}
