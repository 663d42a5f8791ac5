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

    /// A build that failed, with the diagnostics that stopped it; a page the build does not make is said
    /// in the words of ``PaywallPage``, with the paywalls and locales there are.
    init(_ error: SiteError) {
        if case .noSuchPage(let paywall, let locale, let pages) = error.reason {
            message = Self.noSuchPage(paywall: paywall, locale: locale, pages: pages, in: error.path)
            return
        }
        var lines = error.diagnostics.map(\.rendered)
        if let details = error.details { lines.append(details) }
        lines.append(error.explanation)
        message = lines.joined(separator: "\n")
    }

    /// "catalogs/app.json: no page for paywall "main" in it-IT (hint: the catalogs have paywall main in
    /// en-US, de-DE; …)": `pages` are the build's pages, "paywall locale" each.
    private static func noSuchPage(paywall: String, locale: String, pages: [String], in path: String) -> String {
        var paywalls: [(id: String, locales: [String])] = []
        for page in pages {
            let parts = page.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            if let index = paywalls.firstIndex(where: { $0.id == parts[0] }) {
                paywalls[index].locales.append(parts[1])
            } else {
                paywalls.append((parts[0], [parts[1]]))
            }
        }
        let listed = paywalls.map { "\($0.id) in \($0.locales.joined(separator: ", "))" }.joined(separator: "; ")
        let hint =
            paywalls.isEmpty
            ? "the catalogs have no paywalls"
            : "the catalogs have paywall\(paywalls.count == 1 ? "" : "s") \(listed); for a locale outside a paywall's own, "
                + "list it in PaywallPage(…, locales:)"
        return "\(path): no page for paywall \"\(paywall)\" in \(locale) (hint: \(hint))"
    }
}
