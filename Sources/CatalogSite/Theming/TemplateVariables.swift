/// The names a template may use: the values of the view model it renders, and of the models its sections
/// step into. The theme loader checks every `{{name}}` against them before anything is rendered, and
/// `docs/themes.md` and the DocC article `ThemeAuthoring.md` list them.
///
/// Derived from each view model's table (`ThemeVariables.schema`), never written by hand.
struct TemplateVariables: Sendable {
    /// What a name holds, which decides how a template may place it. Not `indirect`: the nested models sit
    /// in arrays already, and LeakSanitizer cannot follow the tagged pointers of an indirect case, so it
    /// reported the static declarations as leaks.
    enum Kind: Sendable {
        /// Text, escaped by `{{name}}`.
        case text
        /// Text or nothing: `{{#name}}…{{.}}…{{/name}}` shows it only when present.
        case optionalText
        /// A list of texts: `{{#name}}…{{.}}…{{/name}}` repeats for each.
        case texts
        /// True or false, for `{{#name}}…{{/name}}` and `{{^name}}…{{/name}}`.
        case flag
        /// HTML rendered (and escaped) by another template of the theme: placed with `{{{name}}}`.
        case html
        /// A list of models: `{{#name}}…{{/name}}` repeats for each, and the section can use their names.
        case models(TemplateVariables)
        /// One model or nothing: `{{#name}}…{{/name}}` shows its content only when present, and the section
        /// can use the model's names (`{{name.other}}` reaches one of them directly).
        case model(TemplateVariables)

        /// Whether `{{#name}}` repeats over it and list transforms (`count`, `first`, …) apply.
        var isList: Bool {
            switch self {
            case .texts, .models: true
            default: false
            }
        }
    }

    /// One name.
    struct Variable: Sendable {
        let name: String
        let kind: Kind
        /// What it holds, for the tables of `docs/themes.md` and `ThemeAuthoring.md`, and for hints.
        let summary: String
    }

    /// What the model is ("the page", "one plan card").
    let model: String
    let variables: [Variable]

    init(_ model: String, _ variables: [Variable]) {
        self.model = model
        self.variables = variables
    }

    /// The variable called `name`, if there is one.
    func variable(_ name: String) -> Variable? { variables.first { $0.name == name } }

    /// The names, sorted.
    var names: [String] { variables.map(\.name).sorted() }
}
