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
/// while another opens a formatter for it; CICU serialises opens. This mixes both on many threads, for
/// locales no other test uses (so that, with the suites running at once, these are first opens: once an
/// object is cached there is no open left to race) and exact expected prices, not ones formatted
/// beforehand through the same caches. They have CLDR parents of every kind: an explicit parent (pt_MZ →
/// pt_PT, en_MT → en_001, zh_Hant_MO → zh_Hant_HK), the Norwegian alias family (nn), a script (sr_Latn).
@Suite("Concurrency: opening ICU objects")
struct ConcurrentOpenTests {
    static let prices: [(locale: String, price: String)] = [
        ("pt_MZ", "4,99\u{00A0}NOK"), ("en_MT", "NOK\u{00A0}4.99"), ("zh_Hant_MO", "NOK\u{00A0}4.99"),
        ("es_GQ", "NOK\u{00A0}4,99"), ("fr_LU", "4,99\u{00A0}NOK"), ("de_LI", "NOK\u{00A0}4.99"),
        ("ar_TN", "\u{200F}4,99\u{00A0}NOK"), ("ms_SG", "NOK\u{00A0}4.99"), ("sr_Latn_ME", "4,99\u{00A0}NOK"),
        ("nn_NO", "4,99\u{00A0}kr"), ("gsw_LI", "4.99\u{00A0}NOK"), ("se_NO", "4,99\u{00A0}kr"),
    ]

    @Test func phraseFallbackAndFormattingAtOnce() async throws {
        let rounds = 20
        let results = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for round in 0..<rounds {
                for (index, item) in Self.prices.enumerated() {
                    group.addTask {
                        let locale = try LocaleID(item.locale)
                        _ = try Phrasebook(locale: locale)
                        let rounding: RoundingMode = round.isMultiple(of: 2) ? .halfEven : .halfUp
                        return (index, try PriceFormatter(locale: locale, rounding: rounding).format(Money("4.99", currency: "NOK")))
                    }
                }
            }
            var all: [(Int, String)] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results.count == Self.prices.count * rounds)
        for (index, price) in results { #expect(price == Self.prices[index].price, "\(Self.prices[index].locale)") }
    }
}
