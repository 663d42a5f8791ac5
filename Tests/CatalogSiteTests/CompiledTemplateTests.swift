import Mustache
import Testing

@testable import CatalogSite

/// The fast renderer (`TemplateCompiler` + `TemplateRenderer`) writes what swift-mustache writes: each
/// template of the table is rendered both ways and compared with the exact expected text.
@Suite("Compiled templates")
struct CompiledTemplateTests {
    static var model: [String: Any] {
        [
            "title": ThemeText(text: "Tom & Jerry's <b>"),
            "html": ThemeText(text: "<i>x</i>"),
            "yes": true,
            "no": false,
            "items": [ThemeText(text: "a"), ThemeText(text: "b<")],
            "none": [ThemeText](),
            "language": ["lang": ThemeText(text: "en-US"), "dir": ThemeText(text: "ltr")] as [String: Any],
            "nothing": ThemeText?.none as Any,
            "count": 3,
            "user": ["name": ThemeText(text: "Ann"), "address": ["city": ThemeText(text: "Köln")] as [String: Any]] as [String: Any],
            "plans": [
                ["name": ThemeText(text: "Monthly"), "badge": ThemeText(text: "Best")] as [String: Any],
                ["name": ThemeText(text: "Yearly")] as [String: Any],
            ],
        ]
    }

    /// The theme's pragma shares the template's first line, so a tag on that line is never standalone;
    /// the standalone cases start on the second line.
    static let cases: [(template: String, expected: String)] = [
        ("<h1>{{title}}</h1>", "<h1>Tom &amp; Jerry&#39;s &lt;b&gt;</h1>"),
        ("{{{html}}}|{{& html}}|{{html}}", "<i>x</i>|<i>x</i>|&lt;i&gt;x&lt;/i&gt;"),
        ("{{#yes}}Y{{/yes}}{{^yes}}N{{/yes}}{{#no}}Y{{/no}}{{^no}}N{{/no}}", "YN"),
        ("{{#items}}<li>{{.}}</li>{{/items}}", "<li>a</li><li>b&lt;</li>"),
        ("{{#none}}x{{/none}}{{^none}}empty{{/none}}", "empty"),
        ("{{#missing}}x{{/missing}}{{^missing}}absent{{/missing}}[{{missing}}]", "absent[]"),
        ("{{#language}}lang=\"{{lang}}\" {{title}}{{/language}}", "lang=\"en-US\" Tom &amp; Jerry&#39;s &lt;b&gt;"),
        ("{{language.dir}} {{#language}}{{.dir}}{{/language}}", "ltr ltr"),
        ("{{#plans}}{{name}}{{#badge}} ({{.}}){{/badge}};{{/plans}}", "Monthly (Best);Yearly;"),
        ("<ul>\n  {{#items}}\n  <li>{{.}}</li>\n  {{/items}}\n</ul>\n", "<ul>\n  <li>a</li>\n  <li>b&lt;</li>\n</ul>\n"),
        ("a\r\n{{#yes}}\r\nb\r\n{{/yes}}\r\nc", "a\r\nb\r\nc"),
        ("-\n  {{! a comment }}\nx {{! inline }} y\n", "-\nx  y\n"),
        ("  {{#yes}}  x  {{/yes}}  \n", "    x    \n"),
        ("{{yes}} {{no}}", "true false"),
        ("{ {{title}} }} {x{ y", "{ Tom &amp; Jerry&#39;s &lt;b&gt; }} {x{ y"),
        ("-\n\t{{#items}}\n{{.}}\n{{/items}}", "-\na\nb&lt;\n"),
    ]

    /// Standalone lines and other whitespace rules of the Mustache spec, and values of every kind: each
    /// renders to the same bytes through `TemplateCompiler` + `TemplateRenderer` and through
    /// swift-mustache (the differential test below; the exact texts are checked above).
    static let differentialCases: [String] =
        cases.map(\.template) + [
            // Standalone tags at line start, line end, indented, with tabs, between texts.
            "a\n{{#yes}}\nb\n{{/yes}}\nc\n",
            "a\n  {{#yes}}\n  b\n  {{/yes}}\nc\n",
            "a\n\t {{^no}}\t\nb\n \t{{/no}} \nc",
            "a\n{{#yes}}b\n{{/yes}}c\n",
            "a\nx {{#yes}}\n{{/yes}} y\n",
            "a\n{{#yes}}{{/yes}}\nb\n",
            "a\n{{#yes}} {{! c }}\n{{/yes}} {{! d }}\n",
            // CRLF, and a tag at the end of the file without a line ending.
            "a\r\n  {{#items}}\r\n{{.}}\r\n  {{/items}}\r\n",
            "a\n{{#yes}}\nb\n{{/yes}}",
            "a\n  {{#yes}}\nb\n  {{/yes}}",
            "a\n{{! end }}",
            "a\n{{! end }}  ",
            "a\n  ",
            "a\n  x",
            "a\n  {{title}}",
            "  ",
            // Nested and inverted sections, comments (also over several lines).
            "-\n{{#plans}}\n  {{#badge}}\n  [{{.}}]\n  {{/badge}}\n  {{^badge}}\n  none\n  {{/badge}}\n{{/plans}}\n",
            "-\n{{#user}}{{#address}}{{city}}/{{name}}{{/address}}{{/user}}\n",
            "-\n{{^items}}no{{/items}}\n{{^none}}\nempty\n{{/none}}\n",
            "-\n{{!\nspans\nlines\n}}\nafter\n",
            "-\n  {{!\n  indented\n  }}  \nafter\n",
            "-\nx{{! one }}y{{!two}}z\n",
            // Interpolation: raw, escaped, dotted names, spaces in tags, missing values, nil, numbers.
            "{{{title}}} {{&title}} {{ title }} {{{ html }}} {{& html }}",
            "{{user.name}} {{user.address.city}} {{user.missing.city}} {{missing.x}}",
            "[{{nothing}}][{{{nothing}}}]{{#nothing}}x{{/nothing}}{{^nothing}}nil{{/nothing}}",
            "{{count}} {{#count}}{{.}}{{/count}} {{^count}}zero{{/count}}",
            "{{#user}}{{name}} {{title}} {{address.city}}{{/user}}",
            "{{#items}}{{.}},{{/items}}{{#none}}x{{/none}}|{{#plans}}{{name}}{{/plans}}",
            "{{#yes}}{{#no}}x{{/no}}{{^no}}{{#yes}}deep{{/yes}}{{/no}}{{/yes}}",
            "{{#language}}{{lang}}{{/language}}{{^language}}x{{/language}}",
            "{{yes}}{{no}}{{items}}",
            // Text that only looks like a tag.
            "a { b } {x {{title}}{ }}",
            // Found by `MustacheDifferentialTests`: blanks that start a last line without a line ending, followed
            // only by comments, are dropped (swift-mustache holds them until something is written on the line).
            "{{#missing  }}{{!}}{{\tnone }}{{&obj }}{{/ missing  }}\n\t{{!}}{{!a\nb}}",
            "\r\n\t{{! standalone }}{{!}}",
        ]

