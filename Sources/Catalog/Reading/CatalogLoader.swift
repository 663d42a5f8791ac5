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

    /// The catalog files of a directory (sorted), or the file itself.
    public static func catalogFiles(at path: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw LoaderError("no such file or directory: \(path)", hint: "give a catalog file (.json, .storekit) or a folder of them")
        }
        guard isDirectory.boolValue else { return [path] }
        let names = try FileManager.default.contentsOfDirectory(atPath: path)
        return names.filter { ($0.hasSuffix(".json") && !$0.hasSuffix(".schema.json")) || $0.hasSuffix(".storekit") }
            .sorted().map { (path as NSString).appendingPathComponent($0) }
    }

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
            return fail("unreadable-file", "cannot read the file", "check that it exists and is readable")
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
