/// A view model's template variables: the one table of names a template may use on it, in the order
/// the docs list them.
///
/// The lookup (`value(named:of:)`), the checker's `schema` and the docs tables all come from the rows;
/// a new variable is one row.
///
/// ```swift
/// static let variables = ThemeVariables<Self>("one entry of the switcher", [
///     .text("tag", "the locale's BCP 47 tag") { $0.tag },
///     .text("href", "the page of that locale") { $0.href },
/// ])
/// ```
struct ThemeVariables<Model>: Sendable {
    /// The names, what each holds and its summary, for the theme checker and the docs.
    let schema: TemplateVariables
    /// Each name's accessor, so a lookup is one hash of the name.
    private let values: [String: @Sendable (Model) -> Any?]

    /// The table of `model` ("one plan card"), from its rows.
    init(_ model: String, _ rows: [ThemeVariable<Model>]) {
        let names = rows.flatMap(\.names)
        schema = TemplateVariables(model, names.map(\.variable))
        // A name declared twice keeps its first row; `ThemeVariablesTests` checks that none is.
        values = Dictionary(names.map { ($0.variable.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The value `model` gives the template variable `name`, or nil when there is no such name.
    func value(named name: String, of model: Model) -> Any? { values[name]?(model) }
}
