import ArgumentParser
import Catalog
import CatalogTranslations

/// `catalog-site translations import`: translations back into a catalog, then lint.
struct ImportTranslationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Merge translated XLIFF or .xcstrings files into a catalog (.json), then lint it.",
        discussion: """
            Only values that differ are rewritten and missing ones inserted; the file's layout and key order \
            stay, and it is written atomically (not at all when a translation file has errors). Exit status \
            0 when clean or only warnings, 1 on errors in a translation file or in the resulting catalog, 2 \
            when a file cannot be read or written, or the catalog is a .storekit file.
            """
    )

    @Argument(help: "The catalog (.json) to update.")
    var catalog: String

    @Argument(help: "Translation files (.xliff, .xlf, .xcstrings).")
    var files: [String]

    func run() throws {
        let report: ImportReport
        switch Self.run(TranslationImport(catalog: catalog, files: files)) {
        case .success(let done): report = done
        case .failure(let error):
            if case .catalogNotRead(_, let findings) = error, !findings.isEmpty {
                StandardStream.error.write(findings.map(\.rendered).joined(separator: "\n") + "\n")
            }
            Terminal.printError(error.explanation)
            switch error {
            case .catalogNotRead, .unencodableCharacter: throw ExitStatus.inputErrors
            default: throw ExitStatus.usageOrSystemError
            }
        }
        let shown = report.findings.filter { $0.severity != .note }
        var lines = report.issues.map(\.rendered) + shown.map(\.rendered)
        lines.append(report.summary(catalog: catalog))
        StandardStream.output.write(lines.joined(separator: "\n") + "\n")
        StandardStream.error.write(Self.summary(report, files: files.count) + "\n")
        if report.hasErrors { throw ExitStatus.inputErrors }
    }

    /// "0 errors, 1 warning (the catalog and 2 translation files)": problems of the translation files and
    /// lint findings of the catalog together.
    static func summary(_ report: ImportReport, files: Int) -> String {
        func count(_ severity: Severity) -> Int {
            report.issues.filter { $0.severity == severity }.count + report.findings.filter { $0.severity == severity }.count
        }
        func counted(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return
            "\(counted(count(.error), "error")), \(counted(count(.warning), "warning")) (the catalog and \(counted(files, "translation file")))"
    }

    /// The import as a `Result` (a typed `do/catch` around a call here trips a Swift 6.3 SILGen bug).
    static func run(_ job: TranslationImport) -> Result<ImportReport, TranslationError> {
        Result { () throws(TranslationError) -> ImportReport in try job.run() }
    }
}
