import ArgumentParser
import Catalog
import CatalogSite

extension BuildOptions.LocaleSelection {
    /// `--locales` as `build` and `serve` read it: each paywall's own locales when absent, `all`, or the
    /// non-empty names of the comma-separated list.
    init(commandLine locales: String?) {
        guard let locales else {
            self = .paywalls
            return
        }
        if locales.trimmingASCIIWhitespace() == "all" {
            self = .all
            return
        }
        self = .list(locales.split(separator: ",").map { String($0).trimmingASCIIWhitespace() }.filter { !$0.isEmpty })
    }

    /// Refuses a `--locales` value that names no locale: an unset CI variable (`--locales "$LOCALES"`) must
    /// not replace the site with an empty one.
    static func validate(commandLine locales: String?) throws {
        if Self(commandLine: locales) == .list([]) {
            throw ValidationError("--locales \"\(locales ?? "")\" names no locale; give a list such as en_US,fr-FR,ar_SA, or all")
        }
    }
}
