import Catalog
import Testing

@Suite("Concurrency")
struct ConcurrencyTests {
    @Test func concurrentFormatsEqualSerialOnes() async throws {
        let locales = try ["en_US", "fr_FR", "ar_SA", "ja_JP", "de_CH", "hi_IN", "he_IL", "pl_PL"].map { try LocaleID($0) }
        let prices = try [("0.99", "USD"), ("1234.5", "EUR"), ("1200", "JPY"), ("4.99", "SAR"), ("12345.678", "KWD")]
            .map { try Money($0.0, $0.1) }
        var work: [(PriceFormatter, Money)] = []
        for locale in locales {
            for display in CurrencyDisplay.allCases {
                for price in prices { work.append((PriceFormatter(locale: locale, display: display), price)) }
            }
        }
        let serial = try work.map { try $0.0.format($0.1) }
        let rounds = 25
        let concurrent = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for round in 0..<rounds {
                for (index, item) in work.enumerated() {
                    group.addTask { (index, try item.0.format(item.1)) }
                }
                _ = round
            }
            var results: [(Int, String)] = []
            for try await result in group { results.append(result) }
            return results
        }
        #expect(concurrent.count == work.count * rounds)
        for (index, text) in concurrent { #expect(text == serial[index]) }
    }
}
