import Mustache

/// A value a model has, absent here: it shows as nothing and is false in a section, like nil, but unlike
/// nil it ends Mustache's search of the enclosing contexts. A paywall without findings inside a catalog
/// with some must not show the catalog's `findingsSummary` as its own.
struct ThemeAbsent: MustacheCustomRenderable, Sendable {
    var renderText: String { "" }
    var isNull: Bool { true }

    /// `text`, or an absent value that hides the enclosing contexts' value of the same name.
    static func text(_ text: String?) -> Any { text.map { ThemeText(text: $0) as Any } ?? ThemeAbsent() }
}
