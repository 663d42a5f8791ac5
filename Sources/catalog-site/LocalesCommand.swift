import ArgumentParser
import Catalog

/// `catalog-site locales`: every locale ICU has data for, with its own name.
struct LocalesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locales", abstract: "List the locales ICU has data for (BCP 47 tag, then the name in that language).")

    func run() {
        var lines = ""
        for locale in LocaleID.available { lines += "\(locale.languageTag)\t\(locale.displayName())\n" }
        StandardStream.output.write(lines)
    }
}
