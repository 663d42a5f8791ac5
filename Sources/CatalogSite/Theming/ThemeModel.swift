import Mustache

/// A view model a template renders: its template variables are one table, `variables`, from which its
/// lookup (`child(named:)`, used by both renderers), the theme checker's names (`variables.schema`) and
/// the tables of `docs/themes.md` and `ThemeAuthoring.md` are all derived.
///
/// ```swift
/// struct LocaleLink: ThemeModel {
///     let tag: String
///     static let variables = ThemeVariables<Self>("one entry of the switcher", [
///         .text("tag", "the locale's BCP 47 tag") { $0.tag }
///     ])
/// }
/// ```
protocol ThemeModel: MustacheParent, Sendable {
    /// Every name a template may use on this model, with what it holds and how to read it.
    static var variables: ThemeVariables<Self> { get }
}

extension ThemeModel {
    /// The value of the template variable `name`, found in the table by one dictionary lookup; nil when
    /// the model has no such name (or its value is absent), so Mustache searches the enclosing contexts.
    func child(named name: String) -> Any? { Self.variables.value(named: name, of: self) }
}
