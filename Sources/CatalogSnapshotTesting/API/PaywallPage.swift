import Catalog

/// One paywall preview page of the site, in one locale: the value of the ``SnapshotTesting/Snapshotting/html``
/// strategy.
///
/// The page is the one `catalog-site build` writes for these catalogs, built in memory through
/// `SiteBuilder.pageHTML(paywall:locale:catalog:)`. Lint rule severities come from the project file
/// `catalog-site` would read in the current folder (`catalog-site.json`, its `rules`), unless
/// ``severities`` (or the catalogs' ``CatalogFiles/severities``) chooses them.
///
/// ```swift
/// assertCatalogSnapshot(of: PaywallPage("main", locale: "de-DE", in: "catalogs/app.json"), as: .html, named: "de-DE")
/// ```
public struct PaywallPage: Sendable, Hashable {
    /// The paywall's ID in its catalog.
    public var paywall: String
    /// The page's locale ("de-DE"); one of the paywall's own `locales` unless ``locales`` lists others.
    public var locale: String
    /// The catalogs the site is built from.
    public var catalogs: CatalogFiles
    /// The locales the site previews every paywall in; `nil` for each paywall's own `locales`, as
    /// `catalog-site build` does by default. The page's language switcher lists them.
    public var locales: [String]?
    /// A severity per lint rule, deciding which findings are errors that stop the snapshot; `nil` for the
    /// catalogs' ``CatalogFiles/severities``, else the `rules` of `catalog-site.json` in the current folder.
    public var severities: Diagnostic.SeverityPolicy?

    /// Names a paywall's page in one locale.
    ///
    /// - Parameters:
    ///   - paywall: The paywall's ID in its catalog.
    ///   - locale: The page's locale ("de-DE").
    ///   - catalogs: The catalog files or folders the site is built from.
    ///   - locales: The locales the site previews every paywall in; `nil` for each paywall's own.
    ///   - severities: A severity per lint rule; `nil` for the catalogs' or the project file's.
    public init(
        _ paywall: String, locale: String, in catalogs: CatalogFiles, locales: [String]? = nil,
        severities: Diagnostic.SeverityPolicy? = nil
    ) {
        self.paywall = paywall
        self.locale = locale
        self.catalogs = catalogs
        self.locales = locales
        self.severities = severities
    }

    /// Names a paywall's page in one locale, in one catalog file or folder.
    ///
    /// - Parameters:
    ///   - paywall: The paywall's ID in its catalog.
    ///   - locale: The page's locale ("de-DE").
    ///   - catalog: The catalog file or folder the site is built from.
    ///   - locales: The locales the site previews every paywall in; `nil` for each paywall's own.
    ///   - severities: A severity per lint rule; `nil` for the project file's.
    public init(
        _ paywall: String, locale: String, in catalog: String, locales: [String]? = nil, severities: Diagnostic.SeverityPolicy? = nil
    ) {
        self.init(paywall, locale: locale, in: CatalogFiles(catalog), locales: locales, severities: severities)
    }
}
