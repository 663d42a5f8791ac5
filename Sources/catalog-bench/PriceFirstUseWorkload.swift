import CICU
import Catalog
import Foundation

/// The price case's first use: the first price of a formatter nothing has used yet. Ours opens the ICU
/// formatter through its caches and compiles its pattern (`PricePattern`: about 40 probe and check
/// numbers formatted by ICU) before writing the price; raw ICU opens a formatter, formats once and
/// closes it. 40 locales × USD EUR JPY GBP INR × symbol, narrow symbol and ISO code: 600 first prices
/// a run.
///
/// Each of the two runs (`BenchmarkCase.measure`) takes a rounding mode nothing else in the process
/// uses (half-up, then half-down), so both of ours are cold; ICU's locale data is read once beforehand
/// for both, with a third mode (up), so neither pays for loading it.
struct PriceFirstUseWorkload {
    static let displays: [PriceFormatter.CurrencyDisplay] = [.symbol, .narrow, .code]
    static let modes: [RoundingMode] = [.halfUp, .halfDown]
    let amount = "1234.5"

    func cases() throws -> [BenchmarkCase] {
        let locales = try PriceWorkload.locales.map { try LocaleID($0) }
        let currencies = try PriceWorkload.currencies.map { try Currency($0) }
        let count = locales.count * currencies.count * Self.displays.count
        // The skeletons both sides open in each run, and once in `.up` to read ICU's locale data.
        func formatters(_ rounding: RoundingMode) -> [(PriceFormatter, Currency)] {
            locales.flatMap { locale in
                Self.displays.flatMap { display in
                    currencies.map { (PriceFormatter(locale: locale, display: display, rounding: rounding), $0) }
                }
            }
        }
        for (formatter, currency) in formatters(.up) {
            _ = try Self.icuFirstUse(formatter.skeleton(for: currency), formatter.locale.identifier, amount)
        }
        var oursRun = 0
        let ours = BenchmarkCase(name: "price-first-use/ours", iterations: count) {
            let rounding = Self.modes[oursRun % Self.modes.count]
            oursRun += 1
            return try formatters(rounding).reduce(0) { sum, pair in try sum &+ pair.0.format(Money(amount, currency: pair.1)).utf8.count }
        }
        var icuRun = 0
        let icu = BenchmarkCase(name: "price-first-use/icu (raw C)", iterations: count) {
            let rounding = Self.modes[icuRun % Self.modes.count]
            icuRun += 1
            return try formatters(rounding).reduce(0) { sum, pair in
                try sum &+ Self.icuFirstUse(pair.0.skeleton(for: pair.1), pair.0.locale.identifier, amount)
            }
        }
        return [ours, icu]
    }

    /// Opens an ICU formatter, formats `amount` and closes it; the text's UTF-8 length.
    static func icuFirstUse(_ skeleton: String, _ locale: String, _ amount: String) throws -> Int {
        var error: Int32 = 0
        guard let handle = cicu_number_formatter_open(skeleton, locale, &error) else {
            throw BenchError("cannot open ICU formatter \(skeleton) in \(locale)")
        }
        defer { cicu_number_formatter_close(handle) }
        var buffer = [CChar](repeating: 0, count: 128)
        return Int(cicu_number_format_decimal(handle, amount, Int32(amount.utf8.count), &buffer, 128))
    }
}
