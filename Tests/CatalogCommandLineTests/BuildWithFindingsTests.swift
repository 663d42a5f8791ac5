import Catalog
import CatalogSite
import CatalogTestSupport
import Foundation
import Testing

/// A catalog lint finds errors in is still previewed, each finding on the pages it concerns and in the
/// index; `--strict` refuses it; a file that cannot be read stops the build and keeps the previous site.
@Suite("Build with lint findings", .removesTemporaryFolders)
struct BuildWithFindingsTests {
    /// A `.storekit` file whose yearly subscription has no localization, as Xcode allows.
    static let halfLocalized = SiteFixture.repository.appendingPathComponent("docs/examples/half-localized.storekit").path

    /// Two paywalls, each with its own error, and an unused product with one.
    static let twoPaywalls = """
        {
          "name": "Two Paywalls",
          "products": [
            { "id": "com.example.a", "type": "nonConsumable", "prices": { "US": "0.999" }, "localizations": { "en_US": { "displayName": "A", "description": "First" } } },
            { "id": "com.example.b", "type": "nonConsumable", "prices": { "US": "1.99" }, "localizations": { "en_US": { "displayName": "B", "description": "Second" } } },
            { "id": "com.example.unused", "type": "consumable", "prices": { "US": "2.999" }, "localizations": { "en_US": { "displayName": "U", "description": "Unused" } } }
          ],
          "paywalls": [
            { "id": "first", "products": ["com.example.a"], "copy": { "en_US": { "title": "First" } } },
            { "id": "second", "products": ["com.example.b"], "highlight": "com.example.nope", "copy": { "en_US": { "title": "Second" } } }
          ]
        }
        """

    @Test func errorsAreBuiltPrintedInFullAndSummarised() throws {
        let out = try SiteFixture.temporaryFolder().appendingPathComponent("_site").path
        let result = try CommandLineTool.run(["build", Self.halfLocalized, "--out", out])
        #expect(result.status == 0)
        #expect(
            result.standardError
                == """
                \(Self.halfLocalized):55:29: error: product "com.example.sketch.pro.yearly" has no localization [missing-localization]
                  at subscriptionGroups[0].subscriptions[1].localizations
                  hint: give at least the en_US display name and description

                """
                + "warning: built with 1 lint error in 1 catalog file, shown on 2 pages and in \(out)/index.html (catalog-site lint lists them; --strict refuses to build with them)\n"
        )
        #expect(result.standardOutput.hasSuffix("Open \(out)/index.html\n"))
        #expect(result.standardOutput.contains("Wrote 4 pages, 2 overviews and index.html in \(out)/"))

