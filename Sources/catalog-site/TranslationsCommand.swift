import ArgumentParser

/// `catalog-site translations`: exchange a catalog's strings with translators.
struct TranslationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "translations",
        abstract: "Export a catalog's strings for translators (XLIFF 1.2, .xcstrings) and import them back.",
        subcommands: [ExportTranslationsCommand.self, ImportTranslationsCommand.self]
    )
}
