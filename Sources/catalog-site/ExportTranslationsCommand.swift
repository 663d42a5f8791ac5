import ArgumentParser
import Catalog
import CatalogTranslations

/// `catalog-site translations export`: every translatable string of a catalog, for translators.
struct ExportTranslationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a catalog's translatable strings as XLIFF 1.2 (one file per language) or an Xcode String Catalog.",
        discussion: """
            Paywall copy (ICU MessageFormat), product display names and descriptions, and group names, each \
            with a stable ID and a note (context, the store's length limit, the variables copy may use). Exit \
            status 0 on success, 1 when the catalog cannot be read, 2 when --out cannot be written.
            """
    )

    @Argument(help: "The catalog (.json or .storekit).")
    var catalog: String

    @Option(help: "xliff or xcstrings.")
    var format: TranslationFormat = .xliff

    @Option(name: .long, help: "The folder to write into (made if missing).")
    var out: String

    func run() throws {
        let loaded = CatalogLoader.load(path: catalog)
        guard let model = loaded.catalog else {
            let findings = loaded.findings()
            StandardStream.error.write(findings.map(\.rendered).joined(separator: "\n") + "\n")
            let unusable = findings.contains { ExitStatus.usageErrorRules.contains($0.rule) }
            throw unusable ? ExitStatus.usageOrSystemError : ExitStatus.inputErrors
        }
        let export = TranslationExport(catalog: model, file: catalog)
        let paths: [String]
        do { paths = try export.write(format, to: out) } catch {
            Terminal.printError(error.explanation)
            if case .unencodableCharacter = error { throw ExitStatus.inputErrors }
            throw ExitStatus.usageOrSystemError
        }
        let strings = "\(export.stringCount) string\(export.stringCount == 1 ? "" : "s")"
        let languages = export.languages.count
        let summary =
            format == .xliff
            ? "Wrote \(paths.count) XLIFF file\(paths.count == 1 ? "" : "s") (\(strings) each) to \(out):"
            : "Wrote a String Catalog (\(strings), \(languages + 1) language\(languages == 0 ? "" : "s")) to \(out):"
        let names = paths.map { "  " + ($0.split(separator: "/").last.map(String.init) ?? $0) }
        StandardStream.output.write(([summary] + names).joined(separator: "\n") + "\n")
    }
}

extension TranslationFormat: ExpressibleByArgument {}
