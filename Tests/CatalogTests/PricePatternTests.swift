@testable import CatalogText
import Testing

/// The compiled price patterns write ICU's text, byte for byte, on every locale ICU has.
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

    /// Runs the checks of every locale (split over the machine's cores) and sums the outcomes.
    static func sweep(_ options: [PricePatternCheck.Options]) async throws -> PricePatternCheck.Outcome {
        let locales = LocaleID.available
        return try await withThrowingTaskGroup(of: PricePatternCheck.Outcome.self) { group in
            let lanes = 4
            for lane in 0..<lanes {
                group.addTask {
                    var outcome = PricePatternCheck.Outcome()
                    for locale in stride(from: lane, to: locales.count, by: lanes).map({ locales[$0] }) {
                        for currency in try currencies(of: locale) {
                            for option in options {
                                outcome.add(try PricePatternCheck(locale: locale.identifier, currency: currency, options: option).run())
                            }
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

    /// Every locale × currency × symbol, narrow symbol and ISO code, in the locale's digits and in Latin ones.
    @Test func everyLocaleCurrencyAndDisplay() async throws {
        let options = [PriceFormatter.CurrencyDisplay.symbol, .narrow, .code].flatMap { display in
            [nil, NumberingSystem.latin].map { PricePatternCheck.Options(display: display, numberingSystem: $0) }
        }
        let outcome = try await Self.sweep(options)
        #expect(outcome.mismatches.isEmpty, "\(outcome.mismatches.count) mismatches: \(outcome.mismatches.prefix(20))")
        #expect(outcome.uncompiled.isEmpty, "\(outcome.uncompiled.count) uncompiled: \(outcome.uncompiled.prefix(20))")
        #expect(outcome.compiledAmounts > 0)
        print("compiled \(outcome.compiledAmounts), fallback \(outcome.fallbackAmounts)")
    }
}

extension PricePatternTests {
    /// Every locale × currency × rounding mode × precision × zero fraction (in the locale's symbol and digits).
    @Test func everyRoundingPrecisionAndZeroFraction() async throws {
        let options = RoundingMode.allCases.flatMap { rounding in
            PriceFormatter.Precision.allCases.flatMap { precision in
                PriceFormatter.ZeroFraction.allCases.map {
                    PricePatternCheck.Options(rounding: rounding, precision: precision, zeroFraction: $0)
                }
            }
        }
        let outcome = try await Self.sweep(options)
        #expect(outcome.mismatches.isEmpty, "\(outcome.mismatches.count) mismatches: \(outcome.mismatches.prefix(20))")
        #expect(outcome.uncompiled.isEmpty, "\(outcome.uncompiled.count) uncompiled: \(outcome.uncompiled.prefix(20))")
        print("compiled \(outcome.compiledAmounts), fallback \(outcome.fallbackAmounts)")
    }
}
