import Mustache

/// A theme template compiled once for `TemplateRenderer`, which renders the view models to the same
/// bytes as swift-mustache, without per-lookup costs (splitting the name, copying the context stack,
/// casting every value to several protocols).
///
/// Only the Mustache that a theme needs for plain values is compiled: text, `{{name}}`, `{{{name}}}`,
/// `{{&name}}`, sections, inverted sections, comments and the theme's own content-type pragma.
/// `TemplateCompiler` returns nil for anything else (partials, inheritance, transforms, delimiters),
/// and such a template is rendered by swift-mustache, so every theme keeps working.
struct CompiledTemplate: Sendable {
    /// One piece of the template, in order.
    indirect enum Node: Sendable {
        /// Text placed as written (adjacent texts merged).
        case text(String)
        /// A value, HTML-escaped unless `escaped` is false (`{{{name}}}`, `{{&name}}`).
        case variable(Name, escaped: Bool)
        /// `{{#name}}…{{/name}}`.
        case section(Name, [Node])
        /// `{{^name}}…{{/name}}`.
        case inverted(Name, [Node])

        /// Whether any name in this node or inside it has `name` as one of its parts.
        func mentions(_ name: String) -> Bool {
            switch self {
            case .text: false
            case .variable(let looked, _): looked.parts.contains(name)
            case .section(let looked, let children), .inverted(let looked, let children):
                looked.parts.contains(name) || children.contains { $0.mentions(name) }
            }
        }
    }

    /// A name to look up: `.` (the current value), a name searched from the innermost
    /// section outwards, or one starting with a dot, looked up in the current value only; each later
    /// part of a dotted name is looked up in the value found.
    struct Name: Sendable {
        enum Start: Sendable {
            case current
            case stack
            case anchored
        }
        let start: Start
        let parts: [String]

        init(_ text: String) {
            parts = text.split(separator: ".").map(String.init)
            start = text == "." ? .current : text.first == "." ? .anchored : .stack
        }
    }

    let nodes: [Node]
}
