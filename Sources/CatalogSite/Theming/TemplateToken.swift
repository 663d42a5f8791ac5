/// A piece of a theme template as `TemplateScanner` cuts it: the checker reads its tags, and
/// `TemplateCompiler` builds the compiled renderer's tree from all of them.
enum TemplateToken: Sendable, Equatable {
    /// Text without a line ending, placed as written.
    case text(String)
    /// A line ending as written ("\n", "\r\n", or another Unicode line break).
    case lineEnd(String)
    /// A tag, with its position.
    case tag(TemplateTag)
}
