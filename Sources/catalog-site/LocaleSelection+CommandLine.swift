import ArgumentParser
import Catalog
import CatalogSite

extension BuildOptions.LocaleSelection {
    /// A `--locales` value as `build`, `serve` and `strings` read it (``LocalesOption``): `all`, or the
    /// non-empty names of the comma-separated list.
    init(commandLine locales: String) {
        if locales.trimmingASCIIWhitespace() == "all" {
            self = .all
            return
        }
        self = .list(locales.split(separator: ",").map { String($0).trimmingASCIIWhitespace() }.filter { !$0.isEmpty })
    }
}
