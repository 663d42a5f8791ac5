import CatalogSite
import Foundation
import Testing

/// A paywall that mixes subscriptions with one-time purchases, as many apps sell them: a monthly plan, a
/// highlighted yearly plan with a one-week free trial, then a non-consumable, a consumable and a
/// non-renewing pass, named in English, German and Japanese.
public enum MixedPaywall {
    /// The locales the paywall is built in.
    public static let locales = ["en-US", "de-DE", "ja-JP"]

    /// The products in the paywall's order: plan N is `plan-N` on the page.
    public static let productIDs = [
        "com.example.lumen.monthly", "com.example.lumen.yearly", "com.example.lumen.lifetime", "com.example.lumen.credits",
        "com.example.lumen.pass",
    ]

    /// One locale's expected disclosure texts.
    public struct DisclosureCase: Sendable, CustomTestStringConvertible {
        /// The page's locale.
        public let tag: String
        /// The one-time purchases' disclosure.
        public let purchase: String
        /// The one-time purchases' button.
        public let buy: String
        /// The start of the yearly plan's disclosure with its free trial.
        public let trial: String
        /// The yearly plan's renewal price.
        public let yearly: String
        /// The locale, as the test's argument.
        public var testDescription: String { tag }
    }

    /// The disclosures each locale's page shows.
    public static let disclosureCases = [
        DisclosureCase(
            tag: "en-US", purchase: "Payment is charged to your account when you confirm the purchase.", buy: "Buy",
            trial: "Nothing is charged today.", yearly: "$59.99 per year"),
        DisclosureCase(
            tag: "de-DE", purchase: "Die Zahlung wird bei Bestätigung des Kaufs über dein Konto abgerechnet.", buy: "Kaufen",
            trial: "Heute wird dir nichts berechnet.", yearly: "59,99\u{00A0}€ pro Jahr"),
        DisclosureCase(
            tag: "ja-JP", purchase: "購入を確定すると、お客様のアカウントに料金が請求されます。", buy: "購入する", trial: "本日のご請求はありません。",
            yearly: "￥9,800/年"),
    ]

    /// The catalog file's text.
    public static let catalog = """
        {
          "name": "Lumen", "sourceLocale": "en_US", "defaultStorefront": "US",
          "groups": [ { "id": "pro", "name": "Pro" } ],
          "products": [
            { "id": "com.example.lumen.monthly", "type": "autoRenewable", "group": "pro", "level": 2, "period": "P1M",
              "prices": { "US": "9.99", "DE": "9.99", "JP": "1500" }, "localizations": \(names("Monthly", "Monatlich", "月額")) },
            { "id": "com.example.lumen.yearly", "type": "autoRenewable", "group": "pro", "level": 1, "period": "P1Y",
              "prices": { "US": "59.99", "DE": "59.99", "JP": "9800" }, "localizations": \(names("Yearly", "Jährlich", "年額")),
              "offers": [ { "kind": "introductory", "phases": [ { "mode": "free", "period": "P1W" } ] } ] },
            { "id": "com.example.lumen.lifetime", "type": "nonConsumable", "prices": { "US": "149.99", "DE": "149.99", "JP": "24000" },
              "localizations": \(names("Lifetime", "Lebenslang", "買い切り")) },
            { "id": "com.example.lumen.credits", "type": "consumable", "prices": { "US": "4.99", "DE": "4.99", "JP": "800" },
              "localizations": \(names("100 credits", "100 Credits", "100クレジット")) },
            { "id": "com.example.lumen.pass", "type": "nonRenewing", "period": "P1M", "prices": { "US": "12.99", "DE": "12.99", "JP": "2000" },
              "localizations": \(names("Month pass", "Monatspass", "1か月パス")) }
          ],
          "paywalls": [ { "id": "main", "products": [\(productIDs.map { "\"\($0)\"" }.joined(separator: ", "))],
            "highlight": "com.example.lumen.yearly", "locales": ["en_US", "de_DE", "ja_JP"],
            "copy": { "en_US": { "title": "Lumen Pro" }, "de_DE": { "title": "Lumen Pro" }, "ja_JP": { "title": "Lumen Pro" } } } ]
        }
        """

    private static func names(_ english: String, _ german: String, _ japanese: String) -> String {
        #"{ "en_US": { "displayName": "\#(english)", "description": "All features" }, "de_DE": { "displayName": "\#(german)", "description": "Alle Funktionen" }, "ja_JP": { "displayName": "\#(japanese)", "description": "全機能" } }"#
    }

    /// Builds the paywall in a new temporary folder: the site's folder and the report.
    public static func build() throws -> (site: URL, report: BuildReport) {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(catalog, in: folder)
        let out = folder.appendingPathComponent("_site")
        return (out, try SiteFixture.build(BuildOptions(inputs: [file], output: out.path)).get())
    }

    /// The page of one locale in a built site.
    public static func page(_ tag: String, in site: URL) -> URL { site.appendingPathComponent("app/main/\(tag.lowercased()).html") }
}
