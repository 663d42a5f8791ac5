import Catalog
import Foundation

/// Lists the customer-facing strings of every planned page from its view model (``PageModels``), in
/// the table's order: the page's own strings, then each plan's in the paywall's order; within each,
/// state `any`, `with-offer` (pages with an offer only), `without-offer`; fields in the order the page
/// shows them.
struct StringsTableBuilder {
    let catalogs: [LoadedCatalog]
    let plan: SitePlan
    let caches: BuildCaches
    /// The files and folders named, so that a catalog found in a folder is named relative to it.
    let inputs: [String]

    /// Every string of every page of the plan, and the review notes about where they come from
    /// (`catalog › paywall › locale: note`, in table order, each once). The pages are listed on every core,
    /// as step "render pages" builds them (``ParallelWork``), then joined in plan order; a failure is the first
    /// in plan order, as when they were listed one by one.
    func entries() throws(StepFailure) -> (entries: [StringsTable.Entry], notes: [String]) {
        let names = Self.catalogNames(catalogs.map(\.file), inputs: inputs)
        let models = PageModels(catalogs: catalogs, plan: plan, caches: caches)
        let pages = plan.pages, catalogs = catalogs
        let listed = ParallelWork(concurrency: nil, cancellation: nil).results(pages.count) {
            index throws(StepFailure) -> (entries: [StringsTable.Entry], notes: [String]) in
            let page = pages[index]
            let built = try models.build(page)
            let paywall = catalogs[page.catalogIndex].catalog.paywalls[page.paywallIndex].id
            var list = Lister(catalog: names[page.catalogIndex], paywall: paywall, locale: built.resources.languageTag)
            list.page(built.output.page)
            let prefix = "\(names[page.catalogIndex]) › \(paywall) › \(built.resources.languageTag): "
            return (list.entries, built.output.notes.filter(\.isAboutTheStrings).map { prefix + $0.text })
        }
        var entries: [StringsTable.Entry] = []
        var notes: [String] = []
        var noted: Set<String> = []
        for result in listed {
            guard let page = try result?.get() else { continue }
            entries += page.entries
            for line in page.notes where noted.insert(line).inserted { notes.append(line) }
        }
        return (entries, notes)
    }

    /// Each catalog's name in keys: its file name; where two share a file name, its path relative to the
    /// input folder it was found in (`android/app.json` for `multi`, `./multi` or `/abs/multi`), and for
    /// files named one by one (or still alike), the fewest trailing path components that tell them apart
    /// (`ios/app.json`). Always spelled with `/`, whatever the path's spelling on the command line.
    static func catalogNames(_ files: [String], inputs: [String]) -> [String] {
        let names = files.map { URL(fileURLWithPath: $0).lastPathComponent }
        var counts: [String: Int] = [:]
        for name in names { counts[name, default: 0] += 1 }
        let folders = inputs.filter(CatalogFileSearch.isFolder).map(folderPrefix)
        var keys: [String?] = zip(files, names).map { file, name in
            counts[name] == 1 ? name : relativePath(of: file, inFolders: folders)
        }
        var keyCounts: [String: Int] = [:]
        for key in keys.compactMap({ $0 }) { keyCounts[key, default: 0] += 1 }
        let pending = keys.indices.filter { keys[$0].map { keyCounts[$0] != 1 } ?? true }
        let taken = Set(keys.indices.filter { !pending.contains($0) }.compactMap { keys[$0] })
        let components = pending.map { URL(fileURLWithPath: files[$0]).standardizedFileURL.pathComponents.filter { $0 != "/" } }
        let longest = components.map(\.count).max() ?? 0
        var assigned = false
        for count in stride(from: 1, through: longest, by: 1) where !assigned {
            let suffixes = components.map { $0.suffix(count).joined(separator: "/") }
            guard Set(suffixes).count == suffixes.count, taken.isDisjoint(with: suffixes) else { continue }
            for (index, suffix) in zip(pending, suffixes) { keys[index] = suffix }
            assigned = true
        }
        return zip(keys, files).map { key, file in key ?? file }
    }

    /// A folder's path as the prefix of the files found in it: `multi/` for `multi` or `multi/`.
    private static func folderPrefix(_ folder: String) -> String {
        var trimmed = Substring(folder)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return trimmed == "/" ? "/" : trimmed + "/"
    }

    /// The file's path within the longest folder prefix it starts with, or nil.
    private static func relativePath(of file: String, inFolders prefixes: [String]) -> String? {
        guard let prefix = prefixes.filter({ file.hasPrefix($0) }).max(by: { $0.count < $1.count }) else { return nil }
        let relative = file.dropFirst(prefix.count).split(separator: "/").filter { $0 != "." }.joined(separator: "/")
        return relative.isEmpty ? nil : relative
    }
}
