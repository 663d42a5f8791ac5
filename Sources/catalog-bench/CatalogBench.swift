import Catalog

/// `swift run -c release catalog-bench [case-prefix]`: measures Catalog against raw ICU and its peers.
@main
struct CatalogBench {
    static func main() throws {
        let filter = CommandLine.arguments.dropFirst().first
        print("catalog-bench: ICU \(ICUVersion.major) (CLDR \(ICUVersion.cldr)), one run, ratios compare cases of this run")
        if let filter, filter.contains("/") {
            for benchmark in try PriceWorkload().cases() + PeriodWorkload().cases() where benchmark.name.hasPrefix(filter) {
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
            print("price-format: ours/icu=\(ratio(results[0], results[1])) ours/numberformatter=\(ratio(results[0], results[2])) ours/formatstyle=\(ratio(results[0], results[3]))")
        }
        if filter == nil || filter == "period" {
            let results = try PeriodWorkload().cases().map { benchmark in
                let result = try benchmark.measure()
                print(result.line)
                return result
            }
            print("period-duration: ours/icu=\(ratio(results[0], results[1]))")
            print("offer-sentence: \(Int(results[2].perSecond.rounded())) sentences/s (no raw-ICU equivalent: ICU has no offer sentences)")
        }
    }
}