    @Test("each template renders to the same bytes as with swift-mustache", arguments: differentialCases)
    func rendersTheSameAsSwiftMustache(template: String) throws {
        let compiled = try #require(TemplateCompiler.compile(template))
        let expected = try MustacheFallback.html().parse(template).render(Self.model)
        #expect(Array(TemplateRenderer.render(compiled, Self.model).utf8) == Array(expected.utf8))
    }

    @Test("each template renders as swift-mustache renders it", arguments: cases)
    func rendersAsSwiftMustache(template: String, expected: String) throws {
        let compiled = try #require(TemplateCompiler.compile(template))
        #expect(TemplateRenderer.render(compiled, Self.model) == expected)
        #expect(try MustacheFallback.html().parse(template).render(Self.model) == expected)
    }

    /// Each template rendered for two models that differ in one value (`yes`, the name a section tests),
    /// the parts that do not name it once: the same bytes as rendering each model alone.
    @Test("a pair of models renders as each model alone", arguments: differentialCases)
    func rendersPairsAsSingles(template: String) throws {
        let compiled = try #require(TemplateCompiler.compile(template))
        var other = Self.model
        other["yes"] = false
        let (first, second) = TemplateRenderer.render(compiled, Self.model, other, varying: "yes")
        #expect(Array(first.utf8) == Array(TemplateRenderer.render(compiled, Self.model).utf8))
        #expect(Array(second.utf8) == Array(TemplateRenderer.render(compiled, other).utf8))
    }

    /// Besides Mustache the renderer does not handle: a line break other than LF or CRLF, a template the
    /// scanner refuses (an unclosed section, another content type), and a section with one standalone tag and one not (swift-mustache's rule for the line
    /// after it differs from the spec's).
    @Test("templates using more of Mustache are left to swift-mustache")
    func unsupportedTemplatesAreNotCompiled() {
        for template in [
            "{{> plan}}", "{{<page}}{{$x}}y{{/x}}{{/page}}", "{{=<% %>=}}<% title %>", "{{uppercased(title)}}",
            "-\n{{#yes}}\nx{{/yes}}", "-\nx{{#yes}}\n{{/yes}}\n", "a\u{2028}b", "{{#yes}}x", "{{% CONTENT_TYPE: TEXT}}{{title}}",
        ] {
            #expect(TemplateCompiler.compile(template) == nil, "\(template)")
        }
    }

    /// A theme that uses a partial has swift-mustache parse that template (and only then), with the
    /// fast renderer's escaping, and every template of the theme is a partial it can name.
    @Test("a template with a partial is left to swift-mustache, with the same escaping")
    func partialsAreLeftToSwiftMustache() throws {
        var fallback: MustacheFallback?
        let (compiled, _) = Theme.template(
            "<b>{{title}}</b>",
            variables: TemplateVariables("x", [TemplateVariables.Variable(name: "title", kind: .text, summary: "A text.")]),
            fallback: &fallback)
        #expect(fallback == nil)
        guard case .compiled? = compiled else { throw FixtureError("not compiled") }
        let (template, _) = Theme.template("[{{> page}}]", variables: TemplateVariables("x", []), fallback: &fallback)
        guard case .mustache(let parsed)? = template, var library = fallback else { throw FixtureError("not left to swift-mustache") }
        library.register(try library.parse("<b>{{title}}</b>"), named: "page")
        library.register(parsed, named: "list")
        #expect(library.render(Self.model, template: "list") == "[<b>Tom &amp; Jerry&#39;s &lt;b&gt;</b>]")
    }

    @Test("every template of the default theme is compiled, and swift-mustache is not needed")
    func defaultThemeIsCompiled() throws {
        let theme = try Theme(overrides: nil)
        #expect(theme.compiled.keys.sorted() == Theme.templateNames.sorted())
        #expect(theme.fallback == nil)
    }
}
