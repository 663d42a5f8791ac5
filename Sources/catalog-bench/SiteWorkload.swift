import Catalog
import CatalogSite
import Foundation

/// The site case of issue 5: a generated catalog of 250 paywalls × 40 locales, five plans each (10,000
/// pages), built into a temporary folder: load, lint, render, write, swap. As in a real app running
/// paywall experiments, the 250 paywalls share 10 subscription groups of five plans (50 products) and
/// each has its own copy. Like a catalog ready to ship, it lints clean: every product and every copy has
/// a translation for each of the 40 locales (the app's name is the same in all of them, `sameAsSource`).
struct SiteWorkload {
    static let paywallCount = 250
    static let groupCount = 10
    static let plans = ["P1W", "P1M", "P3M", "P6M", "P1Y"]
    /// Every locale previewed has its own translations; the first is the source.
    static var languages: [String] { PriceWorkload.locales }

    /// A text as translated for `locale`: the source text, marked with the locale in the others.
    static func translated(_ text: String, _ locale: String) -> String {
        locale == languages[0] ? text : "\(text) (\(locale))"
    }

    /// The catalog as JSON text, deterministic. Without `translations`, products and copy are in the source
    /// locale only: each paywall then has six warnings (its copy and five products' names missing for 39
    /// locales), 1,500 in all, the case `findingsCase()` builds.
    static func catalogText(translations: Bool = true) -> String {
        let languages = translations ? Self.languages : [Self.languages[0]]
        let regions = PriceWorkload.locales.compactMap { try? LocaleID($0).region }.reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        var products: [String] = []
        var paywalls: [String] = []
        for index in 0..<groupCount {
            for (plan, period) in plans.enumerated() {
                let id = "com.example.app\(index).plan\(plan)"
                let prices = regions.map { region -> String in
                    let currency = (try? Currency(region: region)) ?? (try? Currency("USD"))
                    let digits = currency?.fractionDigits ?? 2
                    let base = [3, 9, 24, 44, 79][plan] * (digits == 0 ? 100 : 1)
                    return "\"\(region)\": \"\(base)\(digits == 0 ? "" : ".99")\""
                }.joined(separator: ", ")
                let names = languages.map {
                    "\"\($0)\": { \"displayName\": \"\(translated("Plan \(plan + 1)", $0))\", \"description\": \"\(translated("Everything, plan \(plan + 1)", $0))\" }"
                }
                .joined(separator: ", ")
                let offer = plan == 4 ? #", "offers": [ { "phases": [ { "mode": "free", "period": "P1W" } ] } ]"# : ""
                products.append(
                    """
                    { "id": "\(id)", "type": "autoRenewable", "group": "g\(index)", "level": \(plan + 1), "period": "\(period)", "prices": { \(prices) }, "localizations": { \(names) }\(offer) }
                    """)
            }
        }
        for index in 0..<paywallCount {
            let ids = plans.indices.map { "\"com.example.app\(index % groupCount).plan\($0)\"" }
            let copy = languages.map { locale in
                let features = ["One", "Two", "Three"].map { "\"\(translated($0, locale))\"" }.joined(separator: ", ")
                let same = locale == languages[0] ? "" : #", "sameAsSource": ["title"]"#
                return
                    "\"\(locale)\": { \"title\": \"App \(index) Premium\", \"subtitle\": \"\(translated("Everything in one place", locale))\", \"features\": [\(features)]\(same) }"
            }.joined(separator: ", ")
            let locales = PriceWorkload.locales.map { "\"\($0)\"" }.joined(separator: ", ")
            paywalls.append(
                """
                { "id": "paywall\(index)", "products": [\(ids.joined(separator: ", "))], "highlight": \(ids[4]), "locales": [\(locales)], "copy": { \(copy) }, "links": { "terms": "https://example.com/terms", "privacy": "https://example.com/privacy" } }
                """)
        }
        let groups = (0..<groupCount).map { "{ \"id\": \"g\($0)\", \"name\": \"Group \($0)\" }" }.joined(separator: ", ")
        return """
            { "name": "Generated", "groups": [ \(groups) ],
              "products": [ \(products.joined(separator: ",\n")) ],
              "paywalls": [ \(paywalls.joined(separator: ",\n")) ] }
            """
    }

