/// One feature of a page's list: its text, and its language when not the list's (a feature a
/// translation leaves out, shown from the source locale's copy).
struct FeatureViewModel: ThemeModel, Hashable {
    let text: String
    let language: TextLanguage?
}
