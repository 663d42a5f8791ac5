import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogFiles
@testable import CatalogText

/// Lint work stays linear in the catalog's size and the number of findings (issue 8, item 20). Speed
/// itself is measured by `catalog-bench lint`; these tests count the work, or bound a big input so
/// loosely that only a return of quadratic behaviour could exceed it.
@Suite("Lint scaling")
struct LintScalingTests {
    /// 4,000 products with a reader error each and 4,000 paywalls naming unknown products: took minutes
    /// when lookups scanned every reader error and every ID; about 5 s alone in a debug build. No time
    /// limit: beside 600 other tests on 2 cores it took 56 s, under ThreadSanitizer 390 s, so a limit
    /// loose enough for those would catch nothing; `catalog-bench lint` measures the speed.
    @Test func eightThousandFindingsOneEach() {
        var products: [String] = []
        var paywalls: [String] = []
        for index in 0..<4_000 {
            products.append(
                #"{ "id": "com.example.pack\#(index)", "type": "consumable", "prices": { "US": 0.99 }, "localizations": { "en_US": { "displayName": "Pack", "description": "Coins" } } }"#
            )
            paywalls.append(
                #"{ "id": "shop\#(index)", "products": ["com.example.pakc\#(index)"], "copy": { "en_US": { "title": "Shop" } } }"#)
        }
        let text =
            #"{ "name": "Big", "products": [\#(products.joined(separator: ",\n"))], "paywalls": [\#(paywalls.joined(separator: ",\n"))] }"#
        let findings = lint(text)
        #expect(findings.filter { $0.rule.rawValue == "price-not-string" }.count == 4_000)
        #expect(findings.filter { $0.rule.rawValue == "paywall-unknown-product" }.count == 4_000)
        #expect(findings.count == 8_000)  // and nothing else: a reader error is not also "missing-price"
        // Past the scan budget, one-edit typos are still found through the index.
        let last = findings.last { $0.rule.rawValue == "paywall-unknown-product" }
        #expect(last?.hint == "did you mean \"com.example.pack3999\"?")
    }

    @Test func suggestionsWorkIsBoundedWhateverTheNumberOfQuestions() {
        let names = (0..<4_000).map { "com.example.app.plan\($0)" }
        var suggester = NameSuggester(names, limit: 4)
        for index in 0..<4_000 {
            _ = suggester.suggestion(for: "com.example.other.thing\(index)")
        }
        // Whole scans stop at the budget; each later question checks a bounded number of candidates.
        #expect(suggester.comparisons <= NameSuggester.scanBudget + 4_000 * NameSuggester.indexCandidates)
        let afterBudget = suggester.comparisons
        #expect(suggester.suggestion(for: "com.example.app.plam17") == "com.example.app.plan17")  // one substitution
        #expect(suggester.suggestion(for: "com.example.app.pln18") == "com.example.app.plan18")  // one deletion
        #expect(suggester.suggestion(for: "com.example.ap.plan19") == "com.example.app.plan19")
        #expect(suggester.comparisons - afterBudget <= 3 * NameSuggester.indexCandidates)
    }

    @Test func smallCatalogsKeepEveryScanSuggestion() {
        var suggester = NameSuggester(["com.example.pro.monthly", "com.example.pro.yearly"], limit: 4)
        #expect(suggester.suggestion(for: "com.example.pro.month") == "com.example.pro.monthly")  // two edits
        #expect(suggester.suggestion(for: "com.exmaple.pro.yealry") == "com.example.pro.yearly")  // four edits
        #expect(suggester.suggestion(for: "com.example.basic") == nil)
        let comparisons = suggester.comparisons
        #expect(suggester.suggestion(for: "com.example.pro.month") == "com.example.pro.monthly")
        #expect(suggester.comparisons == comparisons)  // the same question is answered once
    }

    @Test func tiesGoToTheAlphabeticallyFirstName() {
        var suggester = NameSuggester(["pro.b", "pro.a", "pro.c"], limit: 2)
        #expect(suggester.suggestion(for: "pro.x") == "pro.a")
    }

    @Test func boundedDistanceAgreesWithTheFullOne() {
        var generator = SplitMix(seed: 7)
        let alphabet = Array("abcé.".unicodeScalars)
        func word() -> String {
            let length = Int(generator.next() % 9)
            return String(String.UnicodeScalarView((0..<length).map { _ in alphabet[Int(generator.next() % 5)] }))
        }
        for _ in 0..<2_000 {
            let a = word(), b = word()
            let full = EditDistance.between(a, b)
            for limit in 0...5 {
                let bounded = EditDistance.within(limit, Array(a.unicodeScalars), Array(b.unicodeScalars))
                #expect(bounded == (full <= limit ? full : nil), "\(a) \(b) \(limit)")
            }
        }
    }

    @Test func readerErrorsCoverTheirAncestorsOnly() {
        let map = SourceMap(file: "x.json", readerErrors: ["products[1].prices.US", #"paywalls[0].copy["a.b[c]"].title"#])
        #expect(map.hasReaderError(at: "products[1].prices.US"))
        #expect(map.hasReaderError(at: "products[1].prices"))
        #expect(map.hasReaderError(at: "products[1]"))
        #expect(map.hasReaderError(at: "products"))
        #expect(!map.hasReaderError(at: "products[1].prices.DE"))
        #expect(!map.hasReaderError(at: "products[10]"))
        #expect(!map.hasReaderError(at: "products[1].pri"))
        #expect(map.hasReaderError(at: #"paywalls[0].copy["a.b[c]"]"#))
        #expect(map.hasReaderError(at: "paywalls[0].copy"))
        #expect(!map.hasReaderError(at: #"paywalls[0].copy["a"#))  // never cut inside a quoted key
    }

    @Test func pathsSplitBetweenComponentsOnly() {
        #expect(JSONPath.ancestors(of: "products[0].id") == ["products[0]", "products"])
        #expect(JSONPath.ancestors(of: #"a["x.y\"[z"].b"#) == [#"a["x.y\"[z"]"#, "a"])
        #expect(JSONPath.join("a", "en-US") == #"a["en-US"]"#)
        #expect(JSONPath.join("a", #"say "hi"\"#) == #"a["say \"hi\"\\"]"#)
        #expect(JSONPath.ancestors(of: JSONPath.join("a", #"x\"#) + ".b") == [#"a["x\\"]"#, "a"])
        #expect(JSONPath.join("", "name") == "name")
    }

    @Test func equalSlugsAreNumberedInOneStepEach() {
        let slugs = Slug.unique(Array(repeating: "Pro", count: 10_000) + ["pro-2", "Pro"])
        #expect(slugs.prefix(3) == ["pro", "pro-2", "pro-3"])
        #expect(slugs[9_999] == "pro-10000")
        #expect(Set(slugs).count == slugs.count)
        #expect(Slug.unique(["a", "a-2", "a"]) == ["a", "a-2", "a-3"])
    }
}