        let finding =
            "<li class=\"error\"><strong>error:</strong> product &quot;com.example.sketch.pro.yearly&quot; has no localization <code>[missing-localization]</code>"
        for locale in ["en-us", "fr-fr"] {
            let group = try SiteFixture.read(URL(fileURLWithPath: "\(out)/half-localized/sketch-pro/\(locale).html"))
            #expect(group.contains("<h2>Catalog findings: 1 error</h2>"))
            #expect(group.contains(finding + "<br><span class=\"where\">\(Self.halfLocalized):55:29 at <code>"))
            // The plan is still shown, named by its ID.
            #expect(group.contains("<h2 class=\"plan-name\"><label for=\"plan-2\">com.example.sketch.pro.yearly</label></h2>"))
            let store = try SiteFixture.read(URL(fileURLWithPath: "\(out)/half-localized/store/\(locale).html"))
            #expect(!store.contains("class=\"findings\""))
        }
        let index = try SiteFixture.read(URL(fileURLWithPath: out + "/index.html"))
        #expect(
            index.contains(
                "<p class=\"summary\">4 pages from 1 catalog; 2 with review notes. Lint found 1 error in the catalogs, each shown on the pages it concerns and below.</p>"
            ))
        #expect(index.contains("<p><strong>Lint: 1 error.</strong>"))
        #expect(index.contains("<tr class=\"error\">"))
        #expect(
            index.contains(
                finding + " <span class=\"where\">line 55</span> hint: give at least the en_US display name and description</li>"))
    }

    @Test func findingsGoOnThePagesOfThePaywallOrPlanTheyConcern() throws {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(Self.twoPaywalls, in: folder)
        let out = folder.appendingPathComponent("_site")
        let report = try SiteFixture.build(BuildOptions(inputs: [file], output: out.path)).get()
        #expect(report.pages.map(\.path) == ["app/first/en-us.html", "app/second/en-us.html"])
        #expect(report.pages.map { $0.findings.map(\.rule.rawValue) } == [["price-fraction-digits"], ["paywall-unknown-product"]])
        #expect(report.diagnostics.filter { $0.severity == .error }.count == 3)

        let first = try SiteFixture.read(out.appendingPathComponent("app/first/en-us.html"))
        #expect(first.contains("<strong>error:</strong> price 0.999 USD has more fraction digits than USD uses (2)"))
        #expect(!first.contains("com.example.nope"))
        let second = try SiteFixture.read(out.appendingPathComponent("app/second/en-us.html"))
        #expect(
            second.contains(
                "<strong>error:</strong> the highlighted &quot;com.example.nope&quot; is not among the paywall&#39;s products <code>[paywall-unknown-product]</code>"
            ))
        #expect(!second.contains("0.999"))
        // The unused product's error concerns no page: the index lists it under its catalog.
        let index = try SiteFixture.read(out.appendingPathComponent("index.html"))
        #expect(index.contains("<p><strong>Lint: 3 errors.</strong>"))
        #expect(index.contains("<p>About nothing a page shows:</p>"))
        #expect(
            index.contains(
                "<li class=\"error\"><strong>error:</strong> price 2.999 USD has more fraction digits than USD uses (2) <code>[price-fraction-digits]</code> <span class=\"where\">\(file):6:"
            ))
    }

    /// The index and each overview list a paywall's findings once, however many locales show them; each
    /// row and frame only counts them.
    @Test func theIndexAndTheOverviewListAPaywallsFindingsOnce() throws {
        let out = try SiteFixture.temporaryFolder().appendingPathComponent("_site").path
        #expect(try CommandLineTool.run(["build", Self.halfLocalized, "--out", out]).status == 0)
        let finding =
            "<li class=\"error\"><strong>error:</strong> product &quot;com.example.sketch.pro.yearly&quot; has no localization <code>[missing-localization]</code>"
        let index = try SiteFixture.read(URL(fileURLWithPath: out + "/index.html"))
        #expect(index.components(separatedBy: finding).count - 1 == 1)
        #expect(
            index.contains(
                "<h3>sketch-pro <a class=\"overview-link\" href=\"half-localized/sketch-pro/index.html\">overview: every locale side by side</a></h3>\n<div class=\"findings\">\n<p><strong>Lint: 1 error</strong> about this paywall or its plans, shown on each of its pages:</p>"
            ))
        // Two locales (en-US and fr-FR), each row pointing up, before its own review notes.
        #expect(index.components(separatedBy: "<td><ul><li>Lint: 1 error, listed above</li>").count - 1 == 2)
        let overview = try SiteFixture.read(URL(fileURLWithPath: out + "/half-localized/sketch-pro/index.html"))
        #expect(overview.components(separatedBy: finding).count - 1 == 1)
        #expect(
            overview.contains(
                finding
                    + " <span class=\"where\">\(Self.halfLocalized):55:29</span> hint: give at least the en_US display name and description</li>"
            ))
        // Two locales at three widths.
        #expect(overview.components(separatedBy: "<li>Lint: 1 error, listed above</li>").count - 1 == 6)
        #expect(overview.contains("Storefront US · 1 note"))
        // A paywall without findings has none, though its catalog has some: no block, no pointer.
        #expect(
            index.contains(
                "<h3>store <a class=\"overview-link\" href=\"half-localized/store/index.html\">overview: every locale side by side</a></h3>\n<table>"
            ))
        let store = try SiteFixture.read(URL(fileURLWithPath: out + "/half-localized/store/index.html"))
        #expect(!store.contains("class=\"findings\""))
        #expect(!store.contains("Lint:"))
    }

    /// A paywall's or page's `findingsSummary` is its own: where it has none, a theme does not get the
    /// enclosing catalog's or overview's, as a plain Mustache lookup would give.
    @Test func aSummaryIsNeverAnEnclosingOne() throws {
        let folder = try SiteFixture.temporaryFolder()
        let theme = folder.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try Data(
            "{{#catalogs}}{{#paywalls}}[{{id}}:{{findingsSummary}}{{#pages}} {{tag}}={{findingsSummary}}{{/pages}}]{{/paywalls}}{{/catalogs}}\n"
                .utf8
        ).write(to: theme.appendingPathComponent("index.mustache"))
        try Data("{{paywallID}}:{{findingsSummary}}{{#widths}}{{#pages}} {{tag}}={{findingsSummary}}{{/pages}}{{/widths}}\n".utf8)
            .write(to: theme.appendingPathComponent("overview.mustache"))
        let out = folder.appendingPathComponent("_site").path
        let result = try CommandLineTool.run(["build", Self.halfLocalized, "--out", out, "--theme", theme.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            try SiteFixture.read(URL(fileURLWithPath: out + "/index.html"))
                == "[sketch-pro:1 error en-US=1 error fr-FR=1 error][store: en-US= fr-FR=]\n")
        #expect(
            try SiteFixture.read(URL(fileURLWithPath: out + "/half-localized/store/index.html")) == "store:"
                + String(repeating: " en-US= fr-FR=", count: 3) + "\n")
        #expect(
            try SiteFixture.read(URL(fileURLWithPath: out + "/half-localized/sketch-pro/index.html"))
                == "sketch-pro:1 error" + String(repeating: " en-US=1 error fr-FR=1 error", count: 3) + "\n")
    }

    /// Two paywalls with one ID (an error lint reports, and the build still previews both) keep their own
    /// findings, rows and overview: a product's missing names go to the paywall that shows the product, not
    /// to its namesake.
    @Test func aRepeatedPaywallIDKeepsFindingsApart() throws {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(
            """
            {
              "name": "Twins",
              "products": [
                { "id": "com.example.a", "type": "nonConsumable", "prices": { "US": "0.99", "FR": "0.99" }, "localizations": { "en_US": { "displayName": "A", "description": "First" } } },
                { "id": "com.example.b", "type": "nonConsumable", "prices": { "US": "0.99", "FR": "0.99" }, "localizations": { "en_US": { "displayName": "B", "description": "Second" }, "fr_FR": { "displayName": "B", "description": "Deuxième" } } }
              ],
              "paywalls": [
                { "id": "x", "products": ["com.example.a"], "locales": ["en_US", "fr_FR"], "copy": { "en_US": { "title": "A" }, "fr_FR": { "title": "Un" } } },
                { "id": "x", "products": ["com.example.b"], "locales": ["en_US", "fr_FR"], "copy": { "en_US": { "title": "B" }, "fr_FR": { "title": "Deux" } } }
              ]
            }
            """, in: folder)
        let report = try SiteFixture.build(BuildOptions(inputs: [file], output: folder.appendingPathComponent("_site").path)).get()
        #expect(report.pages.map(\.path) == ["app/x/en-us.html", "app/x/fr-fr.html", "app/x-2/en-us.html", "app/x-2/fr-fr.html"])
        #expect(
            report.pages.map { $0.findings.map(\.rule.rawValue) } == [
                ["missing-translation"], ["missing-translation"], ["paywall-id-duplicate"], ["paywall-id-duplicate"],
            ])
        #expect(report.overviews == ["app/x/index.html", "app/x-2/index.html"])
        let index = try SiteFixture.read(folder.appendingPathComponent("_site/index.html"))
        #expect(index.components(separatedBy: "<th scope=\"row\"><a href=\"app/x/").count - 1 == 2)
        #expect(index.components(separatedBy: "<th scope=\"row\"><a href=\"app/x-2/").count - 1 == 2)
        let twin = try SiteFixture.read(folder.appendingPathComponent("_site/app/x-2/index.html"))
        #expect(twin.contains("<p class=\"summary\">2 locales; 2 with review notes."))
        #expect(!twin.contains("missing-translation"))
    }

    /// A product's names missing for one paywall's locales are shown on that paywall's pages, not on those of
    /// the other paywalls that show the product.
    @Test func missingNamesGoOnlyOnThePaywallThatLacksThem() throws {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(
            """
            {
              "name": "Shared",
              "products": [
                { "id": "com.example.a", "type": "nonConsumable", "prices": { "US": "0.99", "FR": "0.99" }, "localizations": { "en_US": { "displayName": "A", "description": "First" } } }
              ],
              "paywalls": [
                { "id": "english", "products": ["com.example.a"], "locales": ["en_US"], "copy": { "en_US": { "title": "A" } } },
                { "id": "french", "products": ["com.example.a"], "locales": ["en_US", "fr_FR"], "copy": { "en_US": { "title": "A" }, "fr_FR": { "title": "Un" } } }
              ]
            }
            """, in: folder)
        let report = try SiteFixture.build(BuildOptions(inputs: [file], output: folder.appendingPathComponent("_site").path)).get()
        #expect(report.pages.map(\.path) == ["app/english/en-us.html", "app/french/en-us.html", "app/french/fr-fr.html"])
        #expect(report.pages.map { $0.findings.map(\.rule.rawValue) } == [[], ["missing-translation"], ["missing-translation"]])
    }

    @Test func strictRefusesErrorsAndKeepsThePreviousSite() throws {
        let folder = try SiteFixture.temporaryFolder()
        let out = folder.appendingPathComponent("_site")
        #expect(try CommandLineTool.run(["build", SiteFixture.exampleCatalogs + "/castle-coins.json", "--out", out.path]).status == 0)
        let before = try SiteFixture.contents(of: out)

        let result = try CommandLineTool.run(["build", Self.halfLocalized, "--out", out.path, "--strict"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError == """
                \(Self.halfLocalized):55:29: error: product "com.example.sketch.pro.yearly" has no localization [missing-localization]
                  at subscriptionGroups[0].subscriptions[1].localizations
                  hint: give at least the en_US display name and description
                error: load catalogs: \(Self.halfLocalized): 1 error in the catalogs (--strict) (hint: fix them, or build without --strict to preview them; nothing was written)

                """)
        #expect(try SiteFixture.contents(of: out) == before)
    }

    @Test func strictRefusesWarningsAsLintStrictDoes() throws {
        let folder = try SiteFixture.temporaryFolder()
        // A non-consumable with a period: a warning, no error.
        let file = try SiteFixture.catalogFile(
            #"{ "name": "X", "products": [ { "id": "a", "type": "nonConsumable", "period": "P1M", "prices": { "US": "0.99" }, "localizations": { "en_US": { "displayName": "A", "description": "B" } } } ] }"#,
            in: folder)
        let out = folder.appendingPathComponent("_site").path
        let strict = try CommandLineTool.run(["build", file, "--out", out, "--strict"])
        #expect(strict.status == 1)
        #expect(
            strict.standardError.hasSuffix(
                "1 warning in the catalogs (--strict) (hint: fix them, or build without --strict to preview them; nothing was written)\n"))
        #expect(!FileManager.default.fileExists(atPath: out))

        let relaxed = try CommandLineTool.run(["build", file, "--out", out])
        #expect(relaxed.status == 0)
        #expect(relaxed.standardError.contains("warning: "))
        #expect(!relaxed.standardError.contains("built with"))  // the one-line summary is about errors
    }

    @Test(arguments: [
        ("syntax", #"{ "name": "X", "products": [ }"#, "json-syntax"),
        ("top-level type", #"{ "name": "X", "products": "none" }"#, "wrong-type"),
        ("root", #"[ { "name": "X" } ]"#, "wrong-type"),
    ])
    func unreadableFilesStopTheBuildAndKeepThePreviousSite(_ kind: String, _ text: String, _ rule: String) throws {
        let folder = try SiteFixture.temporaryFolder()
        let out = folder.appendingPathComponent("_site")
        #expect(try CommandLineTool.run(["build", SiteFixture.exampleCatalogs + "/castle-coins.json", "--out", out.path]).status == 0)
        let before = try SiteFixture.contents(of: out)
        let file = try SiteFixture.catalogFile(text, in: folder)

        let result = try CommandLineTool.run(["build", file, "--out", out.path])
        #expect(result.status == 1, "\(kind)")
        #expect(result.standardError.contains("[\(rule)]"), "\(kind)")
        #expect(
            result.standardError.hasSuffix(
                "error: load catalogs: \(file): the file cannot be read as a catalog (hint: fix the errors above; nothing was written)\n"),
            "\(kind)")
        #expect(try SiteFixture.contents(of: out) == before, "\(kind)")
    }

    @Test func aWrongTypeInsideOneProductIsPreviewed() throws {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(
            #"{ "name": "X", "products": [ { "id": "a", "type": "nonConsumable", "level": 1.5, "prices": { "US": "0.99" }, "localizations": { "en_US": { "displayName": "A", "description": "B" } } } ], "paywalls": [ { "id": "p", "products": ["a"], "copy": { "en_US": { "title": "T" } } } ] }"#,
            in: folder)
        let report = try SiteFixture.build(BuildOptions(inputs: [file], output: folder.appendingPathComponent("_site").path)).get()
        #expect(report.pages.count == 1)
        #expect(report.diagnostics.map(\.rule.rawValue).contains("wrong-type"))
    }

    /// Every file of the bad-catalog corpus either builds (its findings on the pages) or, when it cannot
    /// be read, stops at "load catalogs" with its diagnostics; none crashes the build.
    @Test func everyBadCatalogBuildsOrStopsCleanly() throws {
        let corpus = SiteFixture.repository.appendingPathComponent("Tests/CatalogTests/Fixtures/BadCatalogs")
        let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
            .filter { $0.hasSuffix(".json") && $0 != "expectations.json" || $0.hasSuffix(".storekit") }.sorted()
        #expect(files.count > 90)
        var built = 0
        for name in files {
            let path = corpus.appendingPathComponent(name).path
            let loaded = CatalogLoader.load(path: path)
            let out = try SiteFixture.temporaryFolder().appendingPathComponent("_site").path
            switch SiteFixture.build(BuildOptions(inputs: [path], output: out, locales: .list(["en_US", "ar_SA"]))) {
            case .success(let report):
                built += 1
                #expect(loaded.catalog != nil, "\(name)")
                let shown = Set(report.pages.flatMap(\.findings))
                #expect(shown.isSubset(of: Set(report.diagnostics)), "\(name)")
            case .failure(let error):
                #expect(error.step == .loadCatalogs, "\(name): \(error)")
                #expect(!error.diagnostics.isEmpty, "\(name)")
                #expect(!FileManager.default.fileExists(atPath: out), "\(name)")
            }
        }
        #expect(built > 50)
    }

    /// Twelve products priced 0.999 (twelve errors) and one paywall without copy (a warning).
    static let manyErrors =
        #"{ "name": "X", "products": ["#
        + (1...12).map {
            #"{ "id": "p\#($0)", "type": "consumable", "prices": { "US": "0.999" }, "localizations": { "en_US": { "displayName": "P", "description": "D" } } }"#
        }
        .joined(separator: ", ")
        + #"], "paywalls": [ { "id": "shop", "products": ["p1"], "locales": ["en_US"] } ] }"#

    @Test func errorsComeFirstUpToTenThenWarnings() throws {
        let folder = try SiteFixture.temporaryFolder()
        try Data(Self.manyErrors.utf8).write(to: folder.appendingPathComponent("app.json"))
        let result = try CommandLineTool.run(["build", "app.json", "--out", "_site"], directory: folder)
        #expect(result.status == 0)
        let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        let findings = lines.filter { $0.hasPrefix("app.json:") }
        #expect(findings.count == 11)
        #expect(findings.prefix(10).allSatisfy { $0.hasSuffix("[price-fraction-digits]") && $0.contains(": error: ") })
        #expect(findings.last == #"app.json:1:1739: warning: paywall "shop" has no copy in the source locale en_US [missing-source-copy]"#)
        #expect(lines.contains("… and 2 more errors (catalog-site lint lists them all)"))
        #expect(
            lines.suffix(2) == [
                "warning: built with 12 lint errors in 1 catalog file, shown on 1 page and in _site/index.html (catalog-site lint lists them; --strict refuses to build with them)",
                "",
            ])
    }
}
