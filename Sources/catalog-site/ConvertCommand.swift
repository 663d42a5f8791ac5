import ArgumentParser
import Catalog
import CatalogFiles

/// `catalog-site convert`: one catalog rewritten in another format (ours, Xcode's `.storekit`, Google
/// Play's API bodies), saying what the target format cannot hold.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a catalog to our JSON format, an Xcode .storekit file or Google Play's API files.",
        discussion: """
            --to catalog and --to storekit write one file at --out; --to play writes a folder: one file per \
            subscription (the monetization.subscriptions create/patch body), one per base plan with offers \
            (its offers, as basePlans.offers.list returns them) and one per one-time product. Each file is \
            replaced atomically; nothing else in the folder is touched. Standard output lists the files \
            written; standard error has a `warning:` line for each thing the target format cannot hold \
            (another storefront's price in a .storekit, a relative discount, an offer code on Google Play) \
            and a `note:` about which storefront's prices a .storekit holds. Exit status: 0 written (warnings \
            allowed), 1 the input cannot be read as a catalog (its errors are printed), 2 a usage error (a \
            missing path, several catalogs) or a file that cannot be written.
            """
    )

    @Argument(help: "The catalog: a catalog .json, a .storekit file, or Google Play's files of one app (or their folder).")
    var inputs: [String]

    @Option(help: "catalog, storekit or play.")
    var to: ConversionTarget

    @Option(help: ArgumentHelp("The file to write (a folder for --to play).", valueName: "path"))
    var out: String

    func run() throws {
        let catalog = try Self.load(inputs)
        let conversion = to.convert(catalog)
        let written: [String]
        do { written = try conversion.write(to: out) } catch {
            Terminal.printError("\(error.path): \(error.failure.words) (hint: check that the folder exists and that you may write to it)")
            throw ExitStatus.usageOrSystemError
        }
        StandardStream.error.write((conversion.warnings.map { "warning: \($0)\n" } + conversion.notes.map { "note: \($0)\n" }).joined())
        StandardStream.output.write(written.map { "wrote \($0)\n" }.joined())
    }

    /// The one catalog the inputs hold; exits 2 for paths that cannot be used or several catalogs, 1 for
    /// a catalog with errors (printed first).
    static func load(_ inputs: [String]) throws -> ProductCatalog {
        let discovery = CatalogLoader.discover(inputs)
        if !discovery.problems.isEmpty {
            StandardStream.error.write(discovery.problems.map { $0.rendered + "\n" }.joined())
            throw ExitStatus.usageOrSystemError
        }
        var outputs: [CatalogLoader.Output] = []
        CatalogLoader.loadCatalogs(discovery.files) { outputs.append($0) }
        guard outputs.count == 1, let output = outputs.first else {
            Terminal.printError(
                "convert reads one catalog; \(inputs.joined(separator: " ")) holds \(outputs.count) (hint: name one file, or the Play files of one app)"
            )
            throw ExitStatus.usageOrSystemError
        }
        let file = output.file
        let errors = output.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty, let catalog = output.catalog else {
            StandardStream.error.write(errors.map { $0.rendered + "\n" }.joined())
            Terminal.printError("\(file): the file cannot be read as a catalog, so nothing was converted (hint: fix the errors above)")
            throw ExitStatus.inputErrors
        }
        return catalog
    }
}

extension ConversionTarget: ExpressibleByArgument {}
