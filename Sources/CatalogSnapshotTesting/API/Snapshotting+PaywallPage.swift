import SnapshotTesting

extension Snapshotting where Value == PaywallPage, Format == String {
    /// A paywall page's HTML, as `catalog-site build` writes it, compared line by line.
    ///
    /// The catalogs are read and linted first: an error (or a page the build does not make) fails the
    /// test with the findings, instead of recording a snapshot. Diffs spell invisible characters out
    /// (``SnapshotTesting/Diffing/catalogText``).
    ///
    /// ```swift
    /// @Test func germanPaywall() {
    ///     assertCatalogSnapshot(of: PaywallPage("main", locale: "de-DE", in: "catalogs/app.json"), as: .html, named: "de-DE")
    /// }
    /// ```
    public static var html: Self {
        SimplySnapshotting(pathExtension: "txt", diffing: .catalogText).pullback { page in
            FailureSink.text { () throws(SnapshotFailure) -> String in try page.html() }
        }
    }
}
