extension ThemeVariable {
    /// The lint findings a model shows, as the three names every model with findings has: `findings`
    /// (a list of `FindingViewModel`), `hasFindings` and `findingsSummary` ("1 error, 2 warnings", absent
    /// without findings).
    ///
    /// ```swift
    /// .findings("the paywall's lint findings", counts: "how many of each severity, if any", hidesEnclosing: true) { $0.findings }
    /// ```
    static func findings(
        _ summary: String, counts: String, hidesEnclosing: Bool = false, _ get: @escaping @Sendable (Model) -> [FindingViewModel]
    ) -> Self {
        Self([
            .models("findings", summary, get),
            .flag("hasFindings", "whether there are lint findings") { !get($0).isEmpty },
            .optionalText("findingsSummary", counts, hidesEnclosing: hidesEnclosing) { FindingViewModel.summary(ifAny: get($0)) },
        ])
    }
}
