import Catalog
import CatalogSite
import CatalogText
import Dispatch
import FlyingFox
import FlyingSocks
import Foundation

/// `catalog-site serve`: the site built in memory, served over HTTP, rebuilt when a catalog or the theme
/// changes, and open pages told to reload through Server-Sent Events.
///
/// The server's state lives in this actor. The first build and each update after a change (an
/// `IncrementalSite`: only what the change concerns is read and rendered again) and the watcher's walks of
/// the catalogs run on a serial dispatch queue of their own (`builds`), never on Swift concurrency's few
/// cooperative threads, so requests keep being answered while the site is rebuilt. The HTTP handler and the watcher
/// hold the server weakly, and `stop()` lets go of the HTTP server and the tasks, so a stopped server is
/// freed with its site.
actor SiteServer {
    /// What to build (the output folder is never used).
    nonisolated let options: BuildOptions
    /// Where progress lines go (standard error for the command).
    nonisolated let log: @Sendable (String) -> Void
    /// The open pages' event connections.
    nonisolated let events = ReloadEvents()
    /// Where builds and file walks run, one at a time.
    private let builds = DispatchQueue(label: "catalog-site.serve.build")
    /// The site as last built, brought up to date on `builds` only (the lock is never waited for).
    private let site: Locked<IncrementalSite>

    /// The build requests are answered from.
    private(set) var content = ServedContent.empty
    /// The `Host` names answered, known once the server listens.
    private(set) var allowedHosts: AllowedHosts?
    private var snapshot = FileSnapshot(paths: [])
    private var served: [String: Int] = [:]
    private var http: HTTPServer?
    private var tasks: [Task<Void, Never>] = []
    #if canImport(Glibc)
        private var watcher: FileWatcher?
    #endif

    init(options: BuildOptions, log: @escaping @Sendable (String) -> Void) {
        self.options = options
        self.log = log
        site = Locked(IncrementalSite(builder: SiteBuilder(options: options)))
    }

    /// The catalogs and the theme folder, as watched.
    nonisolated var watchedPaths: [String] { options.inputs + [options.theme].compactMap { $0 } }

    /// The current build's number; each rebuild adds one.
    var currentGeneration: Int { content.generation }

    /// Brings the site in memory up to date on the build queue (the first time, or after `.everything`, in
    /// full), keeps it (or the error page) and tells open pages to reload.
    /// - Parameter changed: The files and folders changed since the last update.
    /// - Returns: The line printed about it.
    @discardableResult
    func rebuild(_ changed: ChangedPaths = .everything) async -> String {
        let site = site, watched = watchedPaths
        let (taken, result, seconds) = await onBuildQueue {
            let started = ContinuousClock.now
            // Taken before anything is read, so that an edit made during the update is seen by the next poll.
            let taken = changed.isEverything ? FileSnapshot(paths: watched) : nil
            let result = site.withLock { site in Result { () throws(SiteError) -> SiteUpdate in try site.update(changed) } }
            return (taken, result, Self.seconds(ContinuousClock.now - started))
        }
        let first = content.generation == 0
        if let taken { snapshot = taken }
        let line: String
        switch result {
        case .success(let update):
            content = ServedContent(files: update.site.files, failure: nil, generation: content.generation + 1)
            let pages = update.site.report.pages.count
            let time = String(format: "%.2f", seconds)
            line =
                first
                ? "built \(pages) page\(pages == 1 ? "" : "s") in \(time) s"
                : "rebuilt \(update.renderedPages) of \(pages) page\(pages == 1 ? "" : "s") in \(time) s"
        case .failure(let error):
            let report = Self.errorReport(error)
            content = ServedContent(files: content.files, failure: ServedPage.error(report), generation: content.generation + 1)
            line = report + "\nthe site cannot be built; every page shows these errors until the files are fixed"
        }
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

    /// Rebuilds when a watched file was edited, added or removed since the last poll.
    /// - Returns: Whether it rebuilt.
    @discardableResult
    func rebuildIfChanged() async -> Bool {
        let watched = watchedPaths
        let now = await onBuildQueue { FileSnapshot(paths: watched) }
        let changed = now.changes(since: snapshot)
        snapshot = now
        guard !changed.isEmpty else { return false }
        await rebuild(ChangedPaths(changed))
        return true
    }

    /// Runs `work` on the build queue and waits for it without holding a cooperative thread.
    private func onBuildQueue<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in builds.async { continuation.resume(returning: work()) } }
    }

    /// How many times the site file at `path` was served (tests watch a browser reload through it).
    func timesServed(_ path: String) -> Int { served[path] ?? 0 }

    private func noteServed(_ path: String) { served[path, default: 0] += 1 }

    /// Builds the site, starts listening and watching.
    /// - Parameters:
    ///   - host: The address to bind (127.0.0.1 unless asked otherwise; `localhost` means 127.0.0.1).
    ///   - port: The port, or 0 for any free port.
    ///   - pollInterval: How often the catalogs and the theme are checked for changes when polling.
    ///   - watch: inotify where it works (`auto`), or polling.
    /// - Returns: The port the server listens on.
    func start(host: String, port: UInt16, pollInterval: Duration = .milliseconds(500), watch: WatchMode = .auto) async throws
        -> UInt16
    {
        // Watching starts before the first build reads anything, so that no edit falls between the two.
        let changes = watch == .auto ? startWatcher() : nil
        await rebuild()
        let handler = ClosureHTTPHandler { [weak self] request in
            guard let self else { return HTTPResponse(statusCode: .serviceUnavailable) }
            return await self.handle(request)
        }
        let pool = NoDelaySocketPool(base: HTTPServer.defaultPool())
        let server: HTTPServer
        if host.contains(":") {
            server = HTTPServer(address: try .inet6(ip6: host, port: port), timeout: 30, pool: pool, logger: .disabled, handler: handler)
        } else {
            let ip4 = host == "localhost" ? "127.0.0.1" : host
            server = HTTPServer(address: try .inet(ip4: ip4, port: port), timeout: 30, pool: pool, logger: .disabled, handler: handler)
        }
        http = server
        let log = log
        let running = Task {
            do { try await server.run() } catch { if !Task.isCancelled { log("error: the server stopped: \(error)") } }
        }
        let events = events
        let keepingAlive = Task {
            // A comment now and then keeps idle event connections open and drops closed ones.
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(15))
                events.send(ReloadEvents.keepAlive)
            }
        }
        tasks = [running, keepingAlive, changes.map(updating) ?? polling(every: pollInterval)]
        do {
            try await server.waitUntilListening(timeout: 30)
            guard let bound = await server.listeningAddress else { throw SocketError.unsupportedAddress }
            switch bound {
            case .ip4(_, let port), .ip6(_, let port):
                allowedHosts = AllowedHosts(listeningOn: host, port: port)
                return port
            case .unix: throw SocketError.unsupportedAddress
            }
        } catch {
            await stop()
            throw error
        }
    }

    /// Starts inotify over the watched paths (Linux).
    /// - Returns: The changes it reports; nil where it cannot watch (then `start` polls, and says why).
    private func startWatcher() -> AsyncStream<ChangedPaths>? {
        #if canImport(Glibc)
            let (changes, continuation) = AsyncStream<ChangedPaths>.makeStream()
            do {
                watcher = try FileWatcher(paths: watchedPaths) { continuation.yield($0) }
                return changes
            } catch {
                log("cannot watch with inotify (\(error.code)); checking for changes by polling instead")
                return nil
            }
        #else
            return nil
        #endif
    }

    /// Updates the site with each change the watcher reports, one after the other.
    private func updating(_ changes: AsyncStream<ChangedPaths>) -> Task<Void, Never> {
        Task { [weak self] in
            for await changed in changes {
                guard let self else { break }
                await self.rebuild(changed)
            }
        }
    }

    /// Checks the watched paths every `interval` and updates the site after a change.
    private func polling(every interval: Duration) -> Task<Void, Never> {
        Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                guard !Task.isCancelled, let self else { break }
                await self.rebuildIfChanged()
            }
        }
    }

    /// Stops watching, ends the event streams, closes the server and lets go of both.
    func stop() async {
        let server = http, stopping = tasks
        http = nil
        tasks = []
        #if canImport(Glibc)
            watcher?.stop()
            watcher = nil
        #endif
        events.finishAll()
        for task in stopping { task.cancel() }
        await server?.stop(timeout: 1)
    }

    /// The answer to one request: 403 for a `Host` this server does not answer, 405 for anything but GET
    /// and HEAD, the event stream, or a reply of the current build. Runs off the actor but for reading
    /// the current build.
    private nonisolated func handle(_ request: HTTPRequest) async -> HTTPResponse {
        guard let hosts = await allowedHosts else { return HTTPResponse(statusCode: .serviceUnavailable) }
        if let refusal = hosts.refusal(of: request.headers[.host]) {
            return HTTPResponse(
                statusCode: .forbidden, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
                body: Data("403 Forbidden: \(refusal)\n".utf8))
        }
        guard request.method == .GET || request.method == .HEAD else {
            return HTTPResponse(statusCode: .methodNotAllowed, headers: HTTPHeaders([HTTPHeader("Allow"): "GET, HEAD"]))
        }
        let rawPath = request.target.path(percentEncoded: true)
        let content = await content
        if rawPath == ReloadScript.eventsPath {
            let since = request.query["since"].flatMap { Int($0) }
            let stream = events.subscribe(reload: since != nil && since != content.generation)
            return HTTPResponse(
                statusCode: .ok,
                headers: HTTPHeaders([.contentType: "text/event-stream", .cacheControl: "no-store"]),
                body: HTTPBodySequence(from: stream, suggestedBufferSize: 1024))
        }
        let reply = content.reply(to: rawPath)
        if let file = reply.file { await noteServed(file) }
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
