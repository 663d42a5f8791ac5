import ArgumentParser

/// The `catalog-site` command: localized price text and paywall previews from a product catalog.
@main
struct CatalogSiteTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog-site",
        abstract: "Localized in-app-purchase price text and static paywall previews.",
        subcommands: [PriceCommand.self, PeriodCommand.self, OfferCommand.self, LocalesCommand.self, LintCommand.self, BuildCommand.self]
    )

    /// Runs the command; every failure, usage errors included, exits with status 1 after saying why.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success { exit(withError: error) }
            let message = fullMessage(for: error)
            if !message.isEmpty { StandardStream.error.write(message.hasPrefix("Error:") ? message + "\n" : "error: \(message)\n") }
            exit(withError: ExitCode.failure)
        }
    }
}
