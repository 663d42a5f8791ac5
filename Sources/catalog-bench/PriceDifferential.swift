import CICU
import Catalog
import Foundation

/// The random differential run of the price case: `PriceFormatter` (its compiled patterns, ICU where
/// they do not cover a price) against ICU itself through CICU, on random locales of `LocaleID.available`,
/// currencies, options and amounts: positive and negative, 1 to 34 digits, up to 30 fraction digits,
/// ties and carries. Seeded: `CATALOG_BENCH_SEED` repeats a run, the seed is printed.
struct PriceDifferential {
    let seed: UInt64
    /// Random formatters (locale, currency, options) and random amounts for each.
    let configurations = 2_000
    let amountsEach = 100

    init() {
        seed = ProcessInfo.processInfo.environment["CATALOG_BENCH_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0...999_999)
    }

    /// What a run counted: the amounts of each kind, and who wrote them.
    struct Counts {
        var negative = 0
        var thirtyDigits = 0
        var longFractions = 0
        var ties = 0
        var compiled = 0
        var icu = 0
    }

    /// Formats every random price both ways; returns the lines to print, or throws on the first prices that differ.
    func run() throws -> String {
        var random = SplitMix(seed: seed)
        let locales = LocaleID.available
        let currencies = try Currency.knownCodes.sorted().map { try Currency($0) }
        let numbering = try [nil, NumberingSystem.latin, NumberingSystem("arab"), NumberingSystem("deva"), NumberingSystem("beng")]
        var differences: [String] = []
        var counts = Counts()
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
                let amount = Self.amount(&random, counts: &counts)
                // A Money is never negative: negative spellings go the same way, without the Money.
                let ours =
                    amount.hasPrefix("-")
                    ? try formatter.text(decimal: amount, currency: currency) : try formatter.format(Money(amount, currency: currency))
                if try formatter.compiledText(decimal: amount, currency: currency) != nil { counts.compiled += 1 } else { counts.icu += 1 }
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
            "price-differential: seed \(seed), \(count) random prices (\(configurations) locale × currency × options), all equal to ICU's;"
            + " \(counts.negative) negative, \(counts.thirtyDigits) of 30+ digits, \(counts.longFractions) with 10+ fraction digits,"
            + " \(counts.ties) ties; \(counts.compiled) written by compiled patterns, \(counts.icu) left to ICU"
    }

    /// Every display but the currency name, which `PriceFormatter` leaves to ICU: there it would compare
    /// ICU with itself, and ICU 72 writes the names of amounts over 16 digits inconsistently (the same
    /// formatter wrote "TJS 99,999,999,999,999,999.0 Tajikistani somonis0" and "….00 Tajikistani somonis").
    static let displays: [PriceFormatter.CurrencyDisplay] = [.symbol, .narrow, .code]

    private func pick<T>(_ values: [T], _ random: inout SplitMix) -> T { values[Int(random.next() % UInt64(values.count))] }

    /// A random amount, counted by kind: a quarter negative; 1 to 6 integer digits, 7 to 20, or 30 to 34
    /// in all; 0 to 6 fraction digits, or 10 to 30 (at most 34 digits in all, a `Money`'s limit); a
    /// quarter of them ties (1 to 4 fraction digits ending in 5, 25 or 75: the halves of the currencies'
    /// digits and of the cash increments 0.05 and 0.5), a quarter all nines (carries).
    static func amount(_ random: inout SplitMix, counts: inout Counts) -> String {
        let digits = Array("0123456789")
        let negative = random.next() % 4 == 0
        let size = random.next() % 3
        let integerCount = size == 0 ? 1 + Int(random.next() % 6) : size == 1 ? 7 + Int(random.next() % 14) : 30 + Int(random.next() % 5)
        let longFraction = random.next() % 5 == 0
        var fractionCount = longFraction ? 10 + Int(random.next() % 21) : Int(random.next() % 7)
        fractionCount = min(fractionCount, 34 - integerCount)
        let style = random.next() % 4
        // Ties: 1 to 4 fraction digits ending in 5, 25 or 75, halves at 0 to 3 digits and of 0.05 and 0.5.
        if style == 1 { fractionCount = min(1 + Int(random.next() % 4), 34 - integerCount) }
        func digit() -> Character { style == 0 ? "9" : digits[Int(random.next() % 10)] }
        let first: Character = style == 0 ? "9" : digits[1 + Int(random.next() % 9)]
        var text = integerCount == 1 && random.next() % 4 == 0 ? "0" : String([first] + (1..<integerCount).map { _ in digit() })
        var tie = false
        if fractionCount > 0 {
            var fraction = String((0..<fractionCount).map { _ in digit() })
            if style == 1 {
                let ending = fractionCount == 1 ? "5" : ["5", "25", "75"][Int(random.next() % 3)]
                fraction = String(fraction.dropLast(ending.count)) + ending
                tie = true
            }
            text += "." + fraction
        }
        if negative { text = "-" + text }
        if negative { counts.negative += 1 }
        if integerCount + fractionCount >= 30 { counts.thirtyDigits += 1 }
        if fractionCount >= 10 { counts.longFractions += 1 }
        if tie { counts.ties += 1 }
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
