import ArgumentParser
import CatalogSite

/// A `--locales` value: `all`, or a comma-separated list of locales (`en_US,fr-FR,ar_SA`).
///
/// Parsed once, by swift-argument-parser, into the selection the site builder takes. A value that names
/// no locale (`--locales ""`, `--locales ,`) parses, so that ``SiteOptions/validate()`` can refuse it with
/// its own message: an unset CI variable (`--locales "$LOCALES"`) must not replace a site with an empty one.
///
/// ```swift
/// LocalesOption(argument: "en_US, fr-FR")?.selection  // .list(["en_US", "fr-FR"])
/// LocalesOption(argument: "all")?.selection           // .all
/// ```
struct LocalesOption: ExpressibleByArgument, Equatable, Sendable {
    /// The locales the value selects.
    let selection: BuildOptions.LocaleSelection
    /// The value as given, for messages.
    let argument: String

    init(argument: String) {
        self.argument = argument
        self.selection = BuildOptions.LocaleSelection(commandLine: argument)
    }

    /// Whether the value names no locale at all (an empty list).
    var namesNoLocale: Bool { selection == .list([]) }
}
