import Catalog
import Foundation

/// `swift run -c release catalog-bench [case-prefix]`: measures Catalog against raw ICU and its peers.
@main
struct CatalogBench {
    static func main() {
        do {
            try runCases()
        } catch {
            SiteWorkload.cleanUp()
            FileHandle.standardError.write(Data("catalog-bench: \(error)\n".utf8))
            exit(1)
        }
        SiteWorkload.cleanUp()
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
        if filter == "generate-hugo-site", let path = CommandLine.arguments.dropFirst(2).first {
            // The comparable Hugo site's sources, to build with `hugo --quiet -d OUT` in that folder.
            try HugoSite.write(to: URL(fileURLWithPath: path))
            return
        }
        print(
            "catalog-bench: ICU \(CatalogPackage.icuVersion) (CLDR \(CatalogPackage.cldrVersion)), one run, ratios compare cases of this run"
        )
        if let filter, filter.contains("/") {
            for benchmark in try PriceWorkload().cases() + PeriodWorkload().cases() + SiteWorkload().cases() + LintWorkload().cases()
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
            print(
                "price-format: ours/icu=\(ratio(results[0], results[1])) ours/numberformatter=\(ratio(results[0], results[2])) ours/formatstyle=\(ratio(results[0], results[3]))"
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
        if filter == nil || filter == "site" {
            for benchmark in try SiteWorkload().cases() {
                let result = try benchmark.measure()
                print(result.line)
                print(
                    "site-build: \(Int(result.perSecond.rounded())) pages/s, 10,000 pages in \(String(format: "%.2f", result.seconds)) s, peak \(Int(result.peakMegabytes.rounded())) MB (first page \(result.checksum) bytes)"
                )
            }
            try runStoreKitSite()
        }
    }

    /// The `.storekit` site case, then Hugo on the comparable site when it is installed, and the ratios.
    static func runStoreKitSite() throws {
        guard let ours = try StoreKitSiteWorkload().cases().first?.measure() else { return }
        print(ours.line)
        print(
            "site-build .storekit: \(Int(ours.perSecond.rounded())) pages/s, 10,000 pages in \(String(format: "%.2f", ours.seconds)) s, peak \(Int(ours.peakMegabytes.rounded())) MB (first page \(ours.checksum) bytes)"
        )
        guard let hugo = HugoSite.path else {
            print("site-build/hugo: skipped, hugo is not on PATH (Debian: apt-get install hugo)")
            return
        }
        let folder = SiteWorkload.folder.appendingPathComponent("hugo")
        try HugoSite.write(to: folder)
        let output = SiteWorkload.folder.appendingPathComponent("hugo-public")
        var peak = 0.0
        let theirs = try BenchmarkCase(name: "site-build/hugo (10,000 pages)", iterations: StoreKitSiteWorkload.pageCount) {
            try? FileManager.default.removeItem(at: output)
            peak = max(peak, try HugoSite.build(folder, output: output, hugo: hugo))
            let page = output.appendingPathComponent("app0/\(HugoSite.tag(PriceWorkload.locales[0])).html")
            return (try? FileManager.default.attributesOfItem(atPath: page.path)[.size] as? Int) ?? 0
        }.measure()
        let hugoResult = BenchmarkCase.Outcome(
            name: theirs.name, perSecond: theirs.perSecond, seconds: theirs.seconds, peakMegabytes: peak, checksum: theirs.checksum)
        print(hugoResult.line)
        let memory = Int((ours.peakMegabytes / peak * 100).rounded())
        print(
            "site-build .storekit: ours/hugo pages/s=\(ratio(ours, hugoResult)) (target ≥ 2.00), ours/hugo peak memory=\(memory / 100).\(String(format: "%02d", memory % 100)) (target ≤ 0.33)"
        )
    }
}
