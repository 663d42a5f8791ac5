/// The rows of a value per eligibility state: each declares the two names themes use today
/// (`.pair("callToActionWithOffer", "callToActionWithoutOffer")`), with a summary per state.
extension ThemeVariable {
    /// Text per state: `.text(.pair("title", "titleWithoutOffer"), .pair("…", "…")) { $0.title }`.
    static func text(
        _ names: ByEligibility<String>, _ summaries: ByEligibility<String>, _ get: @escaping @Sendable (Model) -> ByEligibility<String>
    ) -> Self {
        Self(names, summaries, get) { text($0, $1, $2) }
    }

    /// Text or nothing per state.
    static func optionalText(
        _ names: ByEligibility<String>, _ summaries: ByEligibility<String>, hidesEnclosing: Bool = false,
        _ get: @escaping @Sendable (Model) -> ByEligibility<String?>
    ) -> Self {
        Self(names, summaries, get) { optionalText($0, $1, hidesEnclosing: hidesEnclosing, $2) }
    }

    /// A list of texts per state.
    static func texts(
        _ names: ByEligibility<String>, _ summaries: ByEligibility<String>, _ get: @escaping @Sendable (Model) -> ByEligibility<[String]>
    ) -> Self {
        Self(names, summaries, get) { texts($0, $1, $2) }
    }

    /// True or false per state.
    static func flag(
        _ names: ByEligibility<String>, _ summaries: ByEligibility<String>, _ get: @escaping @Sendable (Model) -> ByEligibility<Bool>
    ) -> Self {
        Self(names, summaries, get) { flag($0, $1, $2) }
    }

    /// A list of models per state.
    static func models<Element: ThemeModel>(
        _ names: ByEligibility<String>, _ summaries: ByEligibility<String>,
        _ get: @escaping @Sendable (Model) -> ByEligibility<[Element]>
    ) -> Self {
        Self(names, summaries, get) { models($0, $1, $2) }
    }

    /// One model or nothing per state.
    static func model<Element: ThemeModel>(
        _ names: ByEligibility<String>, _ summaries: ByEligibility<String>, hidesEnclosing: Bool = false,
        _ get: @escaping @Sendable (Model) -> ByEligibility<Element?>
    ) -> Self {
        Self(names, summaries, get) { model($0, $1, hidesEnclosing: hidesEnclosing, $2) }
    }
}
