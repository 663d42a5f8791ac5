import ArgumentParser
import Catalog
import CatalogSite

/// The options `build` and `serve` share: the catalogs, `--locales` and `--theme`.
///
/// One `@OptionGroup` declares them once, so the two commands read, document and validate them alike; each
/// command adds its own (`build`'s `--out`, `serve`'s `--port`). A project file's settings fill in what the
/// command line leaves out (``inputs(project:)``, ``locales(project:)``, ``theme(project:)``).
struct SiteOptions: ParsableArguments {
    @Argument(help: "Catalog files or folders of them (default: the project file's inputs, else catalogs).")
    var paths: [String] = []

    @Option(help: "Comma-separated locales for every paywall (en_US,fr-FR,ar_SA), or `all` for every locale ICU knows.")
    var locales: LocalesOption?

    @Option(
        help:
            "A folder whose page.mustache, plan.mustache, locale-link.mustache, index.mustache, index-row.mustache or paywall.css replace the default theme's."
    )
    var theme: String?

    func validate() throws {
        try Self.validate(locales)
    }

    /// Refuses a `--locales` value that names no locale (`strings` checks its own `--locales` with it too).
    static func validate(_ locales: LocalesOption?) throws {
        if let locales, locales.namesNoLocale {
            throw ValidationError("--locales \"\(locales.argument)\" names no locale; give a list such as en_US,fr-FR,ar_SA, or all")
        }
    }

    /// The catalogs: the paths given, else the project file's inputs, else `catalogs`.
    func inputs(project: ProjectFile?) -> [String] { paths.isEmpty ? project?.inputs ?? ["catalogs"] : paths }

    /// The locales: `--locales`, else the project file's, else each paywall's own.
    func locales(project: ProjectFile?) -> BuildOptions.LocaleSelection { locales?.selection ?? project?.locales ?? .paywalls }

    /// The theme folder: `--theme`, else the project file's, else none (the default theme).
    func theme(project: ProjectFile?) -> String? { theme ?? project?.theme }
}
