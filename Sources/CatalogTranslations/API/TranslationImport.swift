@_spi(Fuzzing) import Catalog
import Foundation

/// Merges translations from XLIFF 1.2 or String Catalog files back into a catalog's JSON file.
///
/// Only values that differ are rewritten and missing ones are inserted next to their siblings, so the
/// file's indentation, key order, line breaks and every unrelated byte stay; an unchanged round trip
/// (export, then import) leaves the file byte-identical. The file is written atomically, and not at all
/// when a translation file has errors. The result is linted like `catalog-site lint`.
///
/// ```swift
/// let report = try TranslationImport(catalog: "catalogs/pulse-fitness.json", files: ["pulse-fitness.de-DE.xliff"]).run()
/// report.issues.map(\.rendered)    // malformed files, unknown IDs ("did you mean …?")
/// report.findings.map(\.rendered)  // lint of the catalog as it now is
/// ```
public struct TranslationImport: Sendable {
    /// The catalog file (`.json`) to update.
    public let catalog: String
    /// The translation files (`.xliff`, `.xlf`, `.xcstrings`).
    public let files: [String]

    /// An import of translation files into a catalog file.
    public init(catalog: String, files: [String]) {
        self.catalog = catalog
        self.files = files
    }

    /// Reads the files, updates the catalog, lints it.
    /// - Throws: `TranslationError` when the catalog is a `.storekit` file or cannot be read, or a
    ///   file cannot be read or written (nothing is written then).
    public func run() throws(TranslationError) -> ImportReport {
        if catalog.hasSuffix(".storekit") { throw .storeKitTarget(file: catalog) }
        guard let data = FileManager.default.contents(atPath: catalog) else { throw .cannotRead(file: catalog) }
        let bytes = Array(data)
        let loaded = CatalogLoader.load(bytes: bytes, file: catalog)
        guard let model = loaded.catalog, let root = try? JSONParser.parse(bytes) else {
            throw .catalogNotRead(file: catalog, findings: loaded.findings())
        }
        if root["products"] == nil, root["subscriptionGroups"] != nil { throw .storeKitTarget(file: catalog) }

        let set = TranslationSet(model)
        let order = Dictionary(set.units.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let sources = Dictionary(set.units.map { ($0.id, $0.source) }, uniquingKeysWith: { first, _ in first })
        var issues: [TranslationIssue] = []
        var incoming: [IncomingTranslation] = []
        for file in files {
            let contents = try read(file)
            issues += contents.issues + mismatches(contents, file: file, units: set.units)
            incoming += contents.translations
        }
        if issues.contains(where: { $0.severity == .error }) {
            return ImportReport(issues: issues, changed: 0, inserted: 0, unchanged: 0, wroteCatalog: false, findings: [])
        }

        var editor = CatalogEditor(bytes: bytes, root: root)
        var changed = 0, inserted = 0, unchanged = 0
        // In the catalog's order, so that inserted fields come in their usual order (title before subtitle).
        let sorted = incoming.enumerated().sorted {
            (order[$0.element.id] ?? Int.max, $0.offset) < (order[$1.element.id] ?? Int.max, $1.offset)
        }
        for (_, translation) in sorted {
            guard order[translation.id] != nil, let field = TranslationField(id: translation.id) else {
                issues.append(
                    TranslationIssue(
                        .unknownTranslationID, "the catalog has no string \"\(translation.id)\"; it was skipped",
                        file: translation.file, location: translation.location, path: translation.path,
                        hint: Self.suggestion(for: translation.id, among: set.units).map { "did you mean \"\($0)\"?" }
                            ?? "export again: the file may come from another catalog or an older version"))
                continue
            }
            // The source language's value as exported (a group's base name when it has no localization of
            // its own): the catalog already says it.
            if translation.language == set.sourceLocale, sources[translation.id] == translation.text {
                unchanged += 1
                continue
            }
            switch editor.set(translation.text, for: field, language: translation.language) {
            case .unchanged: unchanged += 1
            case .changed: changed += 1
            case .inserted: inserted += 1
            case .refused(let reason):
                issues.append(
                    TranslationIssue(
                        .translationNotPlaced,
                        "\"\(translation.id)\" (\(translation.language.languageTag)) was skipped: \(reason)",
                        file: translation.file, location: translation.location, path: translation.path))
            }
        }
        guard editor.hasEdits else {
            return ImportReport(
                issues: issues, changed: changed, inserted: inserted, unchanged: unchanged, wroteCatalog: false, findings: loaded.findings()
            )
        }
        let edited = editor.edited()
        let result = CatalogLoader.load(bytes: edited, file: catalog)
        guard result.catalog != nil else { throw .catalogNotRead(file: catalog, findings: result.findings()) }
        try AtomicFile.write(edited, to: catalog)
        return ImportReport(
            issues: issues, changed: changed, inserted: inserted, unchanged: unchanged, wroteCatalog: true, findings: result.findings())
    }

    /// Errors for a file that belongs to another catalog: its `original` names another file, or (when it
    /// does not name this one) none of its strings is in this catalog nor of one of its paywalls,
    /// products or groups.
    private func mismatches(_ contents: TranslationFileContents, file: String, units: [TranslationUnit]) -> [TranslationIssue] {
        let name = URL(fileURLWithPath: catalog).lastPathComponent
        var namesThisCatalog = false
        for original in contents.originals {
            let exported = URL(fileURLWithPath: original.name).lastPathComponent
            guard exported != name else {
                namesThisCatalog = true
                continue
            }
            return [
                TranslationIssue(
                    .otherCatalog, "this file was exported from \(exported), not \(name)", file: file,
                    location: original.location, path: original.path,
                    hint: "import it into \(exported), or export \(name)'s strings with `catalog-site translations export \(catalog)`;"
                        + " if you renamed the catalog, change original=\"\(original.name)\" to \"\(name)\"")
            ]
        }
        let owners = Set(units.map(\.field.owner))
        let ownedHere = contents.translations.contains { translation in owners.contains { translation.id.hasPrefix($0) } }
        guard !namesThisCatalog, !ownedHere, let first = contents.translations.first else { return [] }
        let count = contents.translations.count
        return [
            TranslationIssue(
                .otherCatalog,
                "none of the \(count) string\(count == 1 ? "" : "s") of this file is in \(name); it was exported from another catalog",
                file: file, location: first.location, path: first.path,
                hint: "import it into the catalog it was exported from, or export \(name)'s strings with "
                    + "`catalog-site translations export \(catalog)`")
        ]
    }

    /// The nearest ID of the same paywall, product or group as an unknown one, if one is near.
    static func suggestion(for id: String, among units: [TranslationUnit]) -> String? {
        let candidates = units.map(\.id).filter { known in
            guard let field = TranslationField(id: known) else { return false }
            return id.hasPrefix(field.owner)
        }
        guard !candidates.isEmpty else { return nil }
        var suggester = NameSuggester(candidates, limit: 4)
        return suggester.suggestion(for: id)
    }

    /// The translations and problems of one file, by its extension.
    private func read(_ file: String) throws(TranslationError) -> TranslationFileContents {
        let lowercased = file.lowercased()
        let isXLIFF = lowercased.hasSuffix(".xliff") || lowercased.hasSuffix(".xlf")
        guard isXLIFF || lowercased.hasSuffix(".xcstrings") else { throw .unknownFileType(file: file) }
        guard let data = FileManager.default.contents(atPath: file) else { throw .cannotRead(file: file) }
        return isXLIFF ? XLIFFReader(file: file).read(Array(data)) : XCStringsReader(file: file).read(Array(data))
    }
}