    /// A temporary folder in memory (tmpfs) when the machine has one: creating 10,000 files on this
    /// machine's ext4 disk alone takes 1.5 to 5 s, which would measure the disk rather than the build.
    static var scratch: URL {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isDirectory), isDirectory.boolValue {
            return URL(fileURLWithPath: "/dev/shm")
        }
        return FileManager.default.temporaryDirectory
    }

    /// The folder the case works in; removed by `cleanUp()`.
    static var folder: URL { scratch.appendingPathComponent("catalog-bench-site-\(ProcessInfo.processInfo.processIdentifier)") }

    static func cleanUp() { try? FileManager.default.removeItem(at: folder) }

    /// One build of `file` into `output`, as `catalog-site build FILE --out OUTPUT` does: checks that it made
    /// `pages` pages, returns what `measure` makes of the report and the site, then removes the site.
    static func build(_ file: URL, into output: URL, pages: Int, _ measure: (BuildReport) throws -> Int) throws -> Int {
        let options = BuildOptions(inputs: [file.path], output: output.path)
        let report = try Result { () throws(SiteError) -> BuildReport in try SiteBuilder(options: options).build() }.get()
        defer { try? FileManager.default.removeItem(at: output) }
        guard report.pages.count == pages else { throw BenchError("built \(report.pages.count) pages, expected \(pages)") }
        return try measure(report)
    }

    /// The size of the file at `url` in bytes, 0 when it cannot be read.
    static func size(of url: URL) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    }

    /// "  run steps: load catalogs 0.239 s, …", the build's steps and their times.
    static func stepsLine(_ report: BuildReport) -> String {
        "  run steps: " + report.steps.map { "\($0.name) \(String(format: "%.3f", $0.seconds)) s" }.joined(separator: ", ")
    }

    /// A case that writes `text` as `fileName` in the benchmark's folder (a new folder when `fresh`) and
    /// builds it into `outputName` there, like `catalog-site build FILE -o DIR`, expecting `pages` pages;
    /// its checksum is what `measure` makes of the report and the output folder.
    static func buildCase(
        _ name: String, fileName: String, text: String, pages: Int, outputName: String, fresh: Bool = true,
        _ measure: @escaping (BuildReport, URL) throws -> Int
    ) throws -> BenchmarkCase {
        if fresh { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(fileName)
        try Data(text.utf8).write(to: file)
        let output = folder.appendingPathComponent(outputName)
        return BenchmarkCase(name: name, iterations: pages) {
            try build(file, into: output, pages: pages) { try measure($0, output) }
        }
    }

    /// The checksum of a case that prints the build's steps: the size of the first page.
    static func firstPageSize(_ report: BuildReport, _ output: URL) -> Int {
        print(stepsLine(report))
        return size(of: output.appendingPathComponent(report.pages[0].path))
    }

    func cases() throws -> [BenchmarkCase] {
        let total = Self.paywallCount * PriceWorkload.locales.count
        return [
            try Self.buildCase(
                "site-build/ours (10,000 pages)", fileName: "generated.json", text: Self.catalogText(), pages: total, outputName: "_site",
                Self.firstPageSize)
        ]
    }

    /// The site case without translations (`catalog-bench site-findings`): 1,500 lint warnings, which each
    /// paywall's pages show and the index and overviews list once per paywall, so the site grows with the
    /// pages, not with pages × findings. Its checksum is the size of `index.html`.
    func findingsCase() throws -> BenchmarkCase {
        try Self.buildCase(
            "site-build/ours 1,500 warnings", fileName: "untranslated.json", text: Self.catalogText(translations: false),
            pages: Self.paywallCount * PriceWorkload.locales.count, outputName: "_site"
        ) { report, output in
            let warnings = report.diagnostics.filter { $0.severity == .warning }.count
            guard warnings == Self.paywallCount * 6 else {
                throw BenchError("built with \(warnings) warnings, expected \(Self.paywallCount * 6)")
            }
            return Self.size(of: output.appendingPathComponent("index.html"))
        }
    }
}
