import Foundation
import Testing

@testable import CatalogText

/// The compiled price patterns write ICU's text, byte for byte, on every locale ICU has
/// (`PricePatternCheck`: each formatter's pattern against the formatter itself, on every amount of
/// `PricePatternCheck.amounts`), and leave to ICU only the amounts their documentation names.
///
/// By default each (locale, currency) pair is checked with one of the 990 option combinations
/// (`PricePatternCheck.Options.combinations`: display × digits × rounding mode × precision × zero
/// fraction), the next pair with the next one, so that across the sweep every combination runs on at
/// least five pairs and each option value on hundreds: one formatter per pair, light enough for the
/// sanitizer runs of `.ci/run`. `CATALOG_PRICE_SWEEP=full` checks all 990 combinations on every pair
/// (990 times the formatters: hours on the shared 2-core machine); it is ignored under a sanitizer.
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

    /// Every locale ICU has with each of its currencies, in order.
    static func pairs() throws -> [(locale: String, currency: Currency)] {
        try LocaleID.available.flatMap { locale in try currencies(of: locale).map { (locale.identifier, $0) } }
    }

    /// Whether every combination runs on every pair: `CATALOG_PRICE_SWEEP=full`, never under a sanitizer.
    static var isFull: Bool { ProcessInfo.processInfo.environment["CATALOG_PRICE_SWEEP"] == "full" && !Sanitizers.areRunning }

    /// The options the n-th pair is checked with: the n-th combination in turn, or all of them.
    static func options(forPair index: Int) -> ArraySlice<PricePatternCheck.Options> {
        let combinations = PricePatternCheck.Options.combinations
        if isFull { return combinations[...] }
        let rotated = index % combinations.count
        return combinations[rotated...rotated]
    }

    /// Checks every pair with its options, split over four tasks, and sums the outcomes.
    static func sweep(_ pairs: [(locale: String, currency: Currency)]) async throws -> PricePatternCheck.Outcome {
        try await withThrowingTaskGroup(of: PricePatternCheck.Outcome.self) { group in
            let lanes = 4
            for lane in 0..<lanes {
                group.addTask {
                    var outcome = PricePatternCheck.Outcome()
                    for index in stride(from: lane, to: pairs.count, by: lanes) {
                        for option in options(forPair: index) {
                            let check = PricePatternCheck(locale: pairs[index].locale, currency: pairs[index].currency, options: option)
                            outcome.add(try check.run())
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

    /// Every locale × currency, each with its combination of options (or every one): the same bytes as
    /// ICU, a pattern for every formatter, and each amount left to ICU for a documented reason.
    @Test func everyLocaleAndCurrency() async throws {
        let pairs = try Self.pairs()
        let outcome = try await Self.sweep(pairs)
        #expect(outcome.mismatches.isEmpty, "\(outcome.mismatches.count) mismatches: \(outcome.mismatches.prefix(20))")
        #expect(outcome.uncompiled.isEmpty, "\(outcome.uncompiled.count) uncompiled: \(outcome.uncompiled.prefix(20))")
        #expect(
            outcome.unexplained.isEmpty,
            "\(outcome.unexplained.count) amounts left to ICU with no documented reason (\(outcome.fallbackSummary) explained): \(outcome.unexplained.prefix(20))"
        )
        #expect(outcome.compiledAmounts > 0)
    }

    /// The rotation reaches every combination several times: at least five pairs each.
    @Test func everyCombinationRunsOnFivePairs() throws {
        #expect(try Self.pairs().count >= 5 * PricePatternCheck.Options.combinations.count)
    }

    /// A fallback reason is named from the amount and ICU's text, not from the pattern: an amount the
    /// pattern covers has none.
    @Test(arguments: [
        ("1234.5", PriceFormatter.Precision.standard, nil), ("1E+3", .standard, .spelling),
        ("-0.001", .standard, PricePatternCheck.FallbackReason.negativeZero), ("-0.01", .standard, nil),
        ("99999999999999.99", .cash, .cashCarryFromSixteenDigits), ("99999999999999.99", .standard, nil),
        ("9999999999999.99", .cash, nil),
    ])
    func fallbackReasons(_ amount: String, _ precision: PriceFormatter.Precision, _ reason: PricePatternCheck.FallbackReason?) throws {
        let check = PricePatternCheck(locale: "en_US", currency: try Currency("CHF"), options: .init(precision: precision))
        let skeleton = precision == .cash ? "currency/CHF precision-currency-cash" : "currency/CHF"
        let icu = try NumberFormatterHandle(skeleton: skeleton, locale: "en_US")
        #expect(try PricePatternCheck.FallbackReason.of(amount, in: check, icu: icu) == reason)
    }
}
