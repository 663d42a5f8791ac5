@testable import CatalogText

/// One ICU price formatter against its compiled `PricePattern`: the skeleton `PriceFormatter` opens
/// for a locale, currency and options, opened here without the caches (the sweeps open thousands),
/// and every amount formatted both ways.
struct PricePatternCheck: Sendable {
    /// The options of one check: `PriceFormatter`'s, but the display, which is never `.name` here.
    struct Options: Sendable, CustomStringConvertible {
        var display = PriceFormatter.CurrencyDisplay.symbol
        var numberingSystem: NumberingSystem?
        var rounding = RoundingMode.halfEven
        var precision = PriceFormatter.Precision.standard
        var zeroFraction = PriceFormatter.ZeroFraction.shown

        var description: String {
            "\(display) \(numberingSystem?.name ?? "default") \(rounding) \(precision) \(zeroFraction)"
        }

        /// The digits a check asks for: the locale's own, Latin, and native sets by name (Arabic-Indic,
        /// Persian, Bengali, Devanagari, Myanmar, Thai, full-width, Han, and Adlam's four-byte digits).
        static let numberingSystems: [NumberingSystem?] =
            [nil]
            + ["latn", "arab", "arabext", "beng", "deva", "mymr", "thai", "fullwide", "hanidec", "adlm"].map(
                NumberingSystem.init(validated:))

        /// Every combination the compiled patterns cover: symbol, narrow symbol and ISO code × the digits
        /// above × every rounding mode × standard and cash precision × every zero fraction (990).
        static let combinations: [Options] = PriceFormatter.CurrencyDisplay.allCases.filter { $0 != .name }.flatMap { display in
            numberingSystems.flatMap { numberingSystem in
                RoundingMode.allCases.flatMap { rounding in
                    PriceFormatter.Precision.allCases.flatMap { precision in
                        PriceFormatter.ZeroFraction.allCases.map { zeroFraction in
                            Options(
                                display: display, numberingSystem: numberingSystem, rounding: rounding, precision: precision,
                                zeroFraction: zeroFraction)
                        }
                    }
                }
            }
        }
    }

    /// What one formatter's check found.
    struct Outcome: Sendable {
        /// "locale currency options: amount compiled ≠ ICU" for each amount the pattern writes otherwise.
        var mismatches: [String] = []
        /// "locale currency options" when no pattern was compiled.
        var uncompiled: [String] = []
        /// Amounts written by the pattern.
        var compiledAmounts = 0
        /// Amounts left to ICU, by their documented reason.
        var fallbacks: [FallbackReason: Int] = [:]
        /// "locale currency options: amount" for each amount left to ICU with no documented reason.
        var unexplained: [String] = []

        mutating func add(_ other: Outcome) {
            mismatches += other.mismatches
            uncompiled += other.uncompiled
            compiledAmounts += other.compiledAmounts
            fallbacks.merge(other.fallbacks, uniquingKeysWith: +)
            unexplained += other.unexplained
        }

        /// "negativeZero 1234, …": the fallbacks' reasons with their counts.
        var fallbackSummary: String {
            fallbacks.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        }
    }

    /// The 72 amounts of every check: zero, small and huge, many-digit fractions, and ties at 0, 2 and 3
    /// digits and at 0.05 and 0.5 (the cash increments), each with a neighbour on both sides; nines that
    /// carry into a new digit (at 16 digits ICU 72's cash rounding writes a digit ten there); negative
    /// amounts (rounding to zero among them) and the spellings ICU reads that Money never makes.
    static let amounts = [
        "0", "0.00", "0.000000", "1", "7", "0.5", "0.99", "9.99", "12", "123", "999", "1000", "1234.5", "9999.99", "10000",
        "12345.67", "123456.78", "1234567.891", "12345678", "12345678901234.56", "9999999999999999999999.999",
        "1234567890123456789012345678901234", "0.001", "1.23456789012345678901", "3.14159265358979323846264338327950288",
        "2.675", "1.005", "0.0005", "0.0015", "0.0025", "0.00049999", "0.00050001", "0.125", "0.135", "0.145", "0.1249999",
        "0.1250001", "2.5", "3.5", "4.5", "0.49", "0.51", "1.025", "1.075", "1.0249", "1.0251", "1.0749", "1.0751", "0.25",
        "0.75", "1.25", "1.75", "0.2499", "0.7501", "9.995", "9.975", "999.9995", "99999999999999.99", "999999999999999.9",
        "9999999999999999.99", "99.5", "0.975", "00012.50", "-0.99",
        "-1234.5", "-12345678901234.56", "-0.125", "-2.5", "-1.025", "-0.001", "-0", "-0.0049",
    ]

    let locale: String
    let currency: Currency
    let options: Options

    /// Opens the formatter, compiles its pattern and compares both on every amount; each amount the
    /// pattern leaves to ICU is counted under its reason, or listed when it has none.
    func run() throws -> Outcome {
        let skeletons = PriceFormatter.skeletons(
            locale: LocaleID(validated: locale), display: options.display, numberingSystem: options.numberingSystem,
            rounding: options.rounding, precision: options.precision, zeroFraction: options.zeroFraction)
        let skeleton = PriceFormatter.Storage(skeletons).skeleton(for: currency)
        let icu = try NumberFormatterHandle(skeleton: skeleton, locale: skeletons.locale)
        let name = "\(locale) \(currency) \(options)"
        var outcome = Outcome()
        guard let pattern = try PricePattern(formatter: icu, currency: currency, precision: options.precision, rounding: options.rounding)
        else {
            outcome.uncompiled.append(name)
            return outcome
        }
        for amount in Self.amounts {
            guard let compiled = pattern.format(amount) else {
                if let reason = try FallbackReason.of(amount, in: self, icu: icu) {
                    outcome.fallbacks[reason, default: 0] += 1
                } else {
                    outcome.unexplained.append("\(name): \(amount)")
                }
                continue
            }
            outcome.compiledAmounts += 1
            let expected = try icu.format(decimal: amount)
            if compiled != expected {
                outcome.mismatches.append("\(name): \(amount) \(compiled.debugDescription) ≠ ICU \(expected.debugDescription)")
            }
        }
        return outcome
    }
}
