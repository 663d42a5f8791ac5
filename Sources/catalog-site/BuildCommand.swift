import ArgumentParser
import Catalog
import CatalogSite
import Foundation

/// `catalog-site build`: static paywall previews of every catalog, one page per paywall and locale.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build paywall previews for every locale into a static site.",
        discussion: """
            Reads the catalogs (.json, .storekit) and writes one page per paywall and locale plus an \
            index. The site is built next to --out and swapped in only on success; a folder that is not \
            an earlier catalog-site output is never replaced without --force. Lint findings do not stop \
            the build: each is shown on the pages it concerns and in the index, and standard error gets \
            a one-line summary; --strict refuses to build when lint finds errors or warnings. A file \
            that cannot be read as a catalog always stops the build. Exit status: 0 built (warnings and \
            previewed lint errors allowed), 1 the catalogs or the theme cannot be used (or --strict \
            refused), 2 a usage error (a missing path, an empty --locales, a broken catalog-site.json) or \
            an I/O error, 130 or 143 stopped by Ctrl-C or SIGTERM (the unfinished site is removed). A \
            catalog-site.json in the current folder gives the defaults of the paths, --out, \
            --locales and --theme, and a severity per lint rule (its "rules"); flags win over it.
            """
    )

    @OptionGroup var site: SiteOptions

    @Option(name: .customLong("out"), help: "The site folder (default: the project file's output, else _site).")
    var output: String?

    @Flag(help: "Replace --out even when it is not an earlier catalog-site output.")
    var force = false

    @Flag(help: "Also write a phone-sized PNG per page with headless Chromium.")
    var screenshots = false

    @Flag(help: "Print how long each step took.")
    var timing = false

    @Flag(help: "Refuse to build when lint finds errors or warnings (as catalog-site lint --strict fails).")
    var strict = false

    /// The options of this command line over a project file's settings: flags win, then the file, then
    /// the built-in defaults.
    func options(project: ProjectFile?) -> BuildOptions {
        BuildOptions(
            inputs: site.inputs(project: project), output: output ?? project?.output ?? "_site",
            locales: site.locales(project: project), theme: site.theme(project: project), force: force,
            screenshots: screenshots, strict: strict, severities: project?.severities ?? Diagnostic.SeverityPolicy())
    }

    func run() throws {
        let options = options(project: try ProjectSettings.load())
        let output = options.output
        let interactive = Terminal.isInteractive
        var progress: (@Sendable (Int, Int) -> Void)?
        if interactive {
            progress = { (done: Int, total: Int) -> Void in
                StandardStream.error.write("\r\u{1B}[Krendering pages: \(done)/\(total)")
            }
        }
        // Ctrl-C or SIGTERM stops the build between pages; it removes its unfinished site and exits 130 or 143.
        let cancellation = BuildCancellation()
        let stop = StopSignals { _ in cancellation.cancel() }
        let builder = SiteBuilder(options: options, progress: progress, cancellation: cancellation)
        let report: BuildReport
        switch Self.build(builder) {
        case .success(let built): report = built
        case .failure(let error):
            if interactive { StandardStream.error.write("\r\u{1B}[K") }
            if !error.diagnostics.isEmpty {
                StandardStream.error.write(error.diagnostics.map(\.rendered).joined(separator: "\n") + "\n")
            }
            if let details = error.details { StandardStream.error.write(details + "\n") }
            Terminal.printError(error.explanation)
            if let status = stop.exitCode { throw status }
            throw error.kind == .input ? ExitStatus.inputErrors : ExitStatus.usageOrSystemError
        }
        if interactive { StandardStream.error.write("\r\u{1B}[K") }
        // Errors first, then warnings, each up to 10 in full: a CI log shows what to fix.
        for severity in [Severity.error, .warning] {
            let found = report.diagnostics.filter { $0.severity == severity }
            guard !found.isEmpty else { continue }
            var text = found.prefix(10).map(\.rendered).joined(separator: "\n") + "\n"
            if found.count > 10 { text += "… and \(found.count - 10) more \(severity.rawValue)s (catalog-site lint lists them all)\n" }
            StandardStream.error.write(text)
        }
        var lines: [String] = []
        // Grouped by folder: each paywall has its own, even where a faulty catalog repeats an ID.
        var byPaywall: [(folder: String, pages: [BuildReport.Page])] = []
        for page in report.pages {
            let folder = (page.path as NSString).deletingLastPathComponent
            if byPaywall.last?.folder == folder {
                byPaywall[byPaywall.count - 1].pages.append(page)
            } else {
                byPaywall.append((folder, [page]))
            }
        }
        for (folder, pages) in byPaywall {
            let key = "\(pages[0].catalog) · \(pages[0].paywall)"
            lines.append("  \(key): \(pages.count) locale\(pages.count == 1 ? "" : "s") → \(output)/\(folder)/")
        }
        if timing {
            for step in report.steps { lines.append("  \(step.name): \(String(format: "%.3f", step.seconds)) s") }
        }
        if !report.screenshots.isEmpty { lines.append("  \(report.screenshots.count) screenshots (.png next to each page)") }
        lines.append("Wrote \(report.summary), \(String(format: "%.2f", report.seconds)) s. Open \(output)/index.html")
        StandardStream.output.write(lines.joined(separator: "\n") + "\n")
        if let line = Self.errorSummary(report) { StandardStream.error.write(line + "\n") }
    }
}

extension BuildCommand {
    /// The one line about lint errors built anyway, or nil when lint found none.
    static func errorSummary(_ report: BuildReport) -> String? {
        let errors = report.diagnostics.filter { $0.severity == .error }
        guard !errors.isEmpty else { return nil }
        let files = Set(errors.map(\.file)).count
        let pages = report.pages.filter { $0.findings.contains { $0.severity == .error } }.count
        return
            "warning: built with \(errors.count) lint error\(errors.count == 1 ? "" : "s") in \(files) catalog file\(files == 1 ? "" : "s"), "
            + "shown on \(pages) page\(pages == 1 ? "" : "s") and in \(report.output)/index.html "
            + "(catalog-site lint lists them; --strict refuses to build with them)"
    }

    /// The build as a `Result` (a typed `do/catch` here trips a Swift 6.3 SILGen bug).
    static func build(_ builder: SiteBuilder) -> Result<BuildReport, SiteError> {
        Result { () throws(SiteError) -> BuildReport in try builder.build() }
    }
}
