/// One paywall preview page of the site, in one locale: the value of the ``SnapshotTesting/Snapshotting/html``
/// strategy.
///
/// The page is the one `catalog-site build` writes for these catalogs, built in memory through
/// `SiteBuilder.pageHTML(paywall:locale:catalog:)`.
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

    /// Names a paywall's page in one locale.
    ///
    /// - Parameters:
    ///   - paywall: The paywall's ID in its catalog.
    ///   - locale: The page's locale ("de-DE").
    ///   - catalogs: The catalog files or folders the site is built from.
    ///   - locales: The locales the site previews every paywall in; `nil` for each paywall's own.
    public init(_ paywall: String, locale: String, in catalogs: CatalogFiles, locales: [String]? = nil) {
        self.paywall = paywall
        self.locale = locale
        self.catalogs = catalogs
        self.locales = locales
    }

    /// Names a paywall's page in one locale, in one catalog file or folder.
    ///
    /// - Parameters:
    ///   - paywall: The paywall's ID in its catalog.
    ///   - locale: The page's locale ("de-DE").
    ///   - catalog: The catalog file or folder the site is built from.
    ///   - locales: The locales the site previews every paywall in; `nil` for each paywall's own.
    public init(_ paywall: String, locale: String, in catalog: String, locales: [String]? = nil) {
        self.init(paywall, locale: locale, in: CatalogFiles(catalog), locales: locales)
    }
}
