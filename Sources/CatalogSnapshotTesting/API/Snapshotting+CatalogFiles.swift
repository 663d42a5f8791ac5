import CatalogSite
import SnapshotTesting

extension Snapshotting where Value == CatalogFiles, Format == String {
    /// Every customer-facing string of the catalogs in each paywall's own locales, one `key = value` line
    /// each: the text `catalog-site strings` prints.
    ///
    /// ```swift
    /// @Test func catalogText() {
    ///     assertCatalogSnapshot(of: CatalogFiles("catalogs/app.json"), as: .strings, named: "app")
    /// }
    /// ```
    public static var strings: Self { strings(.paywalls) }

    /// Every customer-facing string of the catalogs in the given locales, one `key = value` line each: the
    /// text `catalog-site strings --locales` prints.
    ///
    /// Each paywall is listed in every locale given, falling back to its nearest translation, as
    /// `catalog-site build --locales` previews it. The header names the ICU and CLDR versions; values keep
    /// their characters as shipped, and diffs mark invisible ones (``SnapshotTesting/Diffing/catalogText``).
    /// A catalog with errors, or one that cannot be read, fails the test with its findings instead.
    ///
    /// ```swift
    /// @Test func catalogText() {
    ///     assertCatalogSnapshot(of: CatalogFiles("catalogs/app.json"), as: .strings(locales: ["de-DE", "ja-JP"]), named: "app")
    /// }
    /// ```
    ///
    /// - Parameter locales: Locales such as "de-DE" or "ja_JP".
    /// - Returns: The strategy.
    public static func strings(locales: [String]) -> Self { strings(.list(locales)) }

    /// The strings table of the catalogs for a locale selection.
    private static func strings(_ locales: BuildOptions.LocaleSelection) -> Self {
        SimplySnapshotting(pathExtension: "txt", diffing: .catalogText).pullback { files in
            FailureSink.text { () throws(SnapshotFailure) -> String in try files.stringsText(locales: locales) }
        }
    }
}
