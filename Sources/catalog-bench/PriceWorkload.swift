import CICU
import Catalog
import Foundation

/// The price workload of issue 2: 40 locales × USD EUR JPY GBP INR × 50 amounts, 1,000,000 strings a case.
struct PriceWorkload {
    static let locales = [
        "en_US", "en_AU", "en_CA", "en_GB", "ar_SA", "ca_ES", "zh_Hans_CN", "zh_Hant_TW", "hr_HR", "cs_CZ",
        "da_DK", "nl_NL", "fi_FI", "fr_FR", "fr_CA", "de_DE", "el_GR", "he_IL", "hi_IN", "hu_HU", "id_ID", "it_IT",
        "ja_JP", "ko_KR", "ms_MY", "nb_NO", "pl_PL", "pt_BR", "pt_PT", "ro_RO", "ru_RU", "sk_SK", "es_MX", "es_ES",
        "sv_SE", "th_TH", "tr_TR", "uk_UA", "vi_VN", "de_CH",
    ]
    static let currencies = ["USD", "EUR", "JPY", "GBP", "INR"]
    static let total = Int(ProcessInfo.processInfo.environment["CATALOG_BENCH_STRINGS"] ?? "") ?? 1_000_000

    /// 50 amounts from 0.99 to about 12,000, with 0 to 2 fraction digits.
    let amounts: [String] = (0..<50).map { index in
        let whole = (index * index * 37 + index * 11) % 12_000
        let cents = (index * 29) % 100
        return index % 5 == 0 ? "\(whole)" : "\(whole).\(cents < 10 ? "0" : "")\(cents)"
    }

    func cases() throws -> [BenchmarkCase] {
        let locales = try Self.locales.map { try LocaleID($0) }
        let formatters = locales.map { PriceFormatter(locale: $0) }
        let prices = try Self.currencies.flatMap { code in try amounts.map { try Money($0, currency: code) } }
        let combos = formatters.count * prices.count
        let passes = Self.total / combos

        let ours = BenchmarkCase.grid("price-format/ours", passes: passes, rows: formatters, columns: prices) {
            try $0.format($1).utf8.count
        }

        // The practical limit: ICU's C API through CICU, formatters opened up front, UTF-8 out.
        let handles: [[OpaquePointer]] = try locales.map { locale in
            try Self.currencies.map { code in
                var error: Int32 = 0
                guard let handle = cicu_number_formatter_open("currency/\(code)", locale.identifier, &error) else {
                    throw BenchError("cannot open ICU formatter \(code) \(locale)")
                }
                return handle
            }
        }
        let cAmounts = amounts.map { Array($0.utf8CString) }
        let icu = BenchmarkCase(name: "price-format/icu (raw C)", iterations: passes * combos) {
            var checksum = 0
            var buffer = [CChar](repeating: 0, count: 128)
            for _ in 0..<passes {
                for row in handles {
                    for handle in row {
                        for amount in cAmounts {
                            checksum &+= Int(cicu_number_format_decimal(handle, amount, Int32(amount.count - 1), &buffer, 128))
                        }
                    }
                }
            }
            return checksum
        }

        // Foundation's NumberFormatter, the usual StoreKit-wrapper choice (bundled ICU 76).
        let numberFormatters: [[NumberFormatter]] = Self.locales.map { identifier in
            Self.currencies.map { code in
                let formatter = NumberFormatter()
                formatter.locale = Locale(identifier: identifier)
                formatter.numberStyle = .currency
                formatter.currencyCode = code
                return formatter
            }
        }
        let decimals = amounts.map { NSDecimalNumber(string: $0, locale: Locale(identifier: "en_US_POSIX")) }
        let numberFormatter = BenchmarkCase.grid(
            "price-format/numberformatter", passes: passes, rows: numberFormatters.flatMap(\.self), columns: decimals
        ) { $0.string(from: $1)?.utf8.count ?? 0 }

        // Decimal.FormatStyle.Currency, the modern Foundation API.
        let styles: [[Decimal.FormatStyle.Currency]] = Self.locales.map { identifier in
            Self.currencies.map { Decimal.FormatStyle.Currency(code: $0, locale: Locale(identifier: identifier)) }
        }
        let values = decimals.map { $0.decimalValue }
        let formatStyle = BenchmarkCase.grid("price-format/formatstyle", passes: passes, rows: styles.flatMap(\.self), columns: values) {
            $0.format($1).utf8.count
        }
        return [ours, icu, numberFormatter, formatStyle]
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
