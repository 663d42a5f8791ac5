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

    @Test("each template renders as swift-mustache renders it", arguments: cases)
    func rendersAsSwiftMustache(template: String, expected: String) throws {
        let text = Theme.pragma + template
        let compiled = try #require(TemplateCompiler.compile(text))
        #expect(TemplateRenderer.render(compiled, Self.model) == expected)
        #expect(try MustacheTemplate(string: text).render(Self.model) == expected)
    }

    @Test("templates using more of Mustache are left to swift-mustache")
    func unsupportedTemplatesAreNotCompiled() {
        for template in ["{{> plan}}", "{{<page}}{{$x}}y{{/x}}{{/page}}", "{{=<% %>=}}<% title %>", "{{uppercased(title)}}"] {
            #expect(TemplateCompiler.compile(Theme.pragma + template) == nil, "\(template)")
        }
    }

    @Test("every template of the default theme is compiled")
    func defaultThemeIsCompiled() throws {
        let theme = try Theme(overrides: nil)
        #expect(theme.compiled.keys.sorted() == Theme.templateNames.sorted())
    }
}
