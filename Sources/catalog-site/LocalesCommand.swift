import ArgumentParser
import Catalog

/// `catalog-site locales`: every locale ICU has data for, with its own name; with `--store`, the store's
/// listing languages and how Catalog's phrases cover each.
struct LocalesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locales", abstract: "List the locales ICU has data for (BCP 47 tag, then the name in that language).",
        discussion: """
            With --store appstore|play: one line per language the store takes listings in: the store's \
            code, the locale it stands for, the language's name in English, and whether Catalog's phrases \
            cover it: `covered (de)`, `fallback (es-MX)` (another variant of the language) or \
            `not covered (en)` (English phrases).
            """)

    /// The stores as the option spells them.
    enum StoreName: String, ExpressibleByArgument, CaseIterable {
        case appstore, play

        var store: Store {
            switch self {
            case .appstore: .appStore
            case .play: .googlePlay
            }
        }
    }

    @Option(help: "List a store's listing languages instead.")
    var store: StoreName?

    func run() throws {
        var lines = ""
        if let store {
            try Terminal.orExit {
                for language in store.store.languages {
                    let locale = language.locale
                    let coverage = try PhraseCoverage(of: locale)
                    lines += "\(language.code)\t\(locale.languageTag)\t\(locale.displayName(in: .english))\t\(coverage)\n"
                }
            }
        } else {
            for locale in LocaleID.available { lines += "\(locale.languageTag)\t\(locale.displayName())\n" }
        }
        StandardStream.output.write(lines)
    }
}
