/// A paywall's language switcher entries rendered by the theme, with each locale's own name.
struct RenderedSwitcher: Sendable, Equatable {
    let entries: [String]
    let names: [String]
}
