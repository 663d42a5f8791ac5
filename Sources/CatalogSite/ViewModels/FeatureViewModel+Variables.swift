extension FeatureViewModel {
    /// The names inside `{{#featureItems}}`.
    static let variables = ThemeVariables<Self>(
        "one feature of the list",
        [
            .text("text", "the feature") { $0.text },
            .model("language", "its language, when not the list's") { $0.language },
        ])
}
