import Catalog

/// Step "plan pages": the pages and their paths, each paywall's language switcher rendered once, and the
/// formatters of every locale the pages use.
struct PlanPages {
    let catalogs: [LoadedCatalog]
    let locales: BuildOptions.LocaleSelection
    let theme: Theme
    /// Formatters opened by an earlier plan, used again for their locale (`IncrementalSite`); empty in a full build.
    var opened: [LocaleID: LocaleResources] = [:]

    /// Every page of every paywall in the requested locales, in catalog, paywall and locale order.
    func run() throws(StepFailure) -> SitePlan {
        let requested = try requestedLocales()
        var pages: [PagePlan] = []
        var switchers: [RenderedSwitcher] = []
        var names: [LocaleID: String] = [:]
        // Paywalls with the same locales share one switcher, rendered once, and their pages' file names.
        var rendered: [[LocaleID]: (switcher: RenderedSwitcher, fileNames: [String])] = [:]
        for (catalogIndex, loaded) in catalogs.enumerated() {
            for (paywallIndex, paywall) in loaded.catalog.paywalls.enumerated() {
                var seen = Set<LocaleID>()
                let locales = (requested ?? paywall.locales).filter { seen.insert($0).inserted }
                let folder = "\(loaded.slug)/\(loaded.paywallSlugs[paywallIndex])"
                let known = rendered[locales]
                let fileNames = known?.fileNames ?? Self.pageNames(for: locales)
                if let known {
                    switchers.append(known.switcher)
                } else {
                    let made = try switcher(Array(zip(locales, fileNames)), names: &names)
                    rendered[locales] = (made, fileNames)
                    switchers.append(made)
                }
                for (position, (locale, name)) in zip(locales, fileNames).enumerated() {
                    pages.append(
                        PagePlan(
                            catalogIndex: catalogIndex, paywallIndex: paywallIndex, locale: locale, path: "\(folder)/\(name)",
                            switcher: PagePlan.SwitcherPlace(index: switchers.count - 1, position: position)))
                }
            }
        }
        return SitePlan(pages: pages, switchers: switchers, resources: try resources(for: pages))
    }

    /// A paywall's page names: each locale's BCP 47 tag as a slug ("zh-hant-tw.html"), unique.
    static func pageNames(for locales: [LocaleID]) -> [String] { Slug.unique(locales.map(\.languageTag)).map { $0 + ".html" } }

    /// The locales `--locales` asks for, or nil for each paywall's own.
    private func requestedLocales() throws(StepFailure) -> [LocaleID]? {
        switch locales {
        case .paywalls: return nil
        case .all: return LocaleID.available
        case .list(let spellings):
            guard !spellings.isEmpty else {
                throw StepFailure(path: "--locales", reason: .emptyLocaleList)
            }
            var locales: [LocaleID] = []
            for spelling in spellings {
                do { locales.append(try LocaleID(spelling)) } catch {
                    throw StepFailure(path: "--locales", reason: .invalidLocale(error))
                }
            }
            return locales
        }
    }

    /// A paywall's language switcher entries, rendered once: every locale's name in its own language
    /// (looked up once per build in `names`).
    private func switcher(_ locales: [(LocaleID, String)], names: inout [LocaleID: String]) throws(StepFailure) -> RenderedSwitcher {
        var entries: [String] = []
        var entryNames: [String] = []
        for (locale, fileName) in locales {
            let name = names[locale] ?? locale.displayName()
            names[locale] = name
            entries.append(
                try theme.render(
                    LocaleLink(tag: locale.languageTag, name: name, href: fileName), template: "locale-link"))
            entryNames.append(name)
        }
        return RenderedSwitcher(entries: entries, names: entryNames)
    }

    /// The formatters of every locale the pages use, opened once.
    private func resources(for pages: [PagePlan]) throws(StepFailure) -> [LocaleID: LocaleResources] {
        var result: [LocaleID: LocaleResources] = [:]
        for page in pages where result[page.locale] == nil {
            if let kept = opened[page.locale] {
                result[page.locale] = kept
                continue
            }
            do { result[page.locale] = try LocaleResources(locale: page.locale) } catch {
                throw StepFailure(path: page.locale.identifier, reason: .localeUnavailable(error))
            }
        }
        return result
    }
}
