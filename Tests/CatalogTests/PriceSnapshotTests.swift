import Catalog
import CatalogTestSupport
import Testing

/// A grid of prices per locale, checked against snapshots recorded with this ICU major version.
@Suite("Price snapshots")
struct PriceSnapshotTests {
    static let locales = [
        "en_US", "en_GB", "de_DE", "de_CH", "fr_FR", "fr_CA", "es_ES", "es_MX", "pt_BR", "it_IT", "nl_NL", "sv_SE",
        "pl_PL", "ru_RU", "tr_TR", "ar_SA", "ar_EG", "he_IL", "fa_IR", "hi_IN", "bn_BD", "th_TH", "ja_JP", "ko_KR",
        "zh_Hans_CN", "zh_Hant_TW", "vi_VN", "id_ID",
    ]

    @Test(arguments: locales)
    func grid(_ identifier: String) throws {
        let locale = try LocaleID(identifier)
        var lines = ["# Prices in \(identifier), ICU \(CatalogPackage.icuVersion), CLDR \(CatalogPackage.cldrVersion)"]
        for code in ["USD", "EUR", "JPY", "GBP", "INR", "KWD", "CHF"] {
            for amount in ["0", "0.99", "1234.5", "12345678.9"] {
                let price = try Money(amount, currency: code)
                let cells = try PriceFormatter.CurrencyDisplay.allCases.map { display in
                    "\(display): \(try PriceFormatter(locale: locale, display: display).format(price))"
                }
                lines.append("\(amount) \(code) | " + cells.joined(separator: " | "))
            }
        }
        assertICUSnapshot(of: lines.joined(separator: "\n") + "\n", named: identifier)
    }
}
