import CatalogSite
import CatalogTestSupport
import Foundation
import Testing

/// Paywall copy is ICU MessageFormat, formatted on each page for the page's locale and storefront, once
/// per eligibility state, with the highlighted plan's variables; text without braces is shown as written,
/// and a pattern that cannot be formatted is shown as written with a review note.
@Suite("Copy on pages", .removesTemporaryFolders)
struct CopyOnPagesTests {
    /// One locale's copy and the text its page must show.
    struct Case: Sendable, CustomTestStringConvertible {
        let locale: String
        /// The copy's title, subtitle and features, as JSON members.
        let copy: String
        /// The `<h1>` and the features' `<ul>` of the page.
        let title: String
        let features: String
        var testDescription: String { locale }
    }

    /// A monthly plan with a three-day free trial (few in Russian, Polish and Arabic) and a yearly plan,
    /// highlighted, with a two-week trial (14: many in Russian, Polish and Arabic).
    static func catalog(locales: [String], copy: String, highlight: String = "com.example.pro.yearly", offers: Bool = true) -> String {
        func offer(_ period: String) -> String {
            offers ? #", "offers": [ { "kind": "introductory", "phases": [ { "mode": "free", "period": "\#(period)" } ] } ]"# : ""
        }
        let names = locales.map { #""\#($0)": { "displayName": "Pro \#($0)", "description": "Everything" }"# }.joined(separator: ", ")
        return """
            {
              "name": "Sketch", "sourceLocale": "en_US", "defaultStorefront": "US",
              "groups": [ { "id": "pro", "name": "Pro" } ],
              "products": [
                { "id": "com.example.pro.monthly", "type": "autoRenewable", "group": "pro", "level": 2, "period": "P1M",
                  "prices": { "US": "9.99", "DE": "9.99", "FR": "9.99", "RU": "899.00", "PL": "49.99", "SA": "39.99", "JP": "1500" },
                  "localizations": { \(names) }\(offer("P3D")) },
                { "id": "com.example.pro.yearly", "type": "autoRenewable", "group": "pro", "level": 1, "period": "P1Y",
                  "prices": { "US": "59.99", "DE": "59.99", "FR": "59.99", "RU": "5390.00", "PL": "299.99", "SA": "239.99", "JP": "9800" },
                  "localizations": { \(names) }\(offer("P2W")) }
              ],
              "paywalls": [ { "id": "main", "products": ["com.example.pro.monthly", "com.example.pro.yearly"],
                "highlight": "\(highlight)", "locales": [\(locales.map { "\"\($0)\"" }.joined(separator: ", "))],
                "copy": { \(copy) } } ]
            }
            """
    }

    /// The built pages' HTML by locale tag, and the report.
    static func build(_ catalog: String, locales: BuildOptions.LocaleSelection = .paywalls) throws -> ([String: String], BuildReport) {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(catalog, in: folder)
        let out = folder.appendingPathComponent("_site")
        let report = try SiteFixture.build(BuildOptions(inputs: [file], output: out.path, locales: locales)).get()
        var pages: [String: String] = [:]
        for page in report.pages { pages[page.locale] = try SiteFixture.read(out.appendingPathComponent(page.path)) }
        return (pages, report)
    }

    static func section(_ html: String, from start: String, to end: String) -> String? {
        guard let lower = html.range(of: start), let upper = html.range(of: end, range: lower.upperBound..<html.endIndex) else {
            return nil
        }
        return String(html[lower.lowerBound..<upper.upperBound])
    }

    static let yearlyTitle =
        #""title": "{eligible, select, yes {Try it free for {trialDays, plural, one {# day} other {# days}}} other {Get Sketch Pro}}""#

    static let cases: [Case] = [
        Case(
            locale: "en_US",
            copy: #"\#(yearlyTitle), "subtitle": "", "features": ["{pricePerMonth} on the yearly plan", "Save {saving}"]"#,
            title: #"<h1><span class="with-offer">Try it free for 14 days</span><span class="without-offer">Get Sketch Pro</span></h1>"#,
            features: "<ul class=\"features\">\n<li>$4.99 per month on the yearly plan</li>\n<li>Save 49%</li>\n</ul>"),
        Case(
            locale: "de_DE",
            copy: #"""
                "title": "{eligible, select, yes {{trialDays, plural, one {# Tag} other {# Tage}} gratis testen} other {Sketch Pro holen}}",
                "subtitle": "", "features": ["Im Jahresabo nur {pricePerMonth}", "{saving} sparen"]
                """#,
            title: #"<h1><span class="with-offer">14 Tage gratis testen</span><span class="without-offer">Sketch Pro holen</span></h1>"#,
            features: "<ul class=\"features\">\n<li>Im Jahresabo nur 4,99\u{00A0}€ pro Monat</li>\n<li>49\u{00A0}% sparen</li>\n</ul>"),
        Case(
            locale: "fr_FR",
            copy: #"""
                "title": "{eligible, select, yes {Essai gratuit de {trialDays, plural, one {# jour} many {# jours} other {# jours}}} other {Passez à Sketch Pro}}",
                "subtitle": "", "features": ["Formule annuelle : {pricePerMonth}", "L'essai se résilie en un geste"]
                """#,
            title:
                #"<h1><span class="with-offer">Essai gratuit de 14 jours</span><span class="without-offer">Passez à Sketch Pro</span></h1>"#,
            features:
                "<ul class=\"features\">\n<li>Formule annuelle : 4,99\u{00A0}€ par mois</li>\n<li>L&#39;essai se résilie en un geste</li>\n</ul>"
        ),
        Case(
            locale: "ru_RU",
            copy: #"""
                "title": "{eligible, select, yes {{trialDays, plural, one {# день} few {# дня} many {# дней} other {# дня}} бесплатно} other {Sketch Pro}}",
                "subtitle": "", "features": ["{eligible, select, yes {Пробный период: {trialDuration}} other {Годовая подписка: {pricePerMonth}}}"]
                """#,
            title: #"<h1><span class="with-offer">14 дней бесплатно</span><span class="without-offer">Sketch Pro</span></h1>"#,
            features:
                "<ul class=\"features with-offer\">\n<li>Пробный период: 2 недели</li>\n</ul>\n<ul class=\"features without-offer\">\n<li>Годовая подписка: 449,16\u{00A0}₽ в месяц</li>\n</ul>"
        ),
        Case(
            locale: "pl_PL",
            copy: #"""
                "title": "{eligible, select, yes {{trialDays, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}} za darmo} other {Sketch Pro}}",
                "subtitle": "", "features": ["{eligible, select, yes {Wypróbuj za darmo} other {}}", "Plan roczny: {pricePerMonth}"]
                """#,
            title: #"<h1><span class="with-offer">14 dni za darmo</span><span class="without-offer">Sketch Pro</span></h1>"#,
            features:
                "<ul class=\"features with-offer\">\n<li>Wypróbuj za darmo</li>\n<li>Plan roczny: 24,99\u{00A0}zł na miesiąc</li>\n</ul>\n<ul class=\"features without-offer\">\n<li>Plan roczny: 24,99\u{00A0}zł na miesiąc</li>\n</ul>"
        ),
        Case(
            locale: "ar_SA",
            copy: #"""
                "title": "{eligible, select, yes {جرّبه مجانًا لمدة {trialDays, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}} other {اشترك في Sketch Pro}}",
                "subtitle": "", "features": ["الخطة السنوية: {pricePerMonth}"]
                """#,
            title:
                #"<h1><span class="with-offer">جرّبه مجانًا لمدة ١٤ يومًا</span><span class="without-offer">اشترك في Sketch Pro</span></h1>"#,
            features: "<ul class=\"features\">\n<li>الخطة السنوية: \u{200F}١٩٫٩٩\u{00A0}ر.س.\u{200F} في الشهر</li>\n</ul>"),
        Case(
            locale: "ja_JP",
            copy: #"""
                "title": "{eligible, select, yes {{trialDays, plural, other {#日間}}無料でお試し} other {Sketch Proにアップグレード}}",
                "subtitle": "", "features": ["年間プランなら{pricePerMonth}", "{productName}"]
                """#,
            title: #"<h1><span class="with-offer">14日間無料でお試し</span><span class="without-offer">Sketch Proにアップグレード</span></h1>"#,
            features: "<ul class=\"features\">\n<li>年間プランなら￥816/月</li>\n<li>Pro ja_JP</li>\n</ul>"),
    ]

    @Test("title and features in both states, in the page's language and storefront", arguments: cases)
    func bothStates(_ test: Case) throws {
        let (pages, report) = try Self.build(Self.catalog(locales: [test.locale], copy: #""\#(test.locale)": { \#(test.copy) }"#))
        let html = try #require(pages.values.first)
        #expect(report.pages[0].warnings == [])
        #expect(Self.section(html, from: "<h1", to: "</h1>") == test.title)
        let features = Self.section(html, from: "<ul class=\"features", to: "<fieldset").map { String($0.dropLast("\n<fieldset".count)) }
        #expect(features == test.features)
    }

    @Test("the monthly plan's three-day trial: few in Russian, Polish and Arabic")
    func fewDays() throws {
        let copy = [
            #""ru_RU": { "title": "{eligible, select, yes {{trialDays, plural, one {# день} few {# дня} many {# дней} other {# дня}} бесплатно} other {Sketch Pro}}", "subtitle": "", "features": [] }"#,
            #""pl_PL": { "title": "{eligible, select, yes {{trialDays, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}} za darmo} other {Sketch Pro}}", "subtitle": "", "features": [] }"#,
            #""ar_SA": { "title": "{eligible, select, yes {{trialDays, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}} مجانًا} other {Sketch Pro}}", "subtitle": "", "features": [] }"#,
        ]
        let (pages, _) = try Self.build(
            Self.catalog(locales: ["ru_RU", "pl_PL", "ar_SA"], copy: copy.joined(separator: ", "), highlight: "com.example.pro.monthly"))
        let titles = pages.mapValues { Self.section($0, from: "<span class=\"with-offer\">", to: "</span>") }
        #expect(titles["ru-RU"] == #"<span class="with-offer">3 дня бесплатно</span>"#)
        #expect(titles["pl-PL"] == #"<span class="with-offer">3 dni za darmo</span>"#)
        #expect(titles["ar-SA"] == #"<span class="with-offer">٣ أيام مجانًا</span>"#)
    }

    @Test("without any offer on the paywall, copy is formatted for customers who get none, once")
    func noOfferFormatsTheNoState() throws {
        let copy =
            #""en_US": { "title": "{eligible, select, yes {Try it free} other {Go Pro for {price}}}", "subtitle": "{periodlyLabel}", "features": [] }"#
        let (pages, report) = try Self.build(Self.catalog(locales: ["en_US"], copy: copy, offers: false))
        let html = try #require(pages["en-US"])
        #expect(Self.section(html, from: "<h1", to: "</h1>") == "<h1>Go Pro for $59.99</h1>")
        #expect(html.contains("<p class=\"subtitle\">Yearly</p>"))
        #expect(!html.contains("with-offer\">Try"))
        #expect(report.pages[0].warnings == [])
    }

    @Test("copy without braces or apostrophes is shown exactly as written; apostrophes follow ICU's rule")
    func plainTextIsUnchanged() throws {
        let copy = #"""
            "fr_FR": { "title": "Essai « gratuit » #1 — 100 % d’avance, <b>&amp;</b>", "subtitle": "L'essai, c'est {price}",
              "features": ["Un ''double'' # et '{'accolades'}'"] }
            """#
        let (pages, _) = try Self.build(Self.catalog(locales: ["fr_FR"], copy: copy))
        let html = try #require(pages["fr-FR"])
        #expect(html.contains("<h1>Essai « gratuit » #1 — 100 % d’avance, &lt;b&gt;&amp;amp;&lt;/b&gt;</h1>"))
        #expect(html.contains("<p class=\"subtitle\">L&#39;essai, c&#39;est 59,99\u{A0}€</p>"))
        #expect(html.contains("<li>Un &#39;double&#39; # et {accolades}</li>"))
    }

    @Test("a pattern that cannot be formatted is shown as written, with a review note; the build succeeds")
    func brokenPatternIsShownRaw() throws {
        let copy = #"""
            "en_US": { "title": "Try {trialDays, plural, one {# day} other {# days} free", "subtitle": "Save {savings}",
              "features": ["{trialDuration} free"] }
            """#
        let (pages, report) = try Self.build(Self.catalog(locales: ["en_US"], copy: copy))
        let html = try #require(pages["en-US"])
        #expect(html.contains("<h1>Try {trialDays, plural, one {# day} other {# days} free</h1>"))
        #expect(html.contains("<p class=\"subtitle\">Save {savings}</p>"))
        #expect(
            report.pages[0].warnings == [
                "The title “Try {trialDays, plural, one {# day} other {# days} free” could not be formatted and is shown as written: MessageFormat syntax error at `…ays, plural, one {# day} other {# days} ` ← here (U_PATTERN_SYNTAX_ERROR) (hint: write {name}, {name, plural, one {# day} other {# days}} or {name, select, yes {…} other {…}}; quote a literal brace as '{').",
                "The subtitle “Save {savings}” could not be formatted and is shown as written: no value for the argument {savings} (hint: did you mean {saving}?).",
                "The feature 1 “{trialDuration} free” could not be formatted for customers who get no introductory offer and is shown as written: no value for the argument {trialDuration} (hint: put it in the `yes` case of `{eligible, select, yes {…} other {…}}`).",
            ])
        #expect(
            html.contains(
                "<ul class=\"features with-offer\">\n<li>2 weeks free</li>\n</ul>\n<ul class=\"features without-offer\">\n<li>{trialDuration} free</li>\n</ul>"
            ))
    }

    @Test("callToAction with trial variables gets no note: customers without the offer see callToActionWithoutOffer")
    func callToActionIsFormattedOnlyWhereShown() throws {
        let copy = #"""
            "en_US": { "title": "Pro", "features": [], "callToAction": "Start your {trialDuration} free trial",
              "callToActionWithoutOffer": "Subscribe for {pricePerPeriod}" }
            """#
        let (pages, report) = try Self.build(Self.catalog(locales: ["en_US"], copy: copy))
        let html = try #require(pages["en-US"])
        #expect(html.contains("Start your 2 weeks free trial"))
        #expect(html.contains("Subscribe for $59.99 per year"))
        #expect(report.pages[0].warnings == [])
        // Without callToActionWithoutOffer, those customers see the default button: still no note.
        let withoutOwn = #""en_US": { "title": "Pro", "features": [], "callToAction": "Start your {trialDuration} free trial" }"#
        #expect(try Self.build(Self.catalog(locales: ["en_US"], copy: withoutOwn)).1.pages[0].warnings == [])
    }

    @Test("without a highlight, the with-offer copy takes the variables of the first plan with an offer")
    func offerVariablesComeFromThePlanWithTheOffer() throws {
        let catalog = Self.catalog(
            locales: ["en_US"],
            copy:
                #""en_US": { "title": "{eligible, select, yes {Try {trialDuration} free, then {pricePerPeriod}} other {Pro for {pricePerPeriod}}}", "features": [] }"#,
            highlight: "none"
        )
        .replacingOccurrences(
            of:
                #""localizations": { "en_US": { "displayName": "Pro en_US", "description": "Everything" } }, "offers": [ { "kind": "introductory", "phases": [ { "mode": "free", "period": "P3D" } ] } ]"#,
            with: #""localizations": { "en_US": { "displayName": "Pro en_US", "description": "Everything" } }"#)
        let (pages, report) = try Self.build(catalog)
        let html = try #require(pages["en-US"])
        #expect(html.contains(#"<span class="with-offer">Try 2 weeks free, then $59.99 per year</span>"#))
        #expect(html.contains(#"<span class="without-offer">Pro for $9.99 per month</span>"#))
        #expect(report.pages[0].warnings == [])
    }

    /// Copy in another language for want of a translation: English sentences keep English numbers and names.
    static let fallbackCases: [(locale: String, title: String, subtitle: String)] = [
        (
            "ar_SA", "Pro en_US",
            "<p class=\"subtitle with-offer\" lang=\"en-US\" dir=\"ltr\">2 weeks free, then SAR\u{00A0}19.99 per month</p>"
        ),
        ("ja_JP", "Pro en_US", "<p class=\"subtitle with-offer\" lang=\"en-US\" dir=\"ltr\">2 weeks free, then ¥816 per month</p>"),
        // The page's own language, another region: the page's conventions.
        ("en_GB", "Pro en_GB", "<p class=\"subtitle with-offer\">2 weeks free, then US$4.99 per month</p>"),
    ]

    @Test("copy shown in another language is filled in that language's conventions, with the plan's name in it", arguments: fallbackCases)
    func fallbackCopyUsesItsOwnLanguagesConventions(_ test: (locale: String, title: String, subtitle: String)) throws {
        let copy =
            #""en_US": { "title": "{productName}", "subtitle": "{eligible, select, yes {{trialDuration} free, then {pricePerMonth}} other {{pricePerPeriod}}}", "features": [] }"#
        let (pages, _) = try Self.build(Self.catalog(locales: ["en_US", test.locale], copy: copy))
        let html = try #require(pages[test.locale.replacingOccurrences(of: "_", with: "-")])
        #expect(html.contains(">\(test.title)</h1>"))
        #expect(html.contains(test.subtitle))
    }

    /// A partial translation: the Arabic title is the page's, the subtitle it leaves out is the source's, in
    /// English with English numbers, never «‏١٩٫٩٩ ر.س.‏» inside an English sentence.
    @Test func textsTakenFromTheSourceCopyUseItsConventions() throws {
        let copy = #"""
            "en_US": { "title": "{productName}", "subtitle": "{eligible, select, yes {{trialDuration} free, then {pricePerMonth}} other {{pricePerPeriod}}}", "features": [] },
            "ar_SA": { "title": "اشترك في {appName}" }
            """#
        let (pages, _) = try Self.build(Self.catalog(locales: ["en_US", "ar_SA"], copy: copy))
        let html = try #require(pages["ar-SA"])
        #expect(html.contains("<h1>اشترك في Sketch</h1>"))
        #expect(
            html.contains(
                "<p class=\"subtitle with-offer\" lang=\"en-US\" dir=\"ltr\">2 weeks free, then SAR\u{00A0}19.99 per month</p>"))
    }

    @Test("a title shown as written gets no overflow note; a long formatted title does")
    func overflowIsJudgedOnFormattedText() throws {
        let long = "{price} " + String(repeating: "{appName} ", count: 12)
        let broken = #""en_US": { "title": "\#(long){trialDays, plural, one {# day}", "features": [] }"#
        let warnings = try Self.build(Self.catalog(locales: ["en_US"], copy: broken)).1.pages[0].warnings
        #expect(warnings.count == 1)
        #expect(!warnings.contains { $0.contains("overflow") })
        let formatted = #""en_US": { "title": "\#(long)", "features": [] }"#
        let notes = try Self.build(Self.catalog(locales: ["en_US"], copy: formatted)).1.pages[0].warnings
        #expect(notes == ["The title “$59.99 " + String(repeating: "Sketch ", count: 12) + "” is likely to overflow at 375 px."])
    }
}
