import Catalog
import CatalogSite
import CatalogTestSupport
import Foundation
import Testing

/// Whole pages of the example catalogs in the pseudo-locales, checked against snapshots of this ICU
/// version (their numbers and plurals are English CLDR data).
@Suite("Pseudo-locale snapshots")
struct PseudoLocaleSnapshotTests {
    static let locales = ["en-XA", "ar-XB"]

    /// One build for the whole suite.
    static let site = Result { () throws -> URL in
        let out = try SiteFixture.sharedFolder().appendingPathComponent("_site")
        _ = try SiteFixture.build(
            BuildOptions(
                inputs: [SiteFixture.exampleCatalogs + "/pulse-fitness.json", SiteFixture.exampleCatalogs + "/castle-coins.json"],
                output: out.path, locales: .list(locales))
        ).get()
        return out
    }

    @Test(arguments: locales)
    func subscriptionPaywall(_ tag: String) throws {
        let html = try SiteFixture.read(Self.site.get().appendingPathComponent("pulse-fitness/main/\(tag.lowercased()).html"))
        assertICUSnapshot(of: html, named: tag)
    }

    @Test(arguments: locales)
    func gameShop(_ tag: String) throws {
        let html = try SiteFixture.read(Self.site.get().appendingPathComponent("castle-coins/shop/\(tag.lowercased()).html"))
        assertICUSnapshot(of: html, named: tag)
    }
}
