import Catalog
import CatalogSite
import FlyingFox
import FlyingSocks
import Foundation

/// `catalog-site serve`: the site built in memory, served over HTTP, rebuilt when a catalog or the theme
/// changes, and open pages told to reload through Server-Sent Events.
final class SiteServer: @unchecked Sendable {
    /// What to build (the output folder is never used).
    let options: BuildOptions
    /// Where progress lines go (standard error for the command).
    let log: @Sendable (String) -> Void
    /// The open pages' event connections.
    let events = ReloadEvents()

    private let lock = NSLock()
    private var files: [String: [UInt8]] = [:]
    /// The error page while the site cannot be built.
    private var failure: [UInt8]?
    private var generation = 0
    private var snapshot = FileSnapshot(paths: [])
    private var http: HTTPServer?
    private var tasks: [Task<Void, Never>] = []
    private var served: [String: Int] = [:]

    init(options: BuildOptions, log: @escaping @Sendable (String) -> Void) {
        self.options = options
        self.log = log
    }

    /// The catalogs and the theme folder, as watched.
    var watchedPaths: [String] { options.inputs + [options.theme].compactMap { $0 } }

    /// The current build's number; each rebuild adds one.
    var currentGeneration: Int { lock.withLock { generation } }

    /// Builds the site in memory, keeps it (or the error page) and tells open pages to reload.
    /// - Returns: The line printed about it.
    @discardableResult
    func rebuild() -> String {
        let started = ContinuousClock.now
        let taken = FileSnapshot(paths: watchedPaths)
        let result = Result { () throws(SiteError) -> InMemorySite in try SiteBuilder(options: options).buildInMemory() }
        let seconds = Self.seconds(ContinuousClock.now - started)
        let line: String
        lock.lock()
        let first = generation == 0
        snapshot = taken
        generation += 1
        switch result {
        case .success(let site):
            files = site.files
            failure = nil
            let pages = site.report.pages.count
            line = "\(first ? "built" : "rebuilt") \(pages) page\(pages == 1 ? "" : "s") in \(String(format: "%.2f", seconds)) s"
        case .failure(let error):
            let report = Self.errorReport(error)
            failure = ServedPage.error(report)
            line = report + "\nthe site cannot be built; every page shows these errors until the files are fixed"
        }
        lock.unlock()
        events.send(ReloadEvents.reload)
        log(line)
        return line
    }

    /// The failure as `build` prints it: the catalogs' diagnostics (file:line:col, message, hint), the
    /// theme's problems, then the error itself.
    static func errorReport(_ error: SiteError) -> String {
        var lines = error.diagnostics.map(\.rendered)
        if let details = error.details { lines.append(details) }
        lines.append("error: \(error.explanation)")
        return lines.joined(separator: "\n")
    }

    /// Rebuilds when a watched file was edited, added or removed since the last build.
    /// - Returns: Whether it rebuilt.
    @discardableResult
    func rebuildIfChanged() -> Bool {
        let now = FileSnapshot(paths: watchedPaths)
        guard lock.withLock({ now != snapshot }) else { return false }
        rebuild()
        return true
    }

    /// The answer to a GET of `rawPath` (percent-encoded, as sent): a site file (HTML with the reload
    /// script), a redirect to a folder's slash, the error page while the site cannot be built, or the 404
    /// page.
    func reply(to rawPath: String) -> ServeReply {
        let (files, failure, generation) = lock.withLock { (self.files, self.failure, self.generation) }
        let html = "text/html; charset=utf-8"
        switch SitePath.resolve(rawPath, in: files) {
        case .file(let path):
            let type = SitePath.contentType(of: path)
            guard let body = files[path] else { break }
            if let failure, type == html {
                return ServeReply(status: 500, contentType: html, body: ReloadScript.inject(into: failure, generation: generation))
            }
            lock.withLock { served[path, default: 0] += 1 }
            return ServeReply(
                status: 200, contentType: type, body: type == html ? ReloadScript.inject(into: body, generation: generation) : body)
        case .redirect(let location):
            if failure == nil { return ServeReply(status: 301, contentType: html, body: [], location: location) }
        case .notFound:
            break
        }
        if let failure, rawPath == "/" || rawPath.hasSuffix(".html") || rawPath.hasSuffix("/") {
            return ServeReply(status: 500, contentType: html, body: ReloadScript.inject(into: failure, generation: generation))
        }
        return ServeReply(
            status: 404, contentType: html, body: ReloadScript.inject(into: ServedPage.notFound(rawPath), generation: generation))
    }

