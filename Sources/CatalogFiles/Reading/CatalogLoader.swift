import CatalogJSON
import CatalogText

/// Reads catalogs from files: our JSON format (`.json`), Xcode StoreKit configurations (`.storekit`), or
/// Google Play's JSON as the Android Publisher API returns it (recognised by content; the files of one
/// app make one catalog, see `loadCatalogs(_:_:)`).
///
/// Never throws for bad input: every problem becomes a diagnostic with the file, the position, the
/// JSON path, the rule and a hint. Reading stops only where nothing more can be understood.
///
/// ```swift
/// let output = CatalogLoader.load(path: "catalogs/pulse-fitness.json")
/// output.catalog?.products.count
/// output.findings().map(\.rendered)  // reader diagnostics and lint findings, in file order
/// ```
public enum CatalogLoader {
    /// The largest catalog file read (16 MiB); real catalogs are a few hundred KB.
    public static let maximumFileSize = 16 << 20

    /// The catalog files of a directory, or the file itself; throws for the first path that cannot be
    /// used (see `discover(_:excluding:)`).
    public static func catalogFiles(at path: String) throws(LoaderError) -> [String] {
        let discovery = discover([path])
        if let problem = discovery.problems.first { throw .unusablePath(problem) }
        return discovery.files
    }

    /// The catalog files that paths name: files as given, folders searched through their subfolders.
    ///
    /// Paths that cannot be used become findings of their own instead of stopping the others: a
    /// missing path (`file-not-found`), a folder that cannot be listed (`file-unreadable`), a folder
    /// with no catalog in it (`no-catalog-files`). See `CatalogFileSearch` for what a search skips.
    /// - Parameters:
    ///   - paths: Catalog files and folders to search, as the user named them.
    ///   - excluding: Folders never searched, such as the site being built (compared by file identity,
    ///     not spelling).
    public static func discover(_ paths: [String], excluding: [String] = []) -> CatalogDiscovery {
        var search = CatalogFileSearch(excluding: excluding)
        for path in paths { search.add(path) }
        return CatalogDiscovery(files: search.files, problems: search.problems)
    }

    /// Reads one file; a folder of Google Play files is read as the one catalog they make
    /// (`loadCatalogs(_:_:)`).
    public static func load(path: String) -> Output {
        if CatalogFileSearch.isFolder(path) { return loadFolder(path) }
        switch FileBytes.read(path, limit: maximumFileSize) {
        case .bytes(let bytes): return load(bytes: bytes, file: path)
        case .tooLarge(let size): return tooLarge(path, bytes: size)
        case .unreadable:
            return failure(path, .fileUnreadable, "cannot read the file", hint: "check that it exists and that you may read it")
        }
    }

    /// Reads catalog text already in memory; `file` names it in diagnostics and decides the format.
    public static func load(bytes: [UInt8], file: String) -> Output {
        load(bytes: bytes, file: file, fastPaths: true)
    }

    /// `load(bytes:file:)`, with `fastPaths` false taking the general path everywhere (the parser's byte
    /// scan, the readers' general reading of plain copy and localizations, a `.storekit` file's groups read on
    /// one thread): for the tests that expect the
    /// same output both ways (`ReaderFastPathTests`) and the benchmark that measures what the fast paths gain.
    package static func load(bytes: [UInt8], file: String, fastPaths: Bool) -> Output {
        if bytes.count > maximumFileSize { return tooLarge(file, bytes: bytes.count) }
        let root: JSONNode
        do { root = try JSONParser.parse(bytes, scanning: fastPaths ? .wordsAtATime : .bytes) } catch {
            return failure(file, error.rule, error.message, at: error.location, hint: error.hint)
        }
        return read(root, bytes: bytes, file: file, fastPaths: fastPaths)
    }

    /// Reads a parsed file: a `.storekit` file, one Google Play file (a catalog of its own, recognised by
    /// content), or our format.
    static func read(_ root: JSONNode, bytes: [UInt8], file: String, fastPaths: Bool) -> Output {
        let isStoreKit = isStoreKit(root, file: file)
        if !isStoreKit, let shape = PlayShape.of(root) {
            return PlayCatalogAssembler.assemble([PlayCatalogFile(file: file, bytes: bytes, root: root, shape: shape)], name: file)
        }
        let (catalog, diagnostics) =
            isStoreKit
            ? StoreKitReader(file: file, fastPaths: fastPaths, parallelFrom: fastPaths ? StoreKitReader.parallelSize : .max).read(root)
            : CatalogJSONReader(file: file, bytes: bytes, fastPaths: fastPaths).read(root)
        return Output(file: file, catalog: catalog, diagnostics: diagnostics)
    }

    /// Whether a parsed file is an Xcode StoreKit configuration: by its extension or its content.
    static func isStoreKit(_ root: JSONNode, file: String) -> Bool {
        file.hasSuffix(".storekit") || (root["products"] == nil && root["subscriptionGroups"] != nil)
            || root["settings"]?["_storefront"] != nil
    }

    /// The one finding about a file that was not read, and no catalog.
    static func failure(
        _ file: String, _ rule: Diagnostic.Rule, _ message: String, at location: Diagnostic.Location = .start, hint: String?
    ) -> Output {
        Output(
            file: file, catalog: nil,
            diagnostics: [Diagnostic(.error, rule: rule, message, file: file, location: location, path: "", hint: hint)])
    }

    /// A file larger than `maximumFileSize`, refused before it is read or parsed (a pipe, whose size is
    /// unknown, once more than that has been read).
    private static func tooLarge(_ file: String, bytes: Int) -> Output {
        // Whole MiB, rounded down: a file just over the limit is "more than 16 MiB", not "16 MiB".
        let size = bytes >> 20 > maximumFileSize >> 20 ? "\(bytes >> 20) MiB" : "more than \(maximumFileSize >> 20) MiB"
        return failure(
            file, .fileTooLarge, "the file is \(size); catalogs are limited to \(maximumFileSize >> 20) MiB",
            hint: "split the catalog, or check that this is the file you meant")
    }
}
