import Foundation
import Testing

@testable import CatalogText

/// The compiled price patterns write ICU's text, byte for byte, on every locale ICU has
/// (`PricePatternCheck`: each formatter's pattern against the formatter itself, on every amount of
/// `PricePatternCheck.amounts`).
@Suite("PricePattern: compiled patterns write ICU's text")
struct PricePatternTests {
    /// USD, EUR, JPY (no fraction), INR (Indian grouping where the locale has it), CHF (cash 0.05),
    /// BHD (3 digits), HUF (cash digits 0, `hiddenWhereCashIsWhole`), DKK (cash 0.5), and the locale's own.
    static let currencies = ["USD", "EUR", "JPY", "INR", "CHF", "BHD", "HUF", "DKK"]

    static func currencies(of locale: LocaleID) throws -> [Currency] {
        var codes = currencies
        if let region = locale.region, let own = Caches.currency(region: region), !codes.contains(own.code) {
            codes.append(own.code)
        }
        return try codes.map { code throws(CurrencyError) in try Currency(code) }
    }

    /// Checks every locale × currency with the options `options` gives for the n-th (locale, currency)
    /// pair, split over four tasks, and sums the outcomes.
    static func sweep(_ options: @escaping @Sendable (Int) -> [PricePatternCheck.Options]) async throws -> PricePatternCheck.Outcome {
        let pairs = try LocaleID.available.flatMap { locale in try currencies(of: locale).map { (locale.identifier, $0) } }
        return try await withThrowingTaskGroup(of: PricePatternCheck.Outcome.self) { group in
            let lanes = 4
            for lane in 0..<lanes {
                group.addTask {
                    var outcome = PricePatternCheck.Outcome()
                    for index in stride(from: lane, to: pairs.count, by: lanes) {
                        for option in options(index) {
                            outcome.add(try PricePatternCheck(locale: pairs[index].0, currency: pairs[index].1, options: option).run())
                        }
                    }
                    return outcome
                }
            }
            var total = PricePatternCheck.Outcome()
            for try await outcome in group { total.add(outcome) }
            return total
        }
    }

    static func expectAgreement(_ outcome: PricePatternCheck.Outcome) {
        #expect(outcome.mismatches.isEmpty, "\(outcome.mismatches.count) mismatches: \(outcome.mismatches.prefix(20))")
        #expect(outcome.uncompiled.isEmpty, "\(outcome.uncompiled.count) uncompiled: \(outcome.uncompiled.prefix(20))")
        // Only the negative amounts that round to zero (and ICU's 16-digit cash carries) are ICU's.
        #expect(outcome.compiledAmounts > 20 * outcome.fallbackAmounts)
    }

    /// Every locale × currency × symbol, narrow symbol and ISO code in the locale's digits, and the symbol
    /// in Latin digits (digits and the currency's name are independent parts of the pattern).
    @Test func everyLocaleCurrencyAndDisplay() async throws {
        let options = [
            PricePatternCheck.Options(display: .symbol), PricePatternCheck.Options(display: .narrow),
            PricePatternCheck.Options(display: .code), PricePatternCheck.Options(display: .symbol, numberingSystem: .latin),
        ]
        Self.expectAgreement(try await Self.sweep { _ in options })
    }

    /// Every locale × currency × rounding mode, each with one of the six precision × zero fraction
    /// pairs in turn (so each of the 30 combinations runs on a sixth of the pairs, about 1,200);
    /// `CATALOG_PRICE_SWEEP=full` runs all 30 on every pair (3 minutes on the shared 2-core machine).
    @Test func everyRoundingPrecisionAndZeroFraction() async throws {
        let pairs = PriceFormatter.Precision.allCases.flatMap { precision in
            PriceFormatter.ZeroFraction.allCases.map { (precision, $0) }
        }
        let full = ProcessInfo.processInfo.environment["CATALOG_PRICE_SWEEP"] == "full"
        let outcome = try await Self.sweep { index in
            (full ? pairs : [pairs[index % pairs.count]]).flatMap { precision, zeroFraction in
                RoundingMode.allCases.map { PricePatternCheck.Options(rounding: $0, precision: precision, zeroFraction: zeroFraction) }
            }
        }
        Self.expectAgreement(outcome)
    }

    /// Native digit sets asked for by name (Arabic-Indic, Persian, Bengali, Devanagari, Myanmar, Thai,
    /// full-width, Han, and Adlam's four-byte digits) in every locale.
    @Test func everyLocaleInNamedDigits() async throws {
        let systems = try ["arab", "arabext", "beng", "deva", "mymr", "thai", "fullwide", "hanidec", "adlm"].map {
            try NumberingSystem($0)
        }
        let outcome = try await Self.sweep { index in
            [PricePatternCheck.Options(numberingSystem: systems[index % systems.count])]
        }
        Self.expectAgreement(outcome)
    }
}
