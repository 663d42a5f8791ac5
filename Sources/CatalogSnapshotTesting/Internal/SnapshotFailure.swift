import Catalog
import CatalogSite

/// Why a strategy could not make its text: the catalogs have errors, or the site cannot be built.
struct SnapshotFailure: Error, Sendable, Equatable {
    /// The whole message, ready for a test failure: what failed, then each finding or the error's hint.
    let message: String

    /// Lint and reading errors of the catalogs, each rendered as `catalog-site lint` prints it.
    init(findings: [Diagnostic]) {
        let files = Set(findings.map(\.file)).count
        let count = "\(findings.count) error\(findings.count == 1 ? "" : "s")"
        message =
            "the catalogs have \(count) in \(files) file\(files == 1 ? "" : "s"); no snapshot is taken of a catalog with errors "
            + "(`catalog-site lint` shows them too):\n" + findings.map(\.rendered).joined(separator: "\n")
    }

    /// A project file (`catalog-site.json`) that cannot be used, with every problem.
    init(projectFile error: ProjectFileError) {
        message =
            "the project file \(error.file) cannot be used, so its lint rule severities are unknown "
            + "(fix it, or choose them with the severities: parameter):\n" + error.rendered
    }

    /// A build that failed, with the diagnostics that stopped it.
    init(_ error: SiteError) {
        var lines = error.diagnostics.map(\.rendered)
        if let details = error.details { lines.append(details) }
        lines.append(error.explanation)
        message = lines.joined(separator: "\n")
    }
}
