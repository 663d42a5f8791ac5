import ArgumentParser
import Catalog
import CatalogSite
import Dispatch
import Foundation

/// `catalog-site serve`: the site built in memory and served over HTTP, rebuilt and reloaded in the
/// browser when a catalog or the theme changes.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the paywall previews over HTTP and reload open pages when a catalog or the theme changes.",
        discussion: """
            Builds the site in memory (nothing is written to disk) and serves it at http://127.0.0.1:8000/. \
            Changes to the catalogs and the theme folder are noticed through inotify on Linux (--watch poll, \
            or where inotify is unavailable: checked twice a second, as folders on network file systems \
            need); after a change only what it concerns is read and rendered again, and open pages reload themselves (a small script added to served pages only; built \
            sites stay free of JavaScript). While a catalog or the theme cannot be used, every page shows \
            the errors as lint prints them. Ctrl-C stops the server. A catalog-site.json in the current \
            folder gives the defaults of the paths, --locales and --theme, and a severity per lint rule; \
            flags win over it (it is read once, when the server starts).
            """
    )

    @OptionGroup var site: SiteOptions

    @Option(help: "The port to listen on (0 for any free port).")
    var port: UInt16 = 8000

    @Option(help: "The address to listen on; only this machine can connect unless you give another.")
    var host = "127.0.0.1"

    @Option(help: "How changes are noticed: auto (inotify on Linux, else polling) or poll (twice a second, for network file systems).")
    var watch = WatchMode.auto

    /// The options of this command line over a project file's settings: flags win, then the file, then
    /// the built-in defaults.
    func options(project: ProjectFile?) -> BuildOptions {
        BuildOptions(
            inputs: site.inputs(project: project), locales: site.locales(project: project), theme: site.theme(project: project),
            severities: project?.severities ?? Diagnostic.SeverityPolicy())
    }

    func run() async throws {
        let options = options(project: try ProjectSettings.load())
        let paths = options.inputs
        let server = SiteServer(options: options) { line in StandardStream.error.write(line + "\n") }
        let (stops, stop) = AsyncStream<ServeStop>.makeStream()
        let host = host, port = port, watch = watch
        Task {
            do {
                let bound = try await server.start(host: host, port: port, watch: watch)
                let shown = host.contains(":") ? "[\(host)]" : host
                StandardStream.output.write(
                    "Serving \(paths.joined(separator: " ")) at http://\(shown):\(bound)/ (Ctrl-C stops)\n")
            } catch {
                stop.yield(.failure("cannot listen on \(host) port \(port): \(error)"))
            }
        }
        let signals = StopSignals { number in stop.yield(.signal(number)) }
        var reason = ServeStop.signal(SIGINT)
        for await first in stops {
            reason = first
            break
        }
        await server.stop()
        if case .failure(let message) = reason {
            Terminal.printError(message)
            throw ExitStatus.usageOrSystemError
        }
        StandardStream.error.write("stopped\n")
        if let status = signals.exitCode { throw status }
    }
}
