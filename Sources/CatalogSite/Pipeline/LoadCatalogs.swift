import Catalog
import Foundation

/// Step "load catalogs": every file read and linted. A file that cannot be read stops the build before
/// anything is written; lint findings stop it only when `strict`, else they go on the pages.
struct LoadCatalogs {
    let options: BuildOptions

    /// The catalogs that could be read and every finding about them.
    func run() throws(StepFailure) -> (catalogs: [LoadedCatalog], diagnostics: [Diagnostic]) {
        let (catalogs, diagnostics, _) = try run(keeping: [:])
        return (catalogs, diagnostics)
    }

    /// ``run()`` with what an earlier run made of some files: a file in `kept` is not read again (`IncrementalSite`
    /// passes the files read alone before and unchanged since). What reading leaves behind (the parsed trees,
    /// the outputs with their positions) goes to `leftovers` when there are some.
    /// - Returns: ``run()``'s result, and what this run made of each file read alone, for the next run to keep.
    func run(
        keeping kept: [String: CatalogRead], leaving leftovers: Leftovers? = nil
    ) throws(StepFailure) -> (catalogs: [LoadedCatalog], diagnostics: [Diagnostic], alone: [String: CatalogRead]) {
        let files = try discover()
        var reads: [CatalogRead] = []
        var alone: [String: CatalogRead] = [:]
        // The Google Play files of one app are one catalog (named after their folder).
        CatalogLoader.loadCatalogs(files, keeping: { kept[$0] != nil }, leaving: leftovers) { result in
            switch result {
            case .kept(let file):
                guard let read = kept[file] else { return }
                reads.append(read)
                alone[file] = read
            case .alone(let output):
                let read = self.read(output)
                reads.append(read)
                alone[output.file] = read
                leftovers?.keep(output)
            case .play(let output): reads.append(self.read(output))
            }
        }
        let findings = reads.flatMap(\.found)
        let unreadable = reads.flatMap(\.unreadable)
        let usable = reads.compactMap { read in read.catalog.map { (read.file, $0) } }
        let slugs = Slug.unique(usable.map { URL(fileURLWithPath: $0.0).deletingPathExtension().lastPathComponent })
        let loaded = zip(usable, slugs).map { entry, slug in
            LoadedCatalog(
                file: entry.0, slug: slug, catalog: entry.1.catalog, paywallSlugs: Slug.unique(entry.1.catalog.paywalls.map(\.id)),
                findings: entry.1.findings)
        }
        if !unreadable.isEmpty {
            throw StepFailure(path: unreadable[0].file, reason: .unreadableCatalogs(unreadable))
        }
        let failing = options.strict ? findings.filter { $0.severity != .note } : []
        if !failing.isEmpty {
            throw StepFailure(path: failing[0].file, reason: .strictFindings(failing))
        }
        return (loaded, findings, alone)
    }

    /// What this step makes of one catalog read: the catalog and its findings, or what makes it unreadable.
    private func read(_ output: CatalogLoader.Output) -> CatalogRead {
        guard let catalog = output.catalog, !output.diagnostics.contains(where: Self.makesUnreadable) else {
            // What makes the file unreadable is shown whatever its rule's level; the rest as set.
            let unreadable = output.diagnostics.compactMap { Self.makesUnreadable($0) ? $0 : options.severities.applied(to: $0) }
                .filter { $0.severity == .error }
            return CatalogRead(file: output.file, catalog: nil, found: [], unreadable: unreadable)
        }
        let found = options.severities.applied(to: output.findings())
        // Every diagnostic about the file is made by now: the pages need the model, not where each
        // value was read from (a position per value of the file, held until the build ends otherwise).
        return CatalogRead(
            file: output.file, catalog: (catalog.droppingPositions(), CatalogFindings(found, catalog: catalog)), found: found,
            unreadable: [])
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
