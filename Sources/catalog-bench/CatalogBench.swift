import Catalog
import CatalogSite
import Foundation

/// `swift run -c release catalog-bench [case-prefix]`: measures Catalog against raw ICU and its peers.
@main
struct CatalogBench {
    static func main() {
        do {
            try runCases()
        } catch {
            SiteWorkload.cleanUp()
            LoadWorkload.cleanUp()
            StringsWorkload.cleanUp()
            FileHandle.standardError.write(Data("catalog-bench: \(error)\n".utf8))
            exit(1)
        }
        SiteWorkload.cleanUp()
        LoadWorkload.cleanUp()
        StringsWorkload.cleanUp()
    }

    static func runCases() throws {
        let filter = CommandLine.arguments.dropFirst().first
        if filter == "generate-site-catalog", let path = CommandLine.arguments.dropFirst(2).first {
            // Writes the site case's generated catalog, to build it with catalog-site or compare tools.
            try Data(SiteWorkload.catalogText().utf8).write(to: URL(fileURLWithPath: path))
            return
        }
        if filter == "generate-site-storekit", let path = CommandLine.arguments.dropFirst(2).first {
            // The `.storekit` site case's file (250 subscription groups × 40 locales, 10,000 pages).
            try Data(StoreKitSiteWorkload.storeKitText().utf8).write(to: URL(fileURLWithPath: path))
            return
        }
        if filter == "build-site", let file = CommandLine.arguments.dropFirst(2).first,
            let output = CommandLine.arguments.dropFirst(3).first
        {
            // One site build in this process, for the .storekit case's measurement (ChildRun).
            let options = BuildOptions(inputs: [file], output: output)
            _ = try Result { () throws(SiteError) -> BuildReport in try SiteBuilder(options: options).build() }.get()
            return
        }
        if filter == "generate-hugo-site", let path = CommandLine.arguments.dropFirst(2).first {
            // The comparable Hugo site's sources, to build with `hugo --quiet -d OUT` in that folder.
            try HugoSite.write(to: URL(fileURLWithPath: path))
            return
        }
        if filter == "generate-load-storekit", let path = CommandLine.arguments.dropFirst(2).first {
            // Writes the load case's .storekit file (10.5 MB unless a size in MB follows the path).
            let megabytes = CommandLine.arguments.dropFirst(3).first.flatMap(Double.init) ?? 10.5
            try Data(LoadStoreKit.text(bytes: Int(megabytes * 1_000_000)).utf8).write(to: URL(fileURLWithPath: path))
            return
        }
        if filter == "generate-load-many-storekit", let path = CommandLine.arguments.dropFirst(2).first {
            // Writes the load case's second shape: 2,500 subscriptions × 40 localizations, one a line.
            try Data(LoadManyStoreKit.text().utf8).write(to: URL(fileURLWithPath: path))
            return
        }
        print(
            "catalog-bench: ICU \(CatalogPackage.icuVersion) (CLDR \(CatalogPackage.cldrVersion)), one run, ratios compare cases of this run"
        )
        if let filter, filter.contains("/") {
            // The load and strings cases write or build their inputs first, so only when named.
            let named =
                try (filter.hasPrefix("load/") ? LoadWorkload().cases() : [])
                + (filter.hasPrefix("strings/") ? StringsWorkload().cases() : [])
            for benchmark in try PriceWorkload().cases() + PriceFirstUseWorkload().cases() + PeriodWorkload().cases()
                + SiteWorkload().cases() + LintWorkload().cases()
                + named
            where benchmark.name.hasPrefix(filter) {
                print(try benchmark.measure().line)
            }
            return
        }
        if filter == nil || filter == "price" {
            let results = try PriceWorkload().cases().map { benchmark in
                let result = try benchmark.measure()
                print(result.line)
                return result
            }
            let firstUse = try PriceFirstUseWorkload().cases().map { benchmark in
                let result = try benchmark.measure()
                print(result.line)
                return result
            }
            print(try PriceDifferential().run())
            print(
                "price-format: ours/icu=\(ratio(results[0], results[1])) (target ≥ 1.20) ours/numberformatter=\(ratio(results[0], results[2])) ours/formatstyle=\(ratio(results[0], results[3]))"
            )
            print(
                "price-first-use: ours/icu=\(ratio(firstUse[0], firstUse[1])) (a formatter's first price: ICU's open and format, and our pattern's compile)"
            )
        }
        if filter == nil || filter == "period" {
            let results = try PeriodWorkload().cases().map { benchmark in
                let result = try benchmark.measure()
                print(result.line)
                return result
            }
            print("period-duration: ours/icu=\(ratio(results[0], results[1])) new-formatter/ours=\(ratio(results[3], results[0]))")
            print("offer-sentence: \(Int(results[2].perSecond.rounded())) sentences/s (no raw-ICU equivalent: ICU has no offer sentences)")
        }
        // Only when named: it checks how lint time grows rather than comparing with other tools.
        if filter == "lint" {
            let results = try LintWorkload().cases().map { benchmark in
                let result = try benchmark.measure()
                print(result.line)
                return result
            }
            let growth = Int((results[1].seconds / results[0].seconds * 10).rounded())
            print("lint: 4,000 findings take \(growth / 10).\(growth % 10)× as long as 1,000 (linear 4×, quadratic 16×)")
        }
        // Only when named: it guards how the site grows with findings rather than comparing with other tools.
        if filter == "site-findings" {
            let result = try SiteWorkload().findingsCase().measure()
            print(result.line)
            print(
                "site-findings: 10,000 pages with 1,500 lint warnings in \(String(format: "%.2f", result.seconds)) s, peak \(Int(result.peakMegabytes.rounded())) MB, index.html \(String(format: "%.1f", Double(result.checksum) / 1_000_000)) MB"
            )
        }
        if filter == nil || filter == "load" { try LoadWorkload().run() }
        if filter == nil || filter == "strings" { try StringsWorkload().run() }
        if filter == nil || filter == "serve-edit" { try ServeEditWorkload.runCases() }
        if filter == nil || filter == "site" || filter == "site-storekit" {
            for benchmark in try SiteWorkload().cases() where filter != "site-storekit" {
                let result = try benchmark.measure()
                print(result.line)
                print(
                    "site-build: \(Int(result.perSecond.rounded())) pages/s, 10,000 pages in \(String(format: "%.2f", result.seconds)) s, peak \(Int(result.peakMegabytes.rounded())) MB (first page \(result.checksum) bytes)"
                )
            }
            try runStoreKitSite()
        }
    }

