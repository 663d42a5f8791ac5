import Mustache

/// An entry of a paywall's language switcher, rendered once per paywall with `locale-link.mustache`.
struct LocaleLink: MustacheParent, Sendable {
    let tag: String
    /// The locale's name in its own language ("Deutsch (Deutschland)").
    let name: String
    let href: String

    func child(named name: String) -> Any? { ThemeText.wrap(value(named: name)) }

    private func value(named name: String) -> Any? {
        switch name {
        case "tag": tag
        case "name": self.name
        case "href": href
        default: nil
        }
    }
}
