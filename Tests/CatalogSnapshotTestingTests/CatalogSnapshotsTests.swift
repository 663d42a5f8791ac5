import CatalogSnapshotTesting
import Foundation
import Testing

/// The example catalogs through CatalogSnapshotTesting, as an app team snapshots its own: every string of
/// `catalogs/` per locale, and one paywall page.
@Suite("Snapshots of catalogs/ through CatalogSnapshotTesting")
struct CatalogSnapshotsTests {
    /// The repository's `catalogs/` folder, found from this file so the working folder does not matter.
    static let catalogs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("catalogs").path

    @Test(arguments: ["en-US", "de-DE", "ja-JP"])
    func strings(_ locale: String) {
        assertCatalogSnapshot(of: CatalogFiles(Self.catalogs), as: .strings(locales: [locale]), named: locale)
    }

    @Test func paywallPage() {
        assertCatalogSnapshot(
            of: PaywallPage("main", locale: "de-DE", in: Self.catalogs + "/pulse-fitness.json"), as: .html,
            named: "pulse-fitness-main-de-DE")
    }
}
