extension FeatureViewModel {
    /// The names inside `{{#featureItems}}`.
    static let variables = TemplateVariables(
        "one feature of the list",
        [
            .text("text", "the feature"),
            .model("language", TextLanguage.variables, "its language, when not the list's"),
        ])
}
