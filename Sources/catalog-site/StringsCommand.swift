import ArgumentParser
import Catalog
import CatalogSite
import Foundation

/// `catalog-site strings`: every customer-facing string of the paywall pages, one per line, for review
/// and `--check` in CI.
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "List every customer-facing string of the paywall pages, for review; --check compares with a file.",
        discussion: """
            One line per string, `catalog › paywall › locale › plan › state › field = value`, in the \
            catalogs' own order, after a header naming the format, ICU and CLDR versions. plan is a \
            product ID, or `page` for the page's own strings; state is `any` (the same for every \
            customer), `with-offer` (customers eligible for an introductory offer, on pages with one) or \
            `without-offer`. Fields: page: cancel-anytime, restore, terms, privacy, title, subtitle, \
            feature.N (call-to-action and disclosure on a page without plans); plan: name, description, \
            badge, price, price.per-period, equivalent, saving, offer.sentence, offer.compact, \
            call-to-action, disclosure. Values are exactly the pages' strings (U+00A0 stays U+00A0); \
            within a value \\ is written \\\\, a line feed \\n, a carriage return \\r and any other control \
            character or line break \\u{hex}; key parts also escape › and = as \\u{203A} and \\u{3D}.

            Without paths or --locales, the project file (catalog-site.json in the current folder) gives \
            them, as for lint and build, and its rule severities apply to the findings counted below.

            --check FILE compares with a table written earlier (`catalog-site strings > FILE`): \
            unchanged, it prints nothing on standard output and a one-line summary on standard error; \
            otherwise it prints a unified diff (--- FILE, +++ current, 3 lines of context) in which \
            invisible characters are marked (<U+00A0>), with a first line naming the marks. A FILE \
            written by another ICU or CLDR version is reported first, on standard error. --check \
            compares text tables only, so it cannot be combined with --format json.

            Where a page's strings come from another language or storefront (no copy in the locale, \
            prices from the US storefront), standard error gets the site's review note, once, in table \
            order: `note: catalog › paywall › locale: note`; the table stays the strings as shipped.

            Lint findings do not stop the table, as they do not stop build without --strict: the strings \
            are those the pages would show, and standard error gets a one-line summary. Exit status: \
            0 listed (or --check found no change), 1 the strings changed (--check) or the catalogs cannot \
            be read (their errors are printed first, on standard error, and nothing is listed), 2 a usage error (a missing path, an empty --locales, --check with --format json) or \
            an I/O error (FILE missing, unreadable or not a strings table).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "Catalog files or folders of them (default: the project file's inputs, else catalogs).")
    var paths: [String] = []

    @Option(
        help:
            "Comma-separated locales for every paywall (en_US,fr-FR,ar_SA), or `all` for every locale ICU knows (default: the project file's locales, else each paywall's own)."
    )
    var locales: LocalesOption?

    @Option(help: "text (one `key = value` line per string) or json (the same entries, for tools).")
    var format: Format = .text

    @Option(
        name: .customLong("check"),
        help: ArgumentHelp("Compare with a table written earlier; print a diff if it changed.", valueName: "file"))
    var checkFile: String?

    func validate() throws {
        try SiteOptions.validate(locales)
        if checkFile != nil, format == .json {
            throw ValidationError("--check compares text tables; drop --format json (write the file with the default --format text)")
        }
    }

    func run() throws {
        let project = try ProjectSettings.load()
        let recorded = try checkFile.map(Self.read)
        let inputs = paths.isEmpty ? project?.inputs ?? ["catalogs"] : paths
        let selection = locales?.selection ?? project?.locales ?? .paywalls
        let severities = project?.severities ?? Diagnostic.SeverityPolicy()
        let table: StringsTable
        switch Self.table(inputs, selection, severities) {
        case .success(let built): table = built
        case .failure(let error):
            if !error.diagnostics.isEmpty {
                StandardStream.error.write(error.diagnostics.map(\.rendered).joined(separator: "\n") + "\n")
            }
            Terminal.printError(Self.message(for: error))
            throw error.kind == .input ? ExitStatus.inputErrors : ExitStatus.usageOrSystemError
        }
        if !table.reviewNotes.isEmpty { StandardStream.error.write(table.reviewNotes.map { "note: \($0)\n" }.joined()) }
        if let line = Self.findingsSummary(table.findings) { StandardStream.error.write(line + "\n") }
        guard let (file, path) = recorded else {
            StandardStream.output.write(format == .json ? table.json : table.text)
            return
        }
        let check = StringsCheck(recorded: file, path: path, current: table)
        if let message = check.versionMessage { StandardStream.error.write("note: \(message)\n") }
        if check.passes {
            StandardStream.error.write(check.summary + "\n")
            return
        }
        StandardStream.output.write(check.diff.text)
        StandardStream.error.write(check.summary + "\n")
        throw ExitStatus.inputErrors
    }
}

extension StringsCommand {
    /// The table as a `Result` (a typed `do/catch` here trips a Swift 6.3 SILGen bug, as in `build`).
    static func table(
        _ paths: [String], _ locales: BuildOptions.LocaleSelection, _ severities: Diagnostic.SeverityPolicy
    ) -> Result<StringsTable, SiteError> {
        Result { () throws(SiteError) -> StringsTable in try StringsTable(inputs: paths, locales: locales, severities: severities) }
    }

    /// The error's one line in `strings`' own words: no build step, nothing about a site that was not
    /// written.
    static func message(for error: SiteError) -> String {
        switch error.reason {
        case .unusableInput(let problem):
            return "\(problem.file): \(problem.message)" + (problem.hint.map { " (hint: \($0))" } ?? "")
        case .unusableInputs(let problems):
            return "\(problems.count) of the paths cannot be used"
        case .unreadableCatalogs(let diagnostics):
            let count = Set(diagnostics.map(\.file)).count
            return count == 1
                ? "\(error.path): the file cannot be read as a catalog, so no strings are listed (hint: fix the errors above)"
                : "\(count) files cannot be read as catalogs, so no strings are listed (hint: fix the errors above)"
        default:
            return "\(error.path): \(error.reason.message)" + (error.reason.hint.map { " (hint: \($0))" } ?? "")
        }
    }

    /// The check file read and parsed; a missing, unreadable or malformed file exits 2.
    static func read(_ path: String) throws -> (StringsTableFile, String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot read the file" : "no such file"
            Terminal.printError("--check \(path): \(reason) (hint: write it first with catalog-site strings > \(path))")
            throw ExitStatus.usageOrSystemError
        }
        guard let text = String(data: data, encoding: .utf8) else {
            Terminal.printError("--check \(path): the file is not UTF-8 text, so not a strings table")
            throw ExitStatus.usageOrSystemError
        }
        do {
            return (try StringsTableFile(text: text, path: path), path)
        } catch {
            Terminal.printError(error.explanation)
            throw ExitStatus.usageOrSystemError
        }
    }

    /// One line about lint findings listed anyway, or nil when there are none.
    static func findingsSummary(_ findings: [Diagnostic]) -> String? {
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        guard errors + warnings > 0 else { return nil }
        func count(_ n: Int, _ word: String) -> String { "\(n) lint \(word)\(n == 1 ? "" : "s")" }
        let counts = [errors > 0 ? count(errors, "error") : nil, warnings > 0 ? count(warnings, "warning") : nil].compactMap { $0 }
        return
            "warning: the catalogs have \(counts.joined(separator: " and ")); the strings are listed as the pages would show them "
            + "(catalog-site lint lists the findings)"
    }
}
