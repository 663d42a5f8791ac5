import Mustache

/// An entry of a page's language switcher.
struct LocaleLink: MustacheParent, Sendable {
    let tag: String
    /// The locale's name in its own language ("Deutsch (Deutschland)").
    let name: String
    let href: String
    let isCurrent: Bool

    func child(named name: String) -> Any? {
        switch name {
        case "tag": tag
        case "name": self.name
        case "href": href
        case "isCurrent": isCurrent
        default: nil
        }
    }
}
