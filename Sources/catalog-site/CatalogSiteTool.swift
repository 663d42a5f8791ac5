import ArgumentParser
import Catalog

/// The `catalog-site` command: localized price text and paywall previews from a product catalog.
@main
struct CatalogSiteTool: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog-site",
        abstract: "Localized in-app-purchase price text and static paywall previews.",
        discussion: """
            Exit status: 0 success (warnings allowed), 1 the input has errors, 2 a usage error (unknown \
            option, missing or empty value) or an I/O error (a folder that cannot be written).
            """,
        version: "catalog-site \(CatalogPackage.version) (ICU \(CatalogPackage.icuVersion), CLDR \(CatalogPackage.cldrVersion))",
        subcommands: [
            PriceCommand.self, PeriodCommand.self, OfferCommand.self, LocalesCommand.self, LintCommand.self, BuildCommand.self,
            ServeCommand.self, StringsCommand.self, ConvertCommand.self,
            TranslationsCommand.self,
        ]
    )

    /// Runs the command (`serve` asynchronously). Help and `--version` exit 0; usage errors exit 2 after
    /// saying why; a command's own failure exits with the status it chose (see `ExitStatus`).
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let unknown = HelpTopic.unknown(in: arguments, root: self) {
            Terminal.printError(unknown)
            exit(withError: ExitStatus.usageOrSystemError)
        }
        do {
            var command = try parseAsRoot(arguments)
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code == .success { exit(withError: error) }
            let message = fullMessage(for: error)
            if !message.isEmpty { StandardStream.error.write(message.hasPrefix("Error:") ? message + "\n" : "error: \(message)\n") }
            exit(withError: code == .validationFailure ? ExitStatus.usageOrSystemError : code)
        }
    }
}
