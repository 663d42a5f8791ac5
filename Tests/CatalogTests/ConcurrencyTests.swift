import Catalog
import Testing

@Suite("Concurrency")
struct ConcurrencyTests {
    @Test func concurrentFormatsEqualSerialOnes() async throws {
        let locales = try ["en_US", "fr_FR", "ar_SA", "ja_JP", "de_CH", "hi_IN", "he_IL", "pl_PL"].map { try LocaleID($0) }
        let prices = try [("0.99", "USD"), ("1234.5", "EUR"), ("1200", "JPY"), ("4.99", "SAR"), ("12345.678", "KWD")]
            .map { try Money($0.0, currency: $0.1) }
        var work: [(PriceFormatter, Money)] = []
        for locale in locales {
            for display in PriceFormatter.CurrencyDisplay.allCases {
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

/// ICU 72 races when one thread opens a locale's bundle "direct" (CLDR parents for phrase fallback)
/// while another opens a formatter for it; CICU serialises opens. This mixes both on many threads.
@Suite("Concurrency: opening ICU objects")
struct ConcurrentOpenTests {
    @Test func phraseFallbackAndFormattingAtOnce() async throws {
        let spellings = ["nb_NO", "no", "nb", "zh_Hant_HK", "zh_Hant", "pt_AO", "es_AR", "en_NZ", "de_AT", "sr_Latn_RS", "fr_CH", "ar_EG"]
        let expected = try spellings.map { try PriceFormatter(locale: LocaleID($0)).format(Money("4.99", currency: "NOK")) }
        let results = try await withThrowingTaskGroup(of: (Int, String, String).self) { group in
            for round in 0..<20 {
                for (index, spelling) in spellings.enumerated() {
                    group.addTask {
                        let locale = try LocaleID(spelling)
                        let phrases = try Phrasebook(locale: locale)
                        let price = try PriceFormatter(locale: locale, rounding: round.isMultiple(of: 2) ? .halfEven : .halfUp).format(
                            Money("4.99", currency: "NOK"))
                        return (index, price, phrases.language.tag)
                    }
                }
            }
            var all: [(Int, String, String)] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results.count == spellings.count * 20)
        for (index, price, _) in results { #expect(price == expected[index], "\(spellings[index])") }
        #expect(expected[0] == "kr\u{00A0}4,99")
    }
}
