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
            LoadWorkload.cleanUp()
            FileHandle.standardError.write(Data("catalog-bench: \(error)\n".utf8))
            exit(1)
        }
        SiteWorkload.cleanUp()
        LoadWorkload.cleanUp()
    }

    static func runCases() throws {
        let filter = CommandLine.arguments.dropFirst().first
        if filter == "generate-site-catalog", let path = CommandLine.arguments.dropFirst(2).first {
            // Writes the site case's generated catalog, to build it with catalog-site or compare tools.
            try Data(SiteWorkload.catalogText().utf8).write(to: URL(fileURLWithPath: path))
            return
        }
        if filter == "generate-load-storekit", let path = CommandLine.arguments.dropFirst(2).first {
            // Writes the load case's .storekit file (10.5 MB unless a size in MB follows the path).
            let megabytes = CommandLine.arguments.dropFirst(3).first.flatMap(Double.init) ?? 10.5
            try Data(LoadStoreKit.text(bytes: Int(megabytes * 1_000_000)).utf8).write(to: URL(fileURLWithPath: path))
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
        if filter == nil || filter == "load" { try LoadWorkload().run() }
        if filter == nil || filter == "site" {
            for benchmark in try SiteWorkload().cases() {
                let result = try benchmark.measure()
                print(result.line)
                print(
                    "site-build: \(Int(result.perSecond.rounded())) pages/s, 10,000 pages in \(String(format: "%.2f", result.seconds)) s, peak \(Int(result.peakMegabytes.rounded())) MB (first page \(result.checksum) bytes)"
                )
            }
        }
    }
}
