import Catalog

/// What `catalog-site build` builds and where.
public struct BuildOptions: Sendable {
    /// Which locales each paywall is previewed in.
    public enum LocaleSelection: Sendable, Equatable {
        /// Each paywall's own `locales`.
        case paywalls
        /// These locales for every paywall, falling back to the nearest translation.
        case list([String])
        /// Every locale ICU has data for.
        case all
    }

    /// Catalog files or folders of them.
    public var inputs: [String]
    /// The site folder; replaced as a whole on success.
    public var output: String
    /// Which locales each paywall is previewed in.
    public var locales: LocaleSelection
    /// A folder whose `page.mustache`, `index.mustache` or `paywall.css` replace the default theme's.
    public var theme: String?
    /// Replace an output folder that is not an earlier catalog-site output.
    public var force: Bool
    /// Write a PNG per page through headless Chromium.
    public var screenshots: Bool
    /// How many threads render pages (and write overviews) at once: 1 renders them in order on the calling
    /// thread; nil, the default, one per core.
    public var concurrency: Int?
    /// Refuse to build when lint finds errors or warnings, as `catalog-site lint --strict` fails; otherwise
    /// pages are built and each finding is shown on the pages it concerns and in the index.
    public var strict: Bool
    /// A severity per lint rule (a project file's `rules`): findings on the pages, in the index and in
    /// the report take their rule's level, and rules that are off are not reported.
    public var severities: Diagnostic.SeverityPolicy

    /// Options with the command-line tool's defaults for whatever is not given.
    ///
    /// - Parameters:
    ///   - inputs: Catalog files or folders of them.
    ///   - output: The site folder; replaced as a whole on success.
    ///   - locales: Which locales each paywall is previewed in.
    ///   - theme: A folder of theme files that replace the default theme's.
    ///   - force: Replace an output folder that is not an earlier catalog-site output.
    ///   - screenshots: Write a PNG per page through headless Chromium.
    ///   - concurrency: Threads rendering pages at once (1: in order on the calling thread); nil for one per core.
    ///   - strict: Refuse to build when lint finds errors or warnings.
    ///   - severities: A severity per lint rule; the rules' usual severities when empty.
    public init(
        inputs: [String] = ["catalogs"], output: String = "_site", locales: LocaleSelection = .paywalls, theme: String? = nil,
        force: Bool = false, screenshots: Bool = false, concurrency: Int? = nil, strict: Bool = false,
        severities: Diagnostic.SeverityPolicy = Diagnostic.SeverityPolicy()
    ) {
        self.inputs = inputs
        self.output = output
        self.locales = locales
        self.theme = theme
        self.force = force
        self.screenshots = screenshots
        self.concurrency = concurrency
        self.strict = strict
        self.severities = severities
    }
}
