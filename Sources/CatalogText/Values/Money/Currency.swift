import CICU
import Foundation

/// An ISO 4217 currency that ICU knows, with the facts CLDR gives about it.
///
/// ```swift
/// let yen = try Currency("JPY")
/// yen.fractionDigits                          // 0
/// try Currency("CHF").cashRoundingIncrement   // 0.05
/// try Currency("EURO")                        // throws: unknown currency code "EURO" (did you mean EUR?)
/// ```
public struct Currency: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The upper-case ISO 4217 code ("EUR").
    public let code: String
    /// The code's position in `sortedCodes`, so caches can be arrays rather than hash tables.
    let index: Int

    /// Creates a currency from its ISO 4217 code; lower case is accepted ("eur").
    /// - Throws: `CurrencyError.unknownCode` naming the code and close matches when ICU does not know it.
    public init(_ code: String) throws(CurrencyError) {
        let upper = code.uppercased()
        guard let index = Currency.indexByCode[upper] else {
            throw .unknownCode(code, suggestions: Currency.suggestions(for: upper))
        }
        self.code = upper
        self.index = index
    }

    /// The currency a region uses today (`"CH"` → CHF), from CLDR's region data.
    /// - Throws: `CurrencyError.noCurrencyInRegion` when the region has no current currency in CLDR.
    public init(region: String) throws(CurrencyError) {
        let upper = region.uppercased()
        guard let code = try? ICUString.read("find the currency of \(upper)", { cicu_currency_for_region(upper, $0, $1) }),
            let index = Currency.indexByCode[code]
        else { throw .noCurrencyInRegion(region) }
        self.code = code
        self.index = index
    }

    /// The ISO 4217 code.
    public var description: String { code }

    /// Currencies are equal when their codes are.
    public static func == (lhs: Currency, rhs: Currency) -> Bool { lhs.code == rhs.code }

    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// Orders currencies by code.
    public static func < (lhs: Currency, rhs: Currency) -> Bool { lhs.code < rhs.code }

    /// The number of fraction digits prices show (JPY 0, EUR 2, KWD 3).
    public var fractionDigits: Int { Int(max(0, cicu_currency_fraction_digits(code))) }

    /// The number of fraction digits cash amounts show: 0 for HUF, TWD, CZK, IDR, whose prices in local
    /// stores are whole although their standard digits are 2.
    var cashFractionDigits: Int { Int(max(0, cicu_currency_cash_fraction_digits(code))) }

    /// Whether the currency's standard digits include a fraction that cash amounts never use (HUF, TWD,
    /// CZK, IDR), so that whole prices read better without it ("3 990 Ft").
    public var hasUnusedCashFraction: Bool { cashFractionDigits == 0 && fractionDigits > 0 }

    /// The increment cash amounts are rounded to (CHF 0.05), or nil when the currency has none.
    public var cashRoundingIncrement: Decimal? {
        guard let text = roundingIncrement(.cash), let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), value > 0
        else { return nil }
        return value
    }

    /// Every ISO 4217 code ICU knows as a common, non-deprecated currency.
    public static var knownCodes: Set<String> { Set(sortedCodes) }

    /// The known codes in order; a currency's `index` points into this list.
    static let sortedCodes: [String] = {
        let list = (try? ICUString.read("list currencies", capacity: 4096) { cicu_currency_codes($0, $1) }) ?? ""
        return Set(list.split(separator: " ").map(String.init)).sorted()
    }()

    private static let indexByCode: [String: Int] = Dictionary(
        uniqueKeysWithValues: sortedCodes.enumerated().map { ($0.element, $0.offset) })

    /// Known codes close to an unknown one: same prefix, or one edit away.
    static func suggestions(for code: String) -> [String] {
        let prefixMatches = knownCodes.filter { code.count > 3 && code.hasPrefix($0) }
        let near = knownCodes.filter { EditDistance.between($0, code) <= 1 }
        return Array(prefixMatches.union(near)).sorted().prefix(5).map { $0 }
    }
}
