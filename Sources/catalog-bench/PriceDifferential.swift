import CICU
import Catalog
import Foundation

/// The random differential run of the price case: `PriceFormatter` (its compiled patterns, ICU where
/// they do not cover a price) against ICU itself through CICU, on random locales of `LocaleID.available`,
/// currencies, options and amounts. Seeded: `CATALOG_BENCH_SEED` repeats a run, the seed is printed.
struct PriceDifferential {
    let seed: UInt64
    /// Random formatters (locale, currency, options) and random amounts for each.
    let configurations = 2_000
    let amountsEach = 100

    init() {
        seed = ProcessInfo.processInfo.environment["CATALOG_BENCH_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0...999_999)
    }

    /// Formats every random price both ways; returns the line to print, or throws on the first prices that differ.
    func run() throws -> String {
        var random = SplitMix(seed: seed)
        let locales = LocaleID.available
        let currencies = try Currency.knownCodes.sorted().map { try Currency($0) }
        let numbering = try [nil, NumberingSystem.latin, NumberingSystem("arab"), NumberingSystem("deva"), NumberingSystem("beng")]
        var differences: [String] = []
        for _ in 0..<configurations {
            let locale = locales[Int(random.next() % UInt64(locales.count))]
            let currency = currencies[Int(random.next() % UInt64(currencies.count))]
            let formatter = PriceFormatter(
                locale: locale, display: pick(Self.displays, &random),
                numberingSystem: pick(numbering, &random), rounding: pick(RoundingMode.allCases, &random),
                precision: pick(PriceFormatter.Precision.allCases, &random),
                zeroFraction: pick(PriceFormatter.ZeroFraction.allCases, &random))
            let skeleton = formatter.skeleton(for: currency)
            var error: Int32 = 0
            guard let icu = cicu_number_formatter_open(skeleton, locale.identifier, &error) else {
                throw BenchError("cannot open ICU formatter \(skeleton) in \(locale)")
            }
            defer { cicu_number_formatter_close(icu) }
            for _ in 0..<amountsEach {
                let amount = Self.amount(&random)
                let ours = try formatter.format(Money(amount, currency: currency))
                let theirs = Self.format(icu, amount)
                if ours != theirs {
                    differences.append("\(locale) \(skeleton) \(amount): \(ours.debugDescription) ≠ ICU \(theirs.debugDescription)")
                }
            }
        }
        let count = configurations * amountsEach
        guard differences.isEmpty else {
            throw BenchError(
                "price-differential: seed \(seed), \(differences.count) of \(count) prices differ:\n"
                    + differences.prefix(20).joined(separator: "\n"))
        }
        return
            "price-differential: seed \(seed), \(count) random prices (\(configurations) locale × currency × options), all equal to ICU's"
    }

    /// Every display but the currency name, which `PriceFormatter` leaves to ICU: there it would compare
    /// ICU with itself, and ICU 72 writes the names of amounts over 16 digits inconsistently (the same
    /// formatter wrote "TJS 99,999,999,999,999,999.0 Tajikistani somonis0" and "….00 Tajikistani somonis").
    static let displays: [PriceFormatter.CurrencyDisplay] = [.symbol, .narrow, .code]

    private func pick<T>(_ values: [T], _ random: inout SplitMix) -> T { values[Int(random.next() % UInt64(values.count))] }

    /// A random amount: 1 to 20 integer digits, 0 to 6 fraction digits, ties (a last 5) and nines
    /// (carries) more often than chance.
    static func amount(_ random: inout SplitMix) -> String {
        let digits = Array("0123456789")
        let integerCount = 1 + Int(random.next() % 20)
        let fractionCount = Int(random.next() % 7)
        let style = random.next() % 4
        func digit() -> Character { style == 0 ? "9" : digits[Int(random.next() % 10)] }
        var text = String((0..<integerCount).map { _ in digit() })
        if fractionCount > 0 {
            text += "." + String((0..<fractionCount).map { _ in digit() })
            if style == 1 { text = String(text.dropLast()) + "5" }
        }
        return text
    }

    /// ICU's text for an amount.
    static func format(_ formatter: OpaquePointer, _ amount: String) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        let length = cicu_number_format_decimal(formatter, amount, Int32(amount.utf8.count), &buffer, 256)
        guard length >= 0, length < 256 else { return "<ICU error \(length)>" }
        return String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
