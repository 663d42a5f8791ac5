/// One `{{…}}` tag of a Mustache template, where it starts, and what it names.
struct TemplateTag: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// `{{name}}`, escaped.
        case variable
        /// `{{{name}}}` or `{{&name}}`, not escaped.
        case unescaped
        /// `{{#name}}`.
        case section
        /// `{{^name}}`.
        case inverted
        /// `{{/name}}`.
        case close
        /// `{{>name}}`: another template of the theme.
        case partial
        /// `{{<name}}`: another template of the theme, with blocks replaced.
        case parent
        /// `{{$name}}`: a block a parent template may replace.
        case block
        /// `{{!…}}`: nothing to check or render.
        case comment
        /// `{{=<% %>=}}`: other delimiters from here on.
        case delimiters
    }

    let kind: Kind
    /// The name as written, with any transform (`count(features)`).
    let name: String
    /// The tag as written (`{{#plans}}`), for messages.
    let text: String
    /// 1-based line and column of the tag's first character.
    let line: Int
    let column: Int
}
