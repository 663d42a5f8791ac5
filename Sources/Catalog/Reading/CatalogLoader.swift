import Foundation

/// Reads catalogs from files: our JSON format (`.json`) or Xcode StoreKit configurations (`.storekit`).
///
/// Never throws for bad input: every problem becomes a diagnostic with the file, the position, the
/// JSON path, the rule and a hint. Reading stops only where nothing more can be understood.
///
/// ```swift
/// let result = CatalogLoader.load(path: "catalogs/pulse-fitness.json")
/// result.catalog?.products.count
/// result.diagnostics.map(DiagnosticRenderer.text)
/// ```
public enum CatalogLoader {
    /// The largest catalog file read (16 MiB); real catalogs are a few hundred KB.
    public static let maximumFileSize = 16 << 20

    /// What reading a file produced.
    public struct Result: Sendable {
        public let file: String
        public let catalog: ProductCatalog?
        public let diagnostics: [Diagnostic]
    }

    /// The catalog files of a directory, or the file itself; throws for the first path that cannot be
    /// used (see `discover(_:excluding:)`).
    public static func catalogFiles(at path: String) throws -> [String] {
        let discovery = discover([path])
        if let problem = discovery.problems.first { throw LoaderError("\(problem.message): \(problem.file)", hint: problem.hint) }
        return discovery.files
    }

    /// The catalog files that paths name: files as given, folders searched through their subfolders.
    ///
    /// Paths that cannot be used become findings of their own instead of stopping the others: a
    /// missing path (`file-not-found`), a folder that cannot be listed (`file-unreadable`), a folder
    /// with no catalog in it (`no-catalog-files`). See `CatalogFileSearch` for what a search skips.
    /// - Parameter excluding: Folders never searched, such as the site being built (compared by
    ///   file identity, not spelling).
    public static func discover(_ paths: [String], excluding: [String] = []) -> CatalogDiscovery {
        var search = CatalogFileSearch(excluding: excluding)
        for path in paths { search.add(path) }
        return CatalogDiscovery(files: search.files, problems: search.problems)
    }

    /// The rules of findings about the paths themselves rather than a catalog's content: the input
    /// could not be used at all, a usage or I/O problem (`catalog-site` exits 2).
    public static let inputProblemRules: Set<String> = ["file-not-found", "file-unreadable", "no-catalog-files"]

    /// Reads one file.
    public static func load(path: String) -> Result {
        let fail = { (rule: String, message: String, hint: String?) in
            Result(
                file: path, catalog: nil,
                diagnostics: [Diagnostic(.error, rule: rule, message, file: path, location: .start, path: "", hint: hint)])
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? NSNumber, size.intValue > maximumFileSize {
            return fail(
                "file-too-large", "the file is \(size.intValue >> 20) MiB; catalogs are limited to \(maximumFileSize >> 20) MiB",
                "split the catalog, or check that this is the file you meant")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return fail("file-unreadable", "cannot read the file", "check that it exists and that you may read it")
        }
        return load(bytes: Array(data), file: path)
    }

    /// Reads catalog text already in memory; `file` names it in diagnostics and decides the format.
    public static func load(bytes: [UInt8], file: String) -> Result {
        if bytes.count > maximumFileSize {
            return Result(
                file: file, catalog: nil,
                diagnostics: [
                    Diagnostic(
                        .error, rule: "file-too-large",
                        "the file is \(bytes.count >> 20) MiB; catalogs are limited to \(maximumFileSize >> 20) MiB",
                        file: file, location: .start, path: "", hint: "split the catalog, or check that this is the file you meant")
                ])
        }
        let root: JSONNode
        do { root = try JSONParser.parse(bytes) } catch {
            let rule =
                error.message.hasPrefix("invalid UTF-8")
                ? "invalid-utf8" : error.message == "the file is empty" ? "empty-file" : "json-syntax"
            return Result(
                file: file, catalog: nil,
                diagnostics: [
                    Diagnostic(.error, rule: rule, error.message, file: file, location: error.location, path: "", hint: error.hint)
                ])
        }
        let isStoreKit =
            file.hasSuffix(".storekit") || (root["products"] == nil && root["subscriptionGroups"] != nil)
            || root["settings"]?["_storefront"] != nil
        let (catalog, diagnostics) = isStoreKit ? StoreKitReader(file: file).read(root) : CatalogJSONReader(file: file).read(root)
        return Result(file: file, catalog: catalog, diagnostics: diagnostics)
    }
}

/// A path could not be used at all.
public struct LoaderError: CatalogError {
    public let description: String
    public let hint: String?

    public init(_ description: String, hint: String? = nil) {
        self.description = description
        self.hint = hint
    }
}
