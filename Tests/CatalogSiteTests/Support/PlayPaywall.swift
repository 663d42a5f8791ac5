import Catalog
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogSite

/// A Google Play app's paywall made in code, as the Play reader makes it: a monthly base plan with a new
/// customers' offer (7 days free, then 50% off for 3 months), a 12-payment installment plan and a prepaid
/// month, listings with benefits, and copy without features (the page shows the benefits).
enum PlayPaywall {
    static let locales = ["en-US", "de-DE", "ja-JP", "ar-SA"]

    static func money(_ amount: String, _ currency: String) throws -> Money { try Money(amount, currency: Currency(currency)) }

    /// The prices of a plan in the four storefronts of the locales.
    static func prices(_ usd: String, _ eur: String, _ jpy: String, _ sar: String) throws -> [Region: Money] {
        [
            try Region("US"): try money(usd, "USD"), try Region("DE"): try money(eur, "EUR"), try Region("JP"): try money(jpy, "JPY"),
            try Region("SA"): try money(sar, "SAR"),
        ]
    }

    /// A listing per locale, the same benefits in each language.
    static func listings(_ name: String) throws -> [LocaleID: Product.Localization] {
        let benefits = [
            "en-US": ["Every lesson offline", "No ads"], "de-DE": ["Alle Lektionen offline", "Keine Werbung"],
            "ja-JP": ["すべてのレッスンをオフラインで", "広告なし"], "ar-SA": ["كل الدروس دون اتصال", "بلا إعلانات"],
        ]
        return try Dictionary(
            uniqueKeysWithValues: benefits.map { tag, list in
                (try LocaleID(tag), Product.Localization(displayName: name, description: "", benefits: list))
            })
    }

    static func catalog() throws -> ProductCatalog {
        let month = try SubscriptionPeriod("P1M")
        let regions = try ["US", "DE", "JP", "SA"].map { try Region($0) }
        let welcome = CatalogOffer(
            id: "welcome", kind: .introductory,
            phases: [
                CatalogOffer.Phase(mode: .free, period: try SubscriptionPeriod("P7D"), count: 1, prices: [:]),
                CatalogOffer.Phase(
                    mode: .payAsYouGo, period: month, count: 3, prices: [:],
                    discounts: Dictionary(uniqueKeysWithValues: regions.map { ($0, CatalogOffer.Discount.relative(0.5)) }),
                    otherRegions: nil),
            ], play: PlayOfferInfo(eligibility: .newCustomers))
        let monthly = Product(
            id: "lumen_pro:monthly", type: .autoRenewable, referenceName: "Monthly", groupID: "lumen_pro", period: month,
            prices: try prices("9.99", "9.99", "1500", "37.99"), localizations: try listings("Lumen Pro"), offers: [welcome],
            commitment: nil,
            play: PlayProductInfo(productID: "lumen_pro", basePlanID: "monthly"))
        let installments = Product(
            id: "lumen_pro:installments", type: .autoRenewable, referenceName: "Installments", groupID: "lumen_pro", period: month,
            prices: try prices("6.99", "6.99", "1000", "25.99"), localizations: try listings("Lumen Pro"),
            commitment: Commitment(payments: 12), play: PlayProductInfo(productID: "lumen_pro", basePlanID: "installments"))
        let prepaid = Product(
            id: "lumen_pro:prepaid", type: .nonRenewing, referenceName: "Prepaid", groupID: "lumen_pro", period: month,
            prices: try prices("11.99", "11.99", "1800", "44.99"), localizations: try listings("Lumen Pro"), commitment: nil,
            play: PlayProductInfo(productID: "lumen_pro", basePlanID: "prepaid"))
        let copy = Paywall.Copy(title: "Learn anywhere", subtitle: "", features: [])
        let paywall = Paywall(
            id: "main", productIDs: [monthly.id, installments.id, prepaid.id], highlight: monthly.id,
            locales: try locales.map { try LocaleID($0) }, copy: [try LocaleID("en-US"): copy])
        return ProductCatalog(
            name: "Lumen", stores: [.googlePlay], sourceLocale: try LocaleID("en-US"), defaultStorefront: try Region("US"),
            groups: [SubscriptionGroup(id: "lumen_pro", name: "Lumen Pro")], products: [monthly, installments, prepaid],
            paywalls: [paywall], play: PlayCatalogInfo(packageName: "com.example.lumen"))
    }

    /// The paywall's page view model in a locale.
    static func page(_ tag: String, catalog: ProductCatalog? = nil) throws -> PageViewModel {
        let catalog = try catalog ?? Self.catalog()
        let paywall = try #require(catalog.paywalls.first)
        return try PageBuilder(
            catalog: catalog, paywall: paywall, resources: LocaleResources(locale: LocaleID(tag)), caches: BuildCaches(), catalogKey: 0
        ).build(switcher: RenderedSwitcher(entries: ["<li>a</li>"], names: ["A"]), position: 0, findings: []).page
    }

    /// The page's HTML rendered by the default theme, as the build renders it.
    static func html(_ tag: String) throws -> String {
        let theme = try Theme(overrides: nil)
        var page = try page(tag)
        page.planCards = try page.plans.map { try theme.render(RenderBox($0), template: "plan") }.joined()
        return try theme.render(RenderBox(page), template: "page")
    }
}
