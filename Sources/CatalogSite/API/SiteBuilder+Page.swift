import Catalog
import Foundation

extension SiteBuilder {
    /// The HTML of one page, exactly as ``build()`` would write it, built in memory.
    ///
    /// The whole site is built with these options (without screenshots, writing nothing), so the page is
    /// the site's own: the same language switcher, review notes and findings. Useful to snapshot a page in
    /// a test, or to show one page elsewhere.
    ///
    /// ```swift
    /// let builder = SiteBuilder(options: BuildOptions(inputs: ["catalogs/app.json"]))
    /// let html = try builder.pageHTML(paywall: "main", locale: "de-DE")
    /// ```
    ///
    /// - Parameters:
    ///   - paywall: The paywall's ID in its catalog.
    ///   - locale: The page's locale ("de-DE" or "de_DE"); it must be one the options preview the
    ///     paywall in (the paywall's own `locales`, unless ``BuildOptions/locales`` says otherwise).
    ///   - catalog: The catalog file, as found in the inputs, when several catalogs have a paywall with
    ///     this ID; otherwise the first catalog's page is returned.
    /// - Returns: The page's HTML.
    /// - Throws: ``SiteError`` when the site cannot be built, the locale is not valid, or there is no such
    ///   page (the error's hint names the pages there are).
    public func pageHTML(paywall: String, locale: String, catalog: String? = nil) throws(SiteError) -> String {
        let tag = try SiteBuildStep.planPages.run { () throws(StepFailure) in
            do throws(LocaleError) { return try LocaleID(locale).languageTag } catch {
                throw StepFailure(path: locale, reason: .invalidLocale(error))
            }
        }
        let site = try buildInMemory()
        let page = site.report.pages.first { page in
            page.paywall == paywall && page.locale == tag && catalog.map { Self.samePath($0, page.catalog) } ?? true
        }
        return try SiteBuildStep.planPages.run { () throws(StepFailure) in
            guard let page, let bytes = site.files[page.path] else {
                let pages = site.report.pages.map { "\($0.paywall) \($0.locale)" }
                throw StepFailure(
                    path: catalog ?? options.inputs.joined(separator: ", "),
                    reason: .noSuchPage(paywall: paywall, locale: tag, pages: pages))
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Whether two spellings name the same file ("./catalogs/app.json" and "catalogs/app.json").
    private static func samePath(_ first: String, _ second: String) -> Bool {
        first == second || URL(fileURLWithPath: first).standardizedFileURL.path == URL(fileURLWithPath: second).standardizedFileURL.path
    }
}
