/// A paywall's language switcher entries rendered by the theme, with each locale's own name.
struct RenderedSwitcher: Sendable {
    let entries: [String]
    let names: [String]
}
