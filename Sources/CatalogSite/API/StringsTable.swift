import Catalog
import Foundation

/// Every customer-facing string of the paywall pages, per catalog, paywall, locale, plan and eligibility
/// state, in a stable order: the text `catalog-site strings` prints for review, snapshots and
/// `--check`.
///
/// The strings come from the view models the pages are rendered from, built by the same steps as
/// ``SiteBuilder`` (load catalogs, plan pages, the page builder), so they are exactly what ships. Lint
/// findings do not stop the table, as they do not stop a build without `--strict`; a file that cannot be
/// read as a catalog does.
///
/// ```swift
/// let table = try StringsTable(inputs: ["catalogs/castle-coins.json"], locales: .list(["de-DE"]))
/// print(table.text, terminator: "")
/// // # catalog-site strings, format 1, ICU 72, CLDR 42
/// // castle-coins.json › shop › de-DE › page › any › restore = Käufe wiederherstellen
/// // …
/// ```
public struct StringsTable: Sendable, Equatable {
    /// The version of the text and JSON formats, written in the header; it changes only when keys or
    /// escaping change.
    public static let formatVersion = 1

    /// Every string, in catalog, paywall, locale, plan (the page's own strings first), state and field
    /// order.
    public let entries: [Entry]
    /// The major version of the ICU that wrote the strings.
    public let icuVersion: Int
    /// The CLDR version of that ICU's data.
    public let cldrVersion: String
    /// The catalogs' lint findings (errors and warnings), which did not stop the table.
    public let findings: [Diagnostic]
    /// What a reviewer should know about where strings come from, as the site's preview notes say it, one
    /// `catalog › paywall › locale: note` line each, in table order, each once: "castle-coins.json › shop ›
    /// es-ES: No es-ES copy for this paywall; title and features are en-US." Not part of ``text``, so the
    /// table stays the strings as shipped; `catalog-site strings` prints them on standard error.
    public let reviewNotes: [String]

    /// The strings of every paywall page the catalogs would build.
    ///
    /// - Parameters:
    ///   - inputs: Catalog files or folders of them, as for ``BuildOptions/inputs``.
    ///   - locales: Which locales each paywall is listed in, as for ``BuildOptions/locales``.
    ///   - severities: A severity per lint rule (a project file's `rules`), applied to ``findings``, as
    ///     for ``BuildOptions/severities``.
    /// - Throws: ``SiteError`` when a path cannot be used, a catalog cannot be read, a locale is not
    ///   valid or a page cannot be built.
    public init(
        inputs: [String], locales: BuildOptions.LocaleSelection = .paywalls,
        severities: Diagnostic.SeverityPolicy = Diagnostic.SeverityPolicy()
    ) throws(SiteError) {
        let options = BuildOptions(inputs: inputs, locales: locales, severities: severities)
        let (catalogs, findings) = try SiteBuildStep.loadCatalogs.run { () throws(StepFailure) in try LoadCatalogs(options: options).run() }
        let theme = try SiteBuildStep.loadTheme.run { () throws(StepFailure) in try Theme(overrides: nil) }
        let plan = try SiteBuildStep.planPages.run { () throws(StepFailure) in
            try PlanPages(catalogs: catalogs, locales: locales, theme: theme).run()
        }
        let (entries, notes) = try SiteBuildStep.renderPages.run { () throws(StepFailure) in
            try StringsTableBuilder(catalogs: catalogs, plan: plan, caches: BuildCaches(), inputs: inputs).entries()
        }
        self.init(entries: entries, findings: findings.filter { $0.severity != .note }, reviewNotes: notes)
    }

    /// A table of given strings, as written by the running ICU unless told otherwise.
    ///
    /// - Parameters:
    ///   - entries: The strings, in the order to write them.
    ///   - icuVersion: The major version of the ICU that wrote them.
    ///   - cldrVersion: The CLDR version of that ICU's data.
    ///   - findings: Lint findings about the catalogs.
    ///   - reviewNotes: Notes about where strings come from, `catalog › paywall › locale: note` each.
    public init(
        entries: [Entry], icuVersion: Int = CatalogPackage.icuVersion, cldrVersion: String = CatalogPackage.cldrVersion,
        findings: [Diagnostic] = [], reviewNotes: [String] = []
    ) {
        self.reviewNotes = reviewNotes
        self.entries = entries
        self.icuVersion = icuVersion
        self.cldrVersion = cldrVersion
        self.findings = findings
    }

    /// The first line of the text: `# catalog-site strings, format 1, ICU 72, CLDR 42`.
    public var header: String {
        "\(StringsTableFile.headerPrefix)\(Self.formatVersion), ICU \(icuVersion), CLDR \(cldrVersion)"
    }

    /// The header, then one `key = value` line per string (``Entry/line``), with a trailing newline.
    public var text: String {
        // Written in runs of lines on every core, then joined in order (a table of `--locales all` has
        // about 150,000 lines).
        let entries = entries, size = 4_096
        let count = (entries.count + size - 1) / size
        let runs = ResultSlots<String>(count: count)
        ParallelWork(concurrency: nil, cancellation: nil).run(count) { run in
            var text = ""
            for entry in entries[(run * size)..<min(entries.count, (run + 1) * size)] {
                entry.appendLine(to: &text)
                text += "\n"
            }
            runs[run] = text
        }
        var text = header + "\n"
        let lines = runs.values
        text.reserveCapacity(text.utf8.count + lines.reduce(0) { $0 + ($1?.utf8.count ?? 0) })
        for run in lines { text += run ?? "" }
        return text
    }

    /// The table as JSON, keys sorted and indented, with a trailing newline: `format` (a number), `icu` and
    /// `cldr` (strings, `"72"` and `"42"`, as a CLDR version can be `"44.1"`) and `strings`, an array of entries in table order, each with its `key`, its parts and its `value`.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = StringsTableJSON(
            format: Self.formatVersion, icu: String(icuVersion), cldr: cldrVersion, strings: entries.map(StringsTableJSON.entry))
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
