import Mustache

/// swift-mustache, for the templates `TemplateCompiler` leaves to it (partials, inheritance, transforms,
/// delimiters), and the oracle the compiled renderer is tested against.
///
/// Every template is parsed after a pragma that selects the content type the fallback was made with, so
/// `{{name}}` escapes exactly as the compiled renderer escapes it. swift-mustache 2.1.1 reads a content
/// type only from its process-wide table, by the pragma's name; the fallback adds its content type there
/// when it is made, and only a theme that needs swift-mustache makes one.
struct MustacheFallback: Sendable {
    /// The pragma in front of every template: `{{% CONTENT_TYPE: CATALOG_HTML}}`.
    let pragma: String
    private(set) var library = MustacheLibrary()

    /// A fallback whose templates escape with `contentType`, registered with swift-mustache as `name`.
    init(contentType: some MustacheContentType, named name: String) {
        MustacheContentTypes.register(contentType, named: name)
        pragma = "{{% CONTENT_TYPE: \(name)}}"
    }

    /// The fallback that escapes the five characters of `FastHTMLContentType`, as the compiled renderer does.
    static func html() -> MustacheFallback { MustacheFallback(contentType: FastHTMLContentType(), named: FastHTMLContentType.name) }

    /// Parses a theme file's text as swift-mustache reads it, after the pragma.
    /// - Throws: swift-mustache's `MustacheTemplate.ParserError`.
    func parse(_ text: String) throws -> MustacheTemplate { try MustacheTemplate(string: pragma + text) }

    /// Adds a parsed template, which partials can then name.
    mutating func register(_ template: MustacheTemplate, named name: String) { library.register(template, named: name) }

    /// Renders `object` with the template called `name`; nil when there is no such template.
    func render(_ object: Any, template name: String) -> String? { library.render(object, withTemplate: name) }
}
