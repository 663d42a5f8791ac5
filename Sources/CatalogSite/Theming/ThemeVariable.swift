/// One row of a view model's table of template variables (`ThemeVariables`): a name, the kind of value
/// it holds, a summary for the docs and hints, and how to read the value from the model.
///
/// A value per eligibility state (`ByEligibility`) is one row that declares two names, today's
/// `…WithOffer` and `…WithoutOffer` ones, so themes keep the names they use.
///
/// ```swift
/// .text("productID", "the product's ID") { $0.productID }
/// .text(.pair("callToActionWithOffer", "callToActionWithoutOffer"), .pair("for eligible customers", "for the others")) {
///     $0.callToAction
/// }
/// ```
struct ThemeVariable<Model>: Sendable {
    /// One name a template may use, and how to read its value.
    struct Name: Sendable {
        let variable: TemplateVariables.Variable
        /// The value as the renderers take it: texts as `ThemeText`, absent values as nil or `ThemeAbsent`.
        let value: @Sendable (Model) -> Any?
    }

    /// The names this row declares: one, or one per eligibility state.
    let names: [Name]

    /// A row of one name.
    init(_ name: String, _ kind: TemplateVariables.Kind, _ summary: String, _ value: @escaping @Sendable (Model) -> Any?) {
        names = [Name(variable: TemplateVariables.Variable(name: name, kind: kind, summary: summary), value: value)]
    }

    /// A row of several names, declared together (a list, whether it is empty, and its counts).
    init(_ rows: [Self]) {
        names = rows.flatMap(\.names)
    }

    /// A row of one name per eligibility state, each made by `single` from that state's value.
    init<Value>(
        _ names: ByEligibility<String>, _ summaries: ByEligibility<String>, _ get: @escaping @Sendable (Model) -> ByEligibility<Value>,
        _ single: (String, String, @escaping @Sendable (Model) -> Value) -> Self
    ) {
        self.init([
            single(names.withOffer, summaries.withOffer) { get($0).withOffer },
            single(names.withoutOffer, summaries.withoutOffer) { get($0).withoutOffer },
        ])
    }
}
