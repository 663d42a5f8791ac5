import Testing

@testable import CatalogFiles
@testable import CatalogText

/// `periodly` is the running-text adjective (the label lowered by the locale's case rules through ICU);
/// `periodlyLabel` is the capitalised plan label of our reviewed phrases.
@Suite("Periodly in running text")
struct PeriodlyTests {
    /// Locale, then `periodly` and `periodlyLabel` for a monthly, a yearly and a lifetime plan.
    @Test(arguments: [
        ("en_US", ["monthly", "yearly", "lifetime"], ["Monthly", "Yearly", "Lifetime"]),
        ("de_DE", ["monatlich", "jährlich", "lebenslang"], ["Monatlich", "Jährlich", "Lebenslang"]),
        ("fr_FR", ["mensuel", "annuel", "à vie"], ["Mensuel", "Annuel", "À vie"]),
        ("pl_PL", ["miesięcznie", "rocznie", "na zawsze"], ["Miesięcznie", "Rocznie", "Na zawsze"]),
        ("ru_RU", ["ежемесячно", "ежегодно", "навсегда"], ["Ежемесячно", "Ежегодно", "Навсегда"]),
        ("tr_TR", ["aylık", "yıllık", "ömür boyu"], ["Aylık", "Yıllık", "Ömür boyu"]),
        ("ja_JP", ["月額", "年額", "永久"], ["月額", "年額", "永久"]),
    ])
    func periodlyIsLowerCase(_ locale: String, _ periodly: [String], _ labels: [String]) throws {
        let usd = try Currency("USD")
        let prices = [try Region("US"): try Money("9.99", currency: usd)]
        let plans = [
            Product(
                id: "m", type: .autoRenewable, referenceName: "M", period: try SubscriptionPeriod("P1M"), prices: prices, localizations: [:]
            ),
            Product(
                id: "y", type: .autoRenewable, referenceName: "Y", period: try SubscriptionPeriod("P1Y"), prices: prices, localizations: [:]
            ),
            Product(id: "l", type: .nonConsumable, referenceName: "L", prices: prices, localizations: [:]),
        ]
        let formatters = try CopyVariables.Formatters(locale: LocaleID(locale))
        let variables = try plans.map { try CopyVariables(plan: $0, storefront: Region("US"), isEligible: false, formatters: formatters) }
        #expect(variables.map { $0.text(.periodly) } == periodly)
        #expect(variables.map { $0.text(.periodlyLabel) } == labels)
    }

    /// ICU's case rules, not a hand-written table: Turkish dotted and dotless i.
    @Test func turkishDottedI() throws {
        #expect(try LocaleID("tr_TR").lowercased("İSTANBUL IĞDIR") == "istanbul ığdır")
        #expect(try LocaleID("en_US").lowercased("İSTANBUL IĞDIR") == "i\u{307}stanbul iğdir")
        #expect(try LocaleID("de_DE").lowercased("ÄRGER") == "ärger")
    }
}
