import Catalog
import Foundation

/// Step "load catalogs": every file read and linted. A file that cannot be read stops the build before
/// anything is written; lint findings stop it only when `strict`, else they go on the pages.
struct LoadCatalogs {
    let options: BuildOptions

    /// The catalogs that could be read and every finding about them.
    func run() throws(SiteError) -> (catalogs: [LoadedCatalog], diagnostics: [Diagnostic]) {
        let files = try discover()
        var loaded: [LoadedCatalog] = []
        var findings: [Diagnostic] = []
        var unreadable: [Diagnostic] = []
        let slugs = Slug.unique(files.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent })
        for (file, slug) in zip(files, slugs) {
            let output = CatalogLoader.load(path: file)
            guard let catalog = output.catalog, !output.diagnostics.contains(where: Self.makesUnreadable) else {
                // What makes the file unreadable is shown whatever its rule's level; the rest as set.
                unreadable += output.diagnostics.compactMap { Self.makesUnreadable($0) ? $0 : options.severities.applied(to: $0) }
                    .filter { $0.severity == .error }
                continue
            }
            let found = options.severities.applied(to: output.findings())
            findings += found
            // Every diagnostic about the file is made by now: the pages need the model, not where each
            // value was read from (a position per value of the file, held until the build ends otherwise).
            loaded.append(
                LoadedCatalog(
                    file: file, slug: slug, catalog: catalog.droppingPositions(), paywallSlugs: Slug.unique(catalog.paywalls.map(\.id)),
                    findings: CatalogFindings(found, catalog: catalog)))
        }
        if !unreadable.isEmpty {
            throw SiteError(step: .loadCatalogs, path: unreadable[0].file, reason: .unreadableCatalogs(unreadable))
        }
        let failing = options.strict ? findings.filter { $0.severity != .note } : []
        if !failing.isEmpty {
            throw SiteError(step: .loadCatalogs, path: failing[0].file, reason: .strictFindings(failing))
        }
        return (loaded, findings)
    }

    /// The catalog files of the inputs; the site's own folder is never read as input, even when it sits
    /// inside a catalog folder.
    private func discover() throws(SiteError) -> [String] {
        let discovery = CatalogLoader.discover(options.inputs, excluding: [options.output])
        if let problem = discovery.problems.first {
            throw SiteError(
                step: .loadCatalogs, path: problem.file,
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
