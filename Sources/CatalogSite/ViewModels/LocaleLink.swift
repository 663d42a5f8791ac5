/// An entry of a paywall's language switcher, rendered once per paywall with `locale-link.mustache`.
struct LocaleLink: ThemeModel {
    let tag: String
    /// The locale's name in its own language ("Deutsch (Deutschland)").
    let name: String
    let href: String
}
