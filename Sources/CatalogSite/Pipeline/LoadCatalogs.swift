import Catalog
import Foundation

/// Step "load catalogs": every file read and linted. A file that cannot be read stops the build before
/// anything is written; lint findings stop it only when `strict`, else they go on the pages.
struct LoadCatalogs {
    let options: BuildOptions

    /// The catalogs that could be read and every finding about them.
    func run() throws(StepFailure) -> (catalogs: [LoadedCatalog], diagnostics: [Diagnostic]) {
        let files = try discover()
        var read: [(file: String, catalog: ProductCatalog, findings: CatalogFindings)] = []
        var findings: [Diagnostic] = []
        var unreadable: [Diagnostic] = []
        // The Google Play files of one app are one catalog (named after their folder).
        CatalogLoader.loadCatalogs(files) { output in
            guard let catalog = output.catalog, !output.diagnostics.contains(where: Self.makesUnreadable) else {
                // What makes the file unreadable is shown whatever its rule's level; the rest as set.
                unreadable += output.diagnostics.compactMap { Self.makesUnreadable($0) ? $0 : options.severities.applied(to: $0) }
                    .filter { $0.severity == .error }
                return
            }
            let found = options.severities.applied(to: output.findings())
            findings += found
            // Every diagnostic about the file is made by now: the pages need the model, not where each
            // value was read from (a position per value of the file, held until the build ends otherwise).
            read.append((output.file, catalog.droppingPositions(), CatalogFindings(found, catalog: catalog)))
        }
        let slugs = Slug.unique(read.map { URL(fileURLWithPath: $0.file).deletingPathExtension().lastPathComponent })
        let loaded = zip(read, slugs).map { entry, slug in
            LoadedCatalog(
                file: entry.file, slug: slug, catalog: entry.catalog, paywallSlugs: Slug.unique(entry.catalog.paywalls.map(\.id)),
                findings: entry.findings)
        }
        if !unreadable.isEmpty {
            throw StepFailure(path: unreadable[0].file, reason: .unreadableCatalogs(unreadable))
        }
        let failing = options.strict ? findings.filter { $0.severity != .note } : []
        if !failing.isEmpty {
            throw StepFailure(path: failing[0].file, reason: .strictFindings(failing))
        }
        return (loaded, findings)
    }

    /// The catalog files of the inputs; the site's own folder is never read as input, even when it sits
    /// inside a catalog folder.
    private func discover() throws(StepFailure) -> [String] {
        let discovery = CatalogLoader.discover(options.inputs, excluding: [options.output])
        if let problem = discovery.problems.first {
            throw StepFailure(
                path: problem.file,
                reason: discovery.problems.count > 1 ? .unusableInputs(discovery.problems) : .unusableInput(problem))
        }
        return discovery.files
    }

    /// Whether a reading error leaves nothing to preview: a top-level field of the wrong type means the
    /// file is not the catalog it claims to be (`"products": "…"`, `"paywalls": {}`). Deeper problems
    /// (a wrong type inside one product) are previewed like lint findings.
    static func makesUnreadable(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error && diagnostic.rule == .wrongType && !diagnostic.path.contains(where: { $0 == "." || $0 == "[" })
    }
}
