/// The rows of each kind, each taking the value as the model holds it (`String`, `String?`, a nested
/// model) and handing it to the renderers as they read it (`ThemeText`, nil, `ThemeAbsent`).
///
/// A row whose value is absent gives nil, so Mustache goes on to the enclosing contexts; with
/// `hidesEnclosing` it gives `ThemeAbsent`, which ends the search: a plan without a disclosure must
/// not show the page's.
extension ThemeVariable {
    /// Text, escaped by `{{name}}`: `.text("name", "the product's name") { $0.name }`.
    static func text(_ name: String, _ summary: String, _ get: @escaping @Sendable (Model) -> String) -> Self {
        Self(name, .text, summary) { ThemeText(text: get($0)) }
    }

    /// Text or nothing: `.optionalText("badge", "\"Best value\"") { $0.badge }`.
    static func optionalText(
        _ name: String, _ summary: String, hidesEnclosing: Bool = false, _ get: @escaping @Sendable (Model) -> String?
    ) -> Self {
        if hidesEnclosing { return Self(name, .optionalText, summary) { ThemeAbsent.text(get($0)) } }
        return Self(name, .optionalText, summary) { get($0).map(ThemeText.init) }
    }

    /// A list of texts: `.texts("notes", "the review notes") { $0.notes }`.
    static func texts(_ name: String, _ summary: String, _ get: @escaping @Sendable (Model) -> [String]) -> Self {
        Self(name, .texts, summary) { get($0).map(ThemeText.init) }
    }

    /// True or false: `.flag("hasNotes", "whether there are notes") { !$0.notes.isEmpty }`.
    static func flag(_ name: String, _ summary: String, _ get: @escaping @Sendable (Model) -> Bool) -> Self {
        Self(name, .flag, summary) { get($0) }
    }

    /// HTML rendered by another template, placed with `{{{name}}}`: `.html("planCards", "the cards") { $0.planCards }`.
    static func html(_ name: String, _ summary: String, _ get: @escaping @Sendable (Model) -> String) -> Self {
        Self(name, .html, summary) { ThemeText(text: get($0)) }
    }

    /// A list of models, whose names a `{{#name}}` section can use: `.models("plans", "the plans") { $0.plans }`.
    static func models<Element: ThemeModel>(_ name: String, _ summary: String, _ get: @escaping @Sendable (Model) -> [Element]) -> Self {
        Self(name, .models(Element.variables.schema), summary) { get($0) }
    }

    /// One model or nothing: `.model("nameLanguage", "the name's language") { $0.nameLanguage }`.
    static func model<Element: ThemeModel>(
        _ name: String, _ summary: String, hidesEnclosing: Bool = false, _ get: @escaping @Sendable (Model) -> Element?
    ) -> Self {
        if hidesEnclosing { return Self(name, .model(Element.variables.schema), summary) { get($0) ?? ThemeAbsent() } }
        return Self(name, .model(Element.variables.schema), summary) { get($0) }
    }
}
