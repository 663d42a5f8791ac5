import Mustache

/// A view-model string as Mustache sees it: rendered through the template's escaping like any value,
/// without the reflection swift-mustache applies to plain `Any` values.
struct ThemeText: MustacheCustomRenderable, MustacheParent, Sendable {
    let text: String
    var renderText: String { text }
    var isNull: Bool { false }
    /// A text has no children; saying so spares swift-mustache a `Mirror` when a section
    /// (`{{#subtitle}}…{{/subtitle}}`) pushes the text and a lookup inside it starts there.
    func child(named name: String) -> Any? { nil }
}
