import Catalog

/// What a build wrote.
public struct BuildReport: Sendable {
    /// One written page.
    public struct Page: Sendable {
        /// The catalog file the page's paywall is in, as given or found.
        public let catalog: String
        /// The paywall's ID.
        public let paywall: String
        /// The locale's BCP 47 tag ("de-DE").
        public let locale: String
        /// The locale's English name ("German (Germany)").
        public let localeName: String
        /// The path inside the site folder ("pulse-fitness/main/de-de.html").
        public let path: String
        /// Review notes about the page (fallbacks, store limits, overflow risks).
        public let warnings: [String]
        /// The catalog's lint findings about this paywall or the products it shows.
        public let findings: [Diagnostic]
        /// The storefront whose prices the page shows ("DE").
        public let storefront: String
        /// The language of Catalog's phrases on the page ("de", or "en" as a fallback).
        public let phrasesLanguage: String
    }

    /// A timed step of the pipeline.
    public struct Step: Sendable {
        /// The step.
        public let step: SiteBuildStep
        /// How long it took, in seconds.
        public let seconds: Double

        /// The step's name ("render pages").
        public var name: String { step.rawValue }
    }

    /// The site folder, as ``BuildOptions/output`` gave it.
    public let output: String
    /// Every written page, in catalog, paywall and locale order.
    public let pages: [Page]
    /// Each paywall's overview, as paths inside the site folder ("pulse-fitness/main/index.html").
    public let overviews: [String]
    /// Every finding about the catalogs: errors and warnings (shown on the pages they concern and in the
    /// index; ``BuildOptions/strict`` refuses them) and notes.
    public let diagnostics: [Diagnostic]
    /// The screenshots written, as paths inside the site folder ("pulse-fitness/main/de-de.png").
    public let screenshots: [String]
    /// How long each pipeline step took.
    public let steps: [Step]

    /// The whole build's duration.
    public var seconds: Double { steps.reduce(0) { $0 + $1.seconds } }

    /// One line: how many pages, where, how many with review notes.
    public var summary: String {
        let warned = pages.filter { !$0.warnings.isEmpty }.count
        let overviewCount = "\(overviews.count) overview\(overviews.count == 1 ? "" : "s")"
        return
            "\(pages.count) page\(pages.count == 1 ? "" : "s"), \(overviewCount) and index.html in \(output)/ (\(warned) with review notes)"
    }
}