    /// The `.storekit` site case and Hugo on the comparable site, each built by its own process (so each
    /// peak is that build's alone), and the ratios; Hugo is skipped with a line when it is not installed.
    static func runStoreKitSite() throws {
        let folder = SiteWorkload.folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Generated.storekit")
        try Data(StoreKitSiteWorkload.storeKitText().utf8).write(to: file)
        let pages = StoreKitSiteWorkload.pageCount
        guard ChildRun.isAvailable else {
            // Without /usr/bin/time, in this process (its peak then includes the earlier cases').
            guard let ours = try StoreKitSiteWorkload().cases().first?.measure() else { return }
            print(ours.line)
            print("site-build/hugo: skipped, /usr/bin/time is not installed (Debian: apt-get install time)")
            return
        }
        let output = folder.appendingPathComponent("_storekit-site")
        let ours = try ChildRun(executable: selfPath, arguments: ["build-site", file.path, output.path]).measure(
            name: "site-build/ours .storekit (10,000)", pages: pages
        ) { try? FileManager.default.removeItem(at: output) }
        print(ours.line)
        guard let hugo = HugoSite.path else {
            print("site-build/hugo: skipped, hugo is not on PATH (Debian: apt-get install hugo)")
            return
        }
        let source = folder.appendingPathComponent("hugo")
        try HugoSite.write(to: source)
        let hugoOutput = folder.appendingPathComponent("hugo-public")
        let theirs = try ChildRun(executable: hugo, arguments: ["--quiet", "-d", hugoOutput.path], folder: source).measure(
            name: "site-build/hugo (10,000 pages)", pages: pages
        ) { try? FileManager.default.removeItem(at: hugoOutput) }
        print(theirs.line)
        let memory = Int((ours.peakMegabytes / theirs.peakMegabytes * 100).rounded())
        print(
            "site-build .storekit: ours/hugo pages/s=\(ratio(ours, theirs)) (target ≥ 2.00), ours/hugo peak memory=\(memory / 100).\(String(format: "%02d", memory % 100)) (target ≤ 0.33)"
        )
    }

    /// This executable, to run a build in a process of its own.
    static var selfPath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