    /// How many times the site file at `path` was served (tests watch a browser reload through it).
    func timesServed(_ path: String) -> Int { lock.withLock { served[path] ?? 0 } }

    /// Builds the site, starts listening and watching.
    /// - Parameters:
    ///   - host: The address to bind (127.0.0.1 unless asked otherwise; `localhost` means 127.0.0.1).
    ///   - port: The port, or 0 for any free port.
    ///   - pollInterval: How often the catalogs and the theme are checked for changes.
    /// - Returns: The port the server listens on.
    func start(host: String, port: UInt16, pollInterval: Duration = .milliseconds(500)) async throws -> UInt16 {
        rebuild()
        let handler = ClosureHTTPHandler { [self] request in await handle(request) }
        let server: HTTPServer
        if host.contains(":") {
            server = HTTPServer(address: try .inet6(ip6: host, port: port), timeout: 30, logger: .disabled, handler: handler)
        } else {
            let ip4 = host == "localhost" ? "127.0.0.1" : host
            server = HTTPServer(address: try .inet(ip4: ip4, port: port), timeout: 30, logger: .disabled, handler: handler)
        }
        lock.withLock { http = server }
        let running = Task {
            do { try await server.run() } catch { if !Task.isCancelled { self.log("error: the server stopped: \(error)") } }
        }
        let watching = Task { [self] in
            var ticks = 0
            while !Task.isCancelled {
                try? await Task.sleep(for: pollInterval)
                if Task.isCancelled { break }
                rebuildIfChanged()
                ticks += 1
                // A comment now and then keeps idle event connections open and drops closed ones.
                if ticks % 30 == 0 { events.send(ReloadEvents.keepAlive) }
            }
        }
        lock.withLock { tasks = [running, watching] }
        try await server.waitUntilListening(timeout: 30)
        guard let bound = await server.listeningAddress else { throw SocketError.unsupportedAddress }
        switch bound {
        case .ip4(_, let port), .ip6(_, let port): return port
        case .unix: throw SocketError.unsupportedAddress
        }
    }

    /// Stops watching, ends the event streams and closes the server.
    func stop() async {
        let (server, tasks) = lock.withLock { (http, self.tasks) }
        events.finishAll()
        for task in tasks { task.cancel() }
        await server?.stop(timeout: 1)
    }

    private func handle(_ request: HTTPRequest) async -> HTTPResponse {
        let rawPath = request.target.path(percentEncoded: true)
        guard request.method == .GET || request.method == .HEAD else {
            return HTTPResponse(statusCode: .methodNotAllowed, headers: HTTPHeaders([HTTPHeader("Allow"): "GET, HEAD"]))
        }
        if rawPath == ReloadScript.eventsPath {
            let since = request.query["since"].flatMap { Int($0) }
            let stream = events.subscribe(reload: since != nil && since != currentGeneration)
            return HTTPResponse(
                statusCode: .ok,
                headers: HTTPHeaders([.contentType: "text/event-stream", .cacheControl: "no-store"]),
                body: HTTPBodySequence(from: stream, suggestedBufferSize: 1024))
        }
        let reply = reply(to: rawPath)
        var headers: HTTPHeaders = [.contentType: reply.contentType, .cacheControl: "no-store"]
        if let location = reply.location { headers[.location] = location }
        return HTTPResponse(
            statusCode: HTTPStatusCode(reply.status, phrase: Self.phrase(reply.status)), headers: headers,
            body: request.method == .HEAD ? Data() : Data(reply.body))
    }

    private static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 404: "Not Found"
        default: "Internal Server Error"
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
