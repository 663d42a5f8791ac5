import CatalogTestSupport
import Foundation
import Testing

/// `catalog-site strings` on a paywall that mixes subscriptions with one-time purchases lists each plan's
/// disclosure in each eligibility state (the pages: CatalogSiteTests' `OneTimePurchaseDisclosureTests`).
@Suite("Strings of a mixed paywall", .removesTemporaryFolders)
struct MixedPaywallStringsTests {
    @Test func stringsListsEveryPlansDisclosureInEachState() throws {
        let folder = try SiteFixture.temporaryFolder()
        _ = try SiteFixture.catalogFile(MixedPaywall.catalog, in: folder)
        let result = try CommandLineTool.run(["strings", "app.json", "--locales", "en-US"], directory: folder)
        #expect(result.status == 0)
        let disclosures = result.standardOutput.split(separator: "\n").filter { $0.contains(" › disclosure = ") }
        let keys = disclosures.map { $0.components(separatedBy: " = ")[0] }
        #expect(
            keys
                == MixedPaywall.productIDs.flatMap { id in
                    ["with-offer", "without-offer"].map { "app.json › main › en-US › \(id) › \($0) › disclosure" }
                })
        #expect(
            disclosures.contains(
                "app.json › main › en-US › com.example.lumen.lifetime › with-offer › disclosure = Payment is charged to your account when you confirm the purchase."
            ))
    }
}
