import Catalog
import CatalogTestSupport
import Mustache
import Testing

@testable import CatalogSite

/// Every name the default theme places or tests (`{{key}}`, `{{#key}}`, `{{^key}}`, `{{key.other}}`) is
/// answered by the view models it renders: a name missing from a view model's table would otherwise
/// render as nothing. Sections step into the values they name, as swift-mustache does, and a name is
/// looked up from the innermost section outwards.
@Suite("Default theme values", .removesTemporaryFolders)
struct DefaultThemeValuesTests {
    @Test(arguments: Theme.templateNames)
    func everyNameHasAValue(_ template: String) throws {
        let text = try #require(EmbeddedResources.text(named: "\(template).mustache"))
        var stack: [[Any]] = [try Self.samples(for: template)]
        var unanswered: [String] = []
        for tag in try TemplateScanner(text).tags() {
            switch tag.kind {
            case .variable, .unescaped, .section, .inverted:
                guard tag.name != "." else {
                    if tag.kind == .section || tag.kind == .inverted { stack.append([]) }
                    continue
                }
                let values = Self.lookUp(tag.name, in: stack)
                if values.isEmpty { unanswered.append("\(template).mustache:\(tag.line):\(tag.column): \(tag.text)") }
                if tag.kind == .section { stack.append(values.flatMap(Self.elements)) }
                if tag.kind == .inverted { stack.append([]) }
            case .block, .parent: stack.append([])
            case .close: stack.removeLast()
            default: continue
            }
        }
        #expect(unanswered == [], "names of the default theme that no view model answers")
    }

    /// The non-nil values a (possibly dotted) name gives in the innermost frame that answers it.
    static func lookUp(_ name: String, in stack: [[Any]]) -> [Any] {
        let parts = name.split(separator: ".").map(String.init)
        for frame in stack.reversed() {
            var values = frame.compactMap { ($0 as? any MustacheParent)?.child(named: parts[0]) }
            guard !values.isEmpty else { continue }
            for part in parts.dropFirst() {
                values = values.flatMap(elements).compactMap { ($0 as? any MustacheParent)?.child(named: part) }
            }
            return values
        }
        return []
    }

    /// What a section over a value steps into: each element of a list, or the value itself.
    static func elements(_ value: Any) -> [Any] {
        switch value {
        case let list as [Any]: list
        case is Bool: []
        default: [value]
        }
    }

    /// View models with every optional value present somewhere: an English page with a finding, an
    /// Arabic page whose texts fall back to English and Hebrew, a Hebrew page with a partial copy, an
    /// Pashto page with English phrases, and a Google Play catalog's page.
    static func samples(for template: String) throws -> [Any] {
        let finding = ThemeErrorTests.finding
        let pulse = try ThemeErrorTests.page(SiteFixture.exampleCatalogs + "/pulse-fitness.json", locale: "en_US", findings: [finding])
        let atlasFile = try SiteFixture.catalogFile(FallbackLanguageTests.catalog, in: try SiteFixture.temporaryFolder())
        let atlas = try ThemeErrorTests.page(atlasFile, locale: "ar_SA", findings: [finding])
        // Its Hebrew copy leaves out a feature, shown in English.
        let hebrew = try ThemeErrorTests.page(atlasFile, locale: "he_IL", findings: [finding])
        let row = IndexViewModel.Page(
            report: BuildReport.Page(
                catalog: "pulse.json", paywall: "main", locale: "de-DE", localeName: "German", path: "a/b.html", warnings: ["a note"],
                findings: [finding.diagnostic], storefront: "DE", phrasesLanguage: "de"),
            thumbnail: "a/b.png")
        let entry = IndexViewModel.CatalogEntry(
            name: "Pulse", file: "pulse.json",
            paywalls: [
                IndexViewModel.PaywallEntry(id: "main", overview: "a/index.html", pages: [row], rows: "<tr></tr>", findings: [finding])
            ],
            findingsSummary: "1 error", otherFindings: [finding])
        let pashto = try ThemeErrorTests.pageInALanguageWithoutOurPhrases()
        let play = try PlayPaywall.page("en-US")
        switch template {
        case "page": return [pulse, atlas, hebrew, pashto, play]
        case "plan": return pulse.plans + atlas.plans + hebrew.plans + pashto.plans + play.plans
        case "locale-link": return [LocaleLink(tag: "de-DE", name: "Deutsch", href: "de-de.html")]
        case "index": return [IndexViewModel(summary: "1 page", catalogs: [entry], generator: "catalog-site")]
        case "index-row": return [row]
        case "overview":
            let page = OverviewViewModel.Page(
                entry: row, href: "b.html", src: "b.html#w430", withoutOfferSrc: "b.without-offer.html#w430")
            let width = OverviewViewModel.Width(id: "w430", label: "Large phone, 430 px", isDefault: true, pages: [page])
            return [
                OverviewViewModel(
                    heading: PaywallHeading(documentTitle: "Pulse · main", catalogName: "Pulse", paywallID: "main"),
                    summary: "1 locale; 1 with review notes.", findings: [finding], widths: [width])
            ]
        default: throw SampleError.noSample(template)
        }
    }

    enum SampleError: Error { case noSample(String) }
}
