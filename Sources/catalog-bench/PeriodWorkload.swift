import CICU
import Catalog

/// Period and offer-sentence cases: the 39 App Store languages × the store periods, 1,000,000 strings a case.
struct PeriodWorkload {
    static let locales = [
        "ar_SA", "ca_ES", "zh_Hans_CN", "zh_Hant_TW", "hr_HR", "cs_CZ", "da_DK", "nl_NL", "en_AU", "en_CA", "en_GB",
        "en_US", "fi_FI", "fr_FR", "fr_CA", "de_DE", "el_GR", "he_IL", "hi_IN", "hu_HU", "id_ID", "it_IT", "ja_JP",
        "ko_KR", "ms_MY", "nb_NO", "pl_PL", "pt_BR", "pt_PT", "ro_RO", "ru_RU", "sk_SK", "es_MX", "es_ES", "sv_SE",
        "th_TH", "tr_TR", "uk_UA", "vi_VN",
    ]
    static let periods = ["P3D", "P1W", "P2W", "P1M", "P2M", "P3M", "P6M", "P1Y", "P14D", "P21M"]

    func cases(total: Int = 1_000_000, sentences: Int = 200_000) throws -> [BenchmarkCase] {
        let locales = try Self.locales.map { try LocaleID($0) }
        let formatters = try locales.map { try PeriodFormatter(locale: $0) }
        let periods = try Self.periods.map { try SubscriptionPeriod($0) }
        let combos = formatters.count * periods.count
        let passes = max(1, total / combos)

        let ours = BenchmarkCase.grid("period-duration/ours", passes: passes, rows: formatters, columns: periods) {
            try $0.duration($1).utf8.count
        }

        let handles: [[(OpaquePointer, Int64)]] = try locales.map { locale in
            try periods.map { period in
                var error: Int32 = 0
                let skeleton = "measure-unit/duration-\(period.unit.rawValue) unit-width-full-name"
                guard let handle = cicu_number_formatter_open(skeleton, locale.identifier, &error) else {
                    throw BenchError("cannot open \(skeleton) in \(locale)")
                }
                return (handle, Int64(period.value))
            }
        }
        let icu = BenchmarkCase(name: "period-duration/icu (raw C)", iterations: passes * combos) {
            var checksum = 0
            var buffer = [CChar](repeating: 0, count: 128)
            for _ in 0..<passes {
                for row in handles {
                    for (handle, value) in row {
                        checksum &+= Int(cicu_number_format_int(handle, value, &buffer, 128))
                    }
                }
            }
            return checksum
        }

        let offerFormatters = try locales.map { try OfferFormatter(locale: $0) }
        let usd = try Currency("USD")
        let offers = try [
            [
                PricingPhase.freeTrial(SubscriptionPeriod("P1W"), currency: usd),
                .regular(Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M")),
            ],
            [
                .payAsYouGo(Money("0.99", currency: "USD"), every: SubscriptionPeriod("P1M"), count: 3),
                .regular(Money("3.99", currency: "USD"), every: SubscriptionPeriod("P1M")),
            ],
            [
                .payUpFront(Money("29.99", currency: "USD"), for: SubscriptionPeriod("P6M")),
                .regular(Money("49.99", currency: "USD"), every: SubscriptionPeriod("P1Y")),
            ],
            [
                .freeTrial(SubscriptionPeriod("P1W"), currency: usd),
                .payAsYouGo(Money("1.99", currency: "USD"), every: SubscriptionPeriod("P1M"), count: 3),
                .regular(Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M")),
            ],
        ].map { try Offer(kind: .introductory, phases: $0) }
        let offerCombos = offerFormatters.count * offers.count
        let offerPasses = max(1, sentences / offerCombos)
        let sentence = BenchmarkCase.grid("offer-sentence/ours", passes: offerPasses, rows: offerFormatters, columns: offers) {
            try $0.sentence(for: $1).utf8.count
        }
        // What a caller that makes a formatter per call pays (as `catalog-site period --batch` did): the
        // formatter's storage and phrases are shared per locale, so this should stay close to `ours`.
        let fresh = BenchmarkCase.grid("period-duration/new-formatter", passes: passes, rows: locales, columns: periods) {
            try PeriodFormatter(locale: $0).duration($1).utf8.count
        }
        return [ours, icu, sentence, fresh]
    }
}
