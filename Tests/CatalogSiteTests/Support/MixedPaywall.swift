import CatalogSite
import Foundation

/// A paywall that mixes subscriptions with one-time purchases, as many apps sell them: a monthly plan, a
/// highlighted yearly plan with a one-week free trial, then a non-consumable, a consumable and a
/// non-renewing pass, named in English, German and Japanese.
enum MixedPaywall {
    /// The locales the paywall is built in.
    static let locales = ["en-US", "de-DE", "ja-JP"]

    /// The products in the paywall's order: plan N is `plan-N` on the page.
    static let productIDs = [
        "com.example.lumen.monthly", "com.example.lumen.yearly", "com.example.lumen.lifetime", "com.example.lumen.credits",
        "com.example.lumen.pass",
    ]

    static let catalog = """
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
    static func build() throws -> (site: URL, report: BuildReport) {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(catalog, in: folder)
        let out = folder.appendingPathComponent("_site")
        return (out, try SiteFixture.build(BuildOptions(inputs: [file], output: out.path)).get())
    }

    /// The page of one locale in a built site.
    static func page(_ tag: String, in site: URL) -> URL { site.appendingPathComponent("app/main/\(tag.lowercased()).html") }
}
