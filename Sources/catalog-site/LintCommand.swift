import ArgumentParser
import Catalog
import CatalogReporters
import CatalogSite

/// `catalog-site lint`: everything a store would reject or a user would regret, in every catalog.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check catalogs (.json, .storekit) against store rules.",
        discussion: """
            Each finding: `file:line:column: error|warning|note: message [rule-id]`, then the JSON path and a \
            hint. Folders are searched through their subfolders (hidden ones and catalog-site build output \
            skipped). Exit status 0 when clean or only warnings, 1 on errors (and on warnings with --strict), \
            2 when a path is missing, unreadable or holds no catalog. --format json and sarif include notes; \
            github writes one GitHub Actions annotation per finding. A catalog-site.json in the current \
            folder gives the default paths (its "inputs") and a severity per rule (its "rules": off, note, \
            warning or error), which every format, the summary and the exit status follow; a broken \
            catalog-site.json exits 2 (json, sarif and github \
            still write its problems as project-file findings).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, sarif, github }

    @Argument(help: "Catalog files or folders of them (default: the project file's inputs, else catalogs).")
    var paths: [String] = []

    @Option(help: "text (for people), json (for tools), sarif (SARIF 2.1.0, for code scanning) or github (GitHub Actions annotations).")
    var format: Format = .text

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Flag(help: "Also show notes (e.g. .storekit fields Catalog does not use).")
    var notes = false

    /// The paths to check: those given, else the project file's inputs, else `catalogs`.
    func inputs(project: ProjectFile?) -> [String] {
        paths.isEmpty ? project?.inputs ?? ["catalogs"] : paths
    }

    func run() throws {
        let project = try projectFile()
        let severities = project?.severities ?? Diagnostic.SeverityPolicy()
        // A path that cannot be used is a finding like the others, so the other files are still checked
        // and --format json still prints one valid document.
        let discovery = CatalogLoader.discover(inputs(project: project))
        let files = discovery.files
        var findings = discovery.problems
        // The Google Play files of one app are one catalog, linted together.
        CatalogLoader.loadCatalogs(files) { output in findings += severities.applied(to: output.findings()) }
        let shown = notes || format == .json || format == .sarif ? findings : findings.filter { $0.severity != .note }
        switch format {
        case .json: StandardStream.output.write(Diagnostic.json(shown) + "\n")
        case .sarif: StandardStream.output.write(Diagnostic.sarif(shown, rules: Diagnostic.Rule.lintRules) + "\n")
        case .github:
            let annotations = Diagnostic.githubAnnotations(shown)
            StandardStream.output.write(annotations.isEmpty ? "" : annotations + "\n")
            StandardStream.error.write(Diagnostic.summary(findings, files: files.count) + "\n")
        case .text:
            var text = shown.map(\.rendered).joined(separator: "\n")
            if !text.isEmpty { text += "\n" }
            StandardStream.output.write(text)
            StandardStream.error.write(Diagnostic.summary(findings, files: files.count) + "\n")
        }
        // Paths that could not be read are a usage or I/O error (2), before errors in catalogs (1).
        if findings.contains(where: { ExitStatus.usageErrorRules.contains($0.rule) }) { throw ExitStatus.usageOrSystemError }
        let failing = findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        if failing { throw ExitCode.failure }
    }

    /// The current folder's project file, or nil. One that cannot be used is printed on standard error and
    /// exits 2, as for every command; for `--format json`, `sarif` and `github` standard output still gets a
    /// valid document (or annotations) holding its problems as `project-file` findings, so a CI step that
    /// saves the output never uploads an empty file.
    private func projectFile() throws -> ProjectFile? {
        switch Result(catching: { () throws(ProjectFileError) -> ProjectFile? in try ProjectFile.load() }) {
        case .success(let project): return project
        case .failure(let error):
            StandardStream.error.write(error.rendered + "\n")
            let findings = error.diagnostics
            switch format {
            case .text: break
            case .json: StandardStream.output.write(Diagnostic.json(findings) + "\n")
            case .sarif: StandardStream.output.write(Diagnostic.sarif(findings, rules: Diagnostic.Rule.lintRules) + "\n")
            case .github: StandardStream.output.write(Diagnostic.githubAnnotations(findings) + "\n")
            }
            throw ExitStatus.usageOrSystemError
        }
    }
}
