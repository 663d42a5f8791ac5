import CatalogSite
import CatalogTestSupport
import Foundation
import Testing

/// `catalog-site build --theme` with a broken theme reports it before anything is written: where, what,
/// the offending line, a hint; the previous site stays (the checks themselves: CatalogSiteTests'
/// `ThemeErrorTests`).
@Suite("Theme errors on the command line", .removesTemporaryFolders)
struct ThemeErrorCommandTests {
    /// A folder with a catalog, a built site, and a theme folder holding `files`.
    static func setUp(_ files: [String: String]) throws -> (catalog: String, out: String, theme: String, site: [String: Data]) {
        let folder = try SiteFixture.temporaryFolder()
        let catalog = try SiteFixture.catalogFile(SiteFixture.tinyCatalog, in: folder)
        let out = folder.appendingPathComponent("_site").path
        _ = try SiteFixture.build(BuildOptions(inputs: [catalog], output: out)).get()
        let theme = folder.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: theme.appendingPathComponent(name)) }
        return (catalog, out, theme.path, try SiteFixture.contents(of: URL(fileURLWithPath: out)))
    }

    static let summary = "(hint: docs/themes.md lists every template and the names it can use)"

    @Test func aTemplateThatDoesNotParseIsShownAtTheTagThatBreaksIt() throws {
        let (catalog, out, theme, site) = try Self.setUp([
            "plan.mustache": "<article class=\"{{cardClass}}\">\n{{#badge}}<p class=\"badge\">{{.}}</p>\n<h2>{{name}}</h2>\n</article>\n"
        ])
        let result = try CommandLineTool.run(["build", catalog, "--out", out, "--theme", theme])
        #expect(result.status == 1)
        #expect(
            result.standardError == """
                \(theme)/plan.mustache:2:1: error: {{#badge}} is never closed
                  2 | {{#badge}}<p class="badge">{{.}}</p>
                    | ^
                  hint: add {{/badge}} where the section ends
                error: load theme: \(theme)/plan.mustache: 1 problem in the theme \(Self.summary)

                """)
        #expect(try SiteFixture.contents(of: URL(fileURLWithPath: out)) == site)
    }

    @Test func aMisspeltFileNameIsReportedWithASuggestion() throws {
        let (catalog, out, theme, _) = try Self.setUp(["plan.mustach": "<article>{{name}}</article>\n", "notes.txt": "mine"])
        let result = try CommandLineTool.run(["build", catalog, "--out", out, "--theme", theme])
        #expect(result.status == 1)
        #expect(
            result.standardError == """
                \(theme)/notes.txt: error: notes.txt is not a file of the theme, so it would be ignored
                  hint: a theme folder holds only page.mustache, plan.mustache, locale-link.mustache, index.mustache, index-row.mustache, overview.mustache, paywall.css
                \(theme)/plan.mustach: error: plan.mustach is not a file of the theme, so it would be ignored
                  hint: did you mean plan.mustache?
                error: load theme: \(theme): 2 problems in the theme \(Self.summary)

                """)
    }

    @Test func anUnknownVariableIsReportedAtItsPosition() throws {
        let (catalog, out, theme, _) = try Self.setUp([
            "plan.mustache":
                "<article>\n  <h2>{{nmae}}</h2>{{#offerSentence}}<p>{{.}}</p>{{/offerSentence}}\n  <p>{{priceEveryMonth}}</p>\n</article>\n"
        ])
        let result = try CommandLineTool.run(["build", catalog, "--out", out, "--theme", theme])
        #expect(result.status == 1)
        #expect(
            result.standardError == """
                \(theme)/plan.mustache:2:7: error: unknown variable {{nmae}}: nothing called "nmae" is given to this template here
                  2 |   <h2>{{nmae}}</h2>{{#offerSentence}}<p>{{.}}</p>{{/offerSentence}}
                    |       ^
                  hint: did you mean {{name}}?
                \(theme)/plan.mustache:3:6: error: unknown variable {{priceEveryMonth}}: nothing called "priceEveryMonth" is given to this template here
                  3 |   <p>{{priceEveryMonth}}</p>
                    |      ^
                  hint: the names here are badge, billingTerms, callToActionWithOffer, callToActionWithOfferLanguage, callToActionWithoutOffer, callToActionWithoutOfferLanguage, cardClass, choiceID, compactOfferSentence, description, descriptionLanguage, disclosureWithOffer, disclosureWithoutOffer, equivalent, equivalentLanguage, isHighlighted, isSelected, name, nameLanguage, offerSentence, phrasesLanguage, price, pricePerPeriod, pricePerPeriodLanguage, productID, saving (docs/themes.md)
                error: load theme: \(theme)/plan.mustache: 2 problems in the theme \(Self.summary)

                """)
    }

    @Test func misspeltNestedNamesAreShownWithTheNearestName() throws {
        let (catalog, out, theme, _) = try Self.setUp([
            "plan.mustache":
                "<article>\n<h2{{#nameLanguage}} lang=\"{{lnag}}\"{{/nameLanguage}}>{{name}}</h2>\n<p lang=\"{{descriptionLanguage.dri}}\"></p>\n</article>\n"
        ])
        let result = try CommandLineTool.run(["build", catalog, "--out", out, "--theme", theme])
        #expect(result.status == 1)
        #expect(
            result.standardError == """
                \(theme)/plan.mustache:2:28: error: unknown variable {{lnag}}: nothing called "lnag" is given to this template here
                  2 | <h2{{#nameLanguage}} lang="{{lnag}}"{{/nameLanguage}}>{{name}}</h2>
                    |                            ^
                  hint: did you mean {{lang}}?
                \(theme)/plan.mustache:3:10: error: unknown variable {{descriptionLanguage.dri}}: descriptionLanguage has nothing called "dri"
                  3 | <p lang="{{descriptionLanguage.dri}}"></p>
                    |          ^
                  hint: did you mean {{descriptionLanguage.dir}}?
                error: load theme: \(theme)/plan.mustache: 2 problems in the theme \(Self.summary)

                """)
    }
}
