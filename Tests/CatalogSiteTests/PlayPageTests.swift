import Catalog
import CatalogTestSupport
import Testing

@testable import CatalogSite

/// The pages of a Google Play catalog: the store's label, Play's cancellation sentence, the listing's
/// benefits as features, the offer with its discount phase, the commitment and prepaid lines.
@Suite("Google Play pages", .removesTemporaryFolders)
struct PlayPageTests {
    @Test(arguments: PlayPaywall.locales)
    func pageSnapshot(_ tag: String) throws {
        assertICUSnapshot(of: try PlayPaywall.html(tag), named: tag)
    }

    /// The strings `catalog-site strings` lists for the page, in English.
    @Test func englishStrings() throws {
        var list = StringsTableBuilder.Lister(catalog: "lumen", paywall: "main", locale: "en-US")
        list.page(try PlayPaywall.page("en-US"))
        let entries = Dictionary(
            list.entries.map { ("\($0.plan ?? "page") › \($0.state.rawValue) › \($0.field)", $0.value) }, uniquingKeysWith: { $1 })
        #expect(entries["page › any › store-preview"] == "Google Play preview")
        #expect(entries["page › with-offer › feature.1"] == "Every lesson offline")
        #expect(entries["page › without-offer › feature.2"] == "No ads")
        #expect(
            entries["lumen_pro:monthly › with-offer › offer.sentence"] == "7 days free, then 50% off for 3 months, then $9.99 per month")
        #expect(entries["lumen_pro:installments › any › price.per-period"] == "$6.99 per month for 12 months")
        #expect(entries["lumen_pro:installments › any › billing-terms"] == "12-month commitment, billed monthly")
        #expect(entries["lumen_pro:prepaid › any › billing-terms"] == "Prepaid, doesn't renew automatically")
        #expect(
            entries["lumen_pro:installments › without-offer › disclosure"]
                == "Payment is charged to your account when you confirm the purchase. You commit to 12 monthly payments of $6.99; if you cancel, the payments left in the commitment are still charged. The subscription renews automatically at $6.99 per month until you cancel it. You can cancel at any time in Google Play › Payments & subscriptions › Subscriptions; the subscription stays active until the end of the period you have paid for."
        )
    }

    /// An App Store catalog's page names no store and keeps the 24-hour sentence.
    @Test func appStorePagesAreUnchanged() throws {
        let play = try PlayPaywall.catalog()
        let appStore = ProductCatalog(
            name: play.name, stores: [.appStore], sourceLocale: play.sourceLocale, defaultStorefront: play.defaultStorefront,
            groups: play.groups, products: play.products, paywalls: play.paywalls)
        let page = try PlayPaywall.page("en-US", catalog: appStore)
        #expect(page.storePreview == nil)
        #expect(page.features.withOffer.isEmpty)
        #expect(page.plans[0].disclosure.withoutOffer?.contains("Cancel at least 24 hours") == true)
    }

    /// The paywall's own features win over the listing's benefits.
    @Test func ownFeaturesWinOverBenefits() throws {
        let play = try PlayPaywall.catalog()
        let paywall = play.paywalls[0]
        let withFeatures = Paywall(
            id: paywall.id, productIDs: paywall.productIDs, highlight: paywall.highlight, locales: paywall.locales,
            copy: [try LocaleID("en-US"): Paywall.Copy(title: "Learn", subtitle: "", features: ["Our own"])])
        let catalog = ProductCatalog(
            name: play.name, stores: play.stores, sourceLocale: play.sourceLocale, defaultStorefront: play.defaultStorefront,
            groups: play.groups, products: play.products, paywalls: [withFeatures], play: play.play)
        #expect(try PlayPaywall.page("en-US", catalog: catalog).features.withOffer == ["Our own"])
    }
}
