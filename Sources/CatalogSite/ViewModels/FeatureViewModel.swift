import Mustache

/// One feature of a page's list: its text, and its language when not the list's (a feature a
/// translation leaves out, shown from the source locale's copy).
struct FeatureViewModel: MustacheParent, Sendable, Hashable {
    let text: String
    let language: TextLanguage?

    func child(named name: String) -> Any? {
        switch name {
        case "text": ThemeText(text: text)
        case "language": language
        default: nil
        }
    }
}
