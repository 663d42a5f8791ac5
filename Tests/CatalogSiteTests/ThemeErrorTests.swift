import Catalog
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogSite

/// A broken theme is reported before anything is written: where, what, the offending line, a hint (as
/// `catalog-site build` prints it: CatalogCommandLineTests' `ThemeErrorCommandTests`).
@Suite("Theme errors", .removesTemporaryFolders)
struct ThemeErrorTests {
    /// The problems one template has, as `line:column: message`.
    static func problems(_ text: String, template: String = "page") -> [String] {
        var fallback: MustacheFallback?
        let (_, problems) = Theme.template(
            text, variables: Theme.variables[template] ?? TemplateVariables(template, []), fallback: &fallback)
        return problems.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.message)" }
    }

    @Test(arguments: [
        ("{{#plans}}{{/features}}", "1:11: {{/features}} closes {{#plans}}, opened at line 1, column 1"),
        ("<p>\n{{/plans}}", "2:1: {{/plans}} closes a section that was never opened"),
        ("<h1>{{title</h1>\n{{dir}}", "1:5: the tag {{title</h1>… is not closed"),
        ("{{first name}}", "1:1: {{first name}} is not a tag: \"first name\" is not a name"),
        ("{{}}", "1:1: {{}} names nothing"),
        ("{{{planCards}}", "1:1: the tag {{{planCards}}… is not closed"),
        ("{{=<% %>}}", "1:1: {{=<% %>}} does not set delimiters"),
        ("x {{% CONTENT_TYPE: TEXT}}", "1:3: {{% CONTENT_TYPE: TEXT}} would change how the theme escapes HTML"),
    ])
    func syntaxErrors(_ text: String, _ expected: String) {
        #expect(Self.problems(text) == [expected])
    }

    @Test(arguments: [
        ("{{planCards}}", "1:1: {{planCards}} would escape HTML that the theme already rendered"),
        ("{{{title}}}", "1:1: {{{title}}} places text without HTML escaping"),
        ("{{#features}}{{{.}}}{{/features}}", "1:14: {{{.}}} places text without HTML escaping"),
        ("{{plans}}", "1:1: {{plans}} is a list, not a text"),
        ("{{plans.name}}", "1:1: {{plans.name}} looks inside plans, which is a list"),
        ("{{title.lang}}", "1:1: {{title.lang}} looks inside title, which has no names of its own"),
        ("{{titleLanguage}}", "1:1: {{titleLanguage}} is not a text but the language of a catalog text"),
        ("{{#plans}}{{.}}{{/plans}}", "1:11: {{.}} is not a text but one plan card"),
        ("{{count(titleLanguage)}}", "1:1: count() in {{count(titleLanguage)}} applies to lists, and titleLanguage is not one"),
        ("{{uppercased(title)}}", "1:1: uppercased() in {{uppercased(title)}} applies to lists, and title is not one"),
        ("{{sorted(features)}}", "1:1: unknown transform sorted() in {{sorted(features)}}"),
        ("{{> plna}}", "1:1: {{> plna}} names no template of the theme"),
        ("{{name}}", "1:1: unknown variable {{name}}: nothing called \"name\" is given to this template here"),
    ])
    func namesPlacedWrongly(_ text: String, _ expected: String) {
        #expect(Self.problems(text) == [expected])
    }

    @Test func namesResolveFromTheInnermostSectionOutwards() {
        let text = """
            {{#plans}}<h2 lang="{{lang}}">{{name}}</h2>{{#badge}}{{.}}{{/badge}}{{/plans}}
            {{count(plans)}} {{#first(plans)}}{{pricePerPeriod}}{{/first(plans)}}{{^hasNotes}}{{title}}{{/hasNotes}}
            {{=<% %>=}}<%#features%><li><%.%></li><%/features%>{{! a comment with {{braces}} }}
            """
        #expect(Self.problems(text) == [])
        #expect(
            Self.problems("{{#features}}{{name}}{{/features}}", template: "plan") == [
                "1:1: unknown variable {{#features}}: nothing called \"features\" is given to this template here"
            ])
    }

    /// An optional model (`titleLanguage`) is a section that shows only when present and gives its own
    /// names; outside it, or misspelt inside it, they are reported like any other name.
    @Test func optionalModelsGiveTheirNamesInsideTheirSection() {
        let text = """
            <h1{{#titleLanguage}} lang="{{lang}}" dir="{{dir}}"{{/titleLanguage}}>{{title}}</h1>
            {{#findings}}<li class="{{severity}}">{{message}}{{#hint}} {{.}}{{/hint}} {{documentTitle}}</li>{{/findings}}
            <p lang="{{titleLanguage.lang}}">{{^copyLanguage}}{{title}}{{/copyLanguage}}{{#copyLanguage}}{{.dir}}{{/copyLanguage}}</p>
            """
        #expect(Self.problems(text) == [])
        #expect(
            Self.problems("<h1{{#titleLanguage}} dir=\"{{dri}}\"{{/titleLanguage}}>") == [
                "1:28: unknown variable {{dri}}: nothing called \"dri\" is given to this template here"
            ])
        #expect(
            Self.problems("{{#findings}}{{severty}}{{/findings}}{{severity}}") == [
                "1:14: unknown variable {{severty}}: nothing called \"severty\" is given to this template here",
                "1:38: unknown variable {{severity}}: nothing called \"severity\" is given to this template here",
            ])
        #expect(
            Self.problems("{{titleLanguage.lnag}} {{#copyLanguage}}{{.title}}{{/copyLanguage}}") == [
                "1:1: unknown variable {{titleLanguage.lnag}}: titleLanguage has nothing called \"lnag\"",
                "1:41: unknown variable {{.title}}: nothing called \"title\" is given to this template here",
            ])
        #expect(
            Self.problems("{{#nameLanguage}}{{lagn}}{{/nameLanguage}}", template: "plan") == [
                "1:18: unknown variable {{lagn}}: nothing called \"lagn\" is given to this template here"
            ])
    }

    @Test(arguments: Theme.templateNames)
    func theDefaultThemePassesItsOwnChecks(_ name: String) throws {
        let text = try #require(EmbeddedResources.text(named: "\(name).mustache"))
        #expect(Self.problems(text, template: name) == [])
    }

    /// Every stored value of a view model has a name in its table, and every name gives a value: a new
    /// field must be added there (docs/themes.md then shows it) before a theme can use it.
    @Test func theVariablesAreTheViewModelsValues() throws {
        let finding = Self.finding
        // An English catalog's page has every value of its own language; an Arabic page of a catalog with
        // English and Hebrew text only has the language of each text.
        let pulse = try Self.page(SiteFixture.exampleCatalogs + "/pulse-fitness.json", locale: "en_US", findings: [finding])
        let atlasFile = try SiteFixture.catalogFile(FallbackLanguageTests.catalog, in: try SiteFixture.temporaryFolder())
        let atlas = try Self.page(atlasFile, locale: "ar_SA", findings: [])
        // A Hebrew translation that leaves out a feature: the source's is marked as English.
        let hebrew = try Self.page(atlasFile, locale: "he_IL", findings: [])
        // A Google Play catalog's page: the store's label, commitment and prepaid lines.
        let pages = [pulse, atlas, hebrew, try Self.pageInALanguageWithoutOurPhrases(), try PlayPaywall.page("en-US")]
        Self.expectVariables(of: pages)
        Self.expectVariables(of: pages.flatMap(\.plans))
        let languages = pages.flatMap {
            [$0.titleLanguage, $0.copyLanguage, $0.subtitleLanguage] + $0.featureItems.withOffer.map(\.language)
                + $0.plans.flatMap { [$0.nameLanguage, $0.descriptionLanguage] }
        }
        #expect(Set(languages.compactMap { $0?.lang }) == ["en-US", "he-IL"])
        Self.expectVariables(of: languages.compactMap { $0 })
        Self.expectVariables(of: pulse.findings)
        Self.expectVariables(of: hebrew.featureItems.withOffer)
        Self.expectVariables(of: [LocaleLink(tag: "de-DE", name: "Deutsch", href: "de-de.html")])
        let row = IndexViewModel.Page(
            report: BuildReport.Page(
                catalog: "pulse.json", paywall: "main", locale: "de-DE", localeName: "German", path: "a/b.html", warnings: ["a note"],
                findings: [finding.diagnostic], storefront: "DE", phrasesLanguage: "de"),
            thumbnail: "a/b.png")
        let entry = IndexViewModel.PaywallEntry(id: "main", overview: "a/index.html", pages: [row], rows: "<tr></tr>", findings: [finding])
        let catalogEntry = IndexViewModel.CatalogEntry(
            name: "Pulse", file: "pulse.json", paywalls: [entry], findingsSummary: "1 error", otherFindings: [finding])
        let index = IndexViewModel(summary: "1 page", catalogs: [catalogEntry], generator: "catalog-site")
        Self.expectVariables(of: [index])
        Self.expectVariables(of: [catalogEntry])
        Self.expectVariables(of: [entry])
        Self.expectVariables(of: [row])
        let page = OverviewViewModel.Page(
            entry: row, href: "b.html", src: "b.html", withoutOfferSrc: "b.without-offer.html")
        let width = OverviewViewModel.Width(id: "w375", label: "Phone, 375 px", isDefault: true, pages: [page])
        let overview = OverviewViewModel(
            heading: PaywallHeading(documentTitle: "Pulse · main", catalogName: "Pulse", paywallID: "main"),
            summary: "1 locale; 1 with review notes.", findings: [finding], widths: [width])
        Self.expectVariables(of: [overview])
        Self.expectVariables(of: [width])
        Self.expectVariables(of: [page])
    }

    /// A lint finding with every value present.
    static var finding: FindingViewModel {
        FindingViewModel(
            Diagnostic(
                .error, rule: .missingLocalization, "no localization", file: "app.json", location: Diagnostic.Location(line: 3, column: 7),
                path: "products[0]", hint: "add one"))
    }

    /// The first paywall's page of a catalog file in one locale.
    static func page(_ file: String, locale: String, findings: [FindingViewModel]) throws -> PageViewModel {
        let catalog = try #require(CatalogLoader.load(path: file).catalog)
        let paywall = try #require(catalog.paywalls.first)
        return try PageBuilder(
            catalog: catalog, paywall: paywall, resources: LocaleResources(locale: LocaleID(locale)), caches: BuildCaches(), catalogKey: 0
        ).build(
            switcher: RenderedSwitcher(entries: ["<li>a</li>", "<li>b</li>"], names: ["A", "B"]), position: 0, findings: findings
        ).page
    }

    /// The mixed paywall, its monthly plans made quarterly (a price per period our phrases write), on an
    /// Pashto page: our phrases are English there.
    static func pageInALanguageWithoutOurPhrases() throws -> PageViewModel {
        let catalog = MixedPaywall.catalog.replacingOccurrences(of: #""P1M""#, with: #""P3M""#)
        return try page(try SiteFixture.catalogFile(catalog, in: try SiteFixture.temporaryFolder()), locale: "ps_AF", findings: [])
    }

    /// The stored values of a model that its table reads several variables from, each a value of its own,
    /// with the fields of each that the model does not show under the field's own name (`labels.language` is
    /// `languageLabel`, `report.path` is `href`); every other field of a part must be one of its variables.
    static let parts: [String: [String: Set<String>]] = [
        "CatalogSite.PageViewModel": [
            "language": [], "heading": [],
            "labels": ["subscribe", "startFreeTrial", "buy", "bestValue", "oneTimePurchase", "language", "offer"],
        ],
        "CatalogSite.OverviewViewModel": ["heading": []],
        "CatalogSite.OverviewViewModel.Page": ["entry": ["report", "thumbnail"]],
        "CatalogSite.IndexViewModel.Page": ["report": ["catalog", "paywall", "locale", "path"]],
        "CatalogSite.FindingViewModel": ["diagnostic": ["file", "column", "paywallPath"]],
    ]

    static func expectVariables<Model: ThemeModel>(of models: [Model]) {
        let variables = Model.variables.schema
        // A value per eligibility state is stored once and named per state ("disclosure" is
        // disclosureWithOffer and disclosureWithoutOffer).
        let stems = variables.names.map { $0.replacing("WithoutOffer", with: "").replacing("WithOffer", with: "") }
        let modelParts = parts[String(reflecting: Model.self)] ?? [:]
        let stored = Set(models.flatMap { Mirror(reflecting: $0).children.compactMap(\.label) })
        #expect(
            stored.subtracting(variables.names + stems + modelParts.keys).sorted() == [], "\(Model.self) values missing from its table")
        #expect(Set(modelParts.keys).subtracting(stored).sorted() == [], "\(Model.self) no longer stores these parts")
        for model in models {
            for child in Mirror(reflecting: model).children {
                guard let label = child.label, let hidden = modelParts[label] else { continue }
                let fields = Set(Mirror(reflecting: child.value).children.compactMap(\.label))
                #expect(
                    fields.subtracting(variables.names + stems).subtracting(hidden).sorted() == [],
                    "\(Model.self).\(label): fields missing from its table")
                #expect(hidden.subtracting(fields).sorted() == [], "\(Model.self).\(label) has no such fields")
            }
        }
        for name in variables.names {
            #expect(models.contains { $0.child(named: name) != nil }, "\(Model.self) gives no value for \(name)")
        }
        #expect(models.allSatisfy { $0.child(named: "noSuchName") == nil })
    }

    /// docs/themes.md and the DocC article on theme authoring hold the table of every model, exactly as
    /// its table in the code gives it (`CATALOG_WRITE_THEME_DOCS=1` writes them).
    @Test(arguments: ThemeDocs.documents)
    func docsListEveryTemplateAndItsVariables(document: String) throws {
        let url = SiteFixture.repository.appendingPathComponent(document)
        if ProcessInfo.processInfo.environment["CATALOG_WRITE_THEME_DOCS"] == "1" {
            try ThemeDocs.written(try SiteFixture.read(url)).write(to: url, atomically: true, encoding: .utf8)
        }
        let docs = try SiteFixture.read(url)
        for name in Theme.templateNames {
            #expect(docs.contains("## `\(name).mustache`"), "\(document): \(name)")
            for model in ThemeDocs.models(of: Theme.variables[name] ?? TemplateVariables(name, [])) {
                let table = ThemeDocs.table(model)
                #expect(docs.contains(table), "\(document) should have this table (\(model.model)):\n\(table)")
            }
        }
        #expect(docs.contains("## `paywall.css`"), "\(document)")
    }
}
