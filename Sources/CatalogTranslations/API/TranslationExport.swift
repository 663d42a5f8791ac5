import Catalog
import Foundation

/// Every translatable string of a catalog, written for translators as XLIFF 1.2 or a String Catalog.
///
/// The strings are the paywall copy (title, subtitle, each feature, both call-to-action labels: ICU
/// MessageFormat), product display names and descriptions, and subscription group names (plain text).
/// Each has a stable ID (`paywalls/main/features/0`), and a note with its context, the store's length
/// limit and, for copy, the variables it may use.
///
/// ```swift
/// let output = CatalogLoader.load(path: "catalogs/pulse-fitness.json")
/// if let catalog = output.catalog {
///     let export = TranslationExport(catalog: catalog, file: "catalogs/pulse-fitness.json")
///     let files = try export.documents(.xliff)  // pulse-fitness.de-DE.xliff, …
/// }
/// ```
public struct TranslationExport: Sendable {
    private let strings: TranslationSet
    private let baseName: String
    private let original: String

    /// The export of a catalog read from `file` (which names the documents).
    public init(catalog: ProductCatalog, file: String) {
        self.strings = TranslationSet(catalog)
        self.original = URL(fileURLWithPath: file).lastPathComponent
        self.baseName = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    }

    /// The languages other than the source that the catalog names, sorted.
    public var languages: [LocaleID] { strings.languages }

    /// How many strings there are (per language).
    public var stringCount: Int { strings.units.count }

    /// The documents of a format: one XLIFF file per target language, or one String Catalog.
    /// - Throws: `TranslationError.unencodableCharacter` when a string holds a character XLIFF cannot.
    public func documents(_ format: TranslationFormat) throws(TranslationError) -> [TranslationDocument] {
        switch format {
        case .xcstrings:
            return [TranslationDocument(name: baseName + ".xcstrings", text: XCStringsWriter(set: strings).document())]
        case .xliff:
            let writer = XLIFFWriter(set: strings, original: original)
            var documents: [TranslationDocument] = []
            for language in strings.languages {
                documents.append(
                    TranslationDocument(name: "\(baseName).\(language.languageTag).xliff", text: try writer.document(for: language)))
            }
            return documents
        }
    }

    /// Writes the documents of a format into a folder (made if missing), each file atomically.
    /// - Returns: The paths written.
    /// - Throws: `TranslationError` when a string cannot be encoded or a file cannot be written.
    public func write(_ format: TranslationFormat, to directory: String) throws(TranslationError) -> [String] {
        let documents = try documents(format)
        return try AtomicFile.write(documents.map { ($0.name, $0.text) }, into: directory)
    }
}
