import CatalogSite
import CatalogTestSupport
import Foundation
import Testing

@testable import catalog_site

/// `catalog-site serve`: the in-memory site over HTTP on an ephemeral port, rebuilt after edits, the error
/// page of a broken catalog, refused traversal, live reload through Server-Sent Events and in Chromium.
@Suite("catalog-site serve", .serialized, .removesTemporaryFolders)
struct ServeTests {
    /// A served temporary catalog: the folder, the file, the server and its port.
    struct Served {
        let folder: URL
        let file: String
        let server: SiteServer
        let port: UInt16
        /// The first page's path in the site.
        let page: String

        /// Fetches `path` on a Dispatch thread: blocking reads must not hold the server's concurrency threads.
        func get(_ path: String, host: String = "127.0.0.1") async throws -> RawHTTP.Response {
            let port = port
            return try await ServeTests.blocking { try RawHTTP.get(path, port: port, host: host) }
        }

        /// Sends a whole request (as written, `PORT` replaced by the port) on a Dispatch thread.
        func request(_ text: String) async throws -> RawHTTP.Response {
            let port = port
            let text = text.replacingOccurrences(of: "PORT", with: String(port))
            return try await ServeTests.blocking { try RawHTTP.request(text, port: port) }
        }

        /// Rewrites the catalog (the size changes too, so coarse modification times cannot hide it).
        func edit(_ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: file)) }
    }

    /// Serves a temporary catalog on `host` (an address to listen on) and any free port, polling for changes
    /// every `pollInterval`.
    static func serve(
        host: String = "127.0.0.1", pollInterval: Duration = .milliseconds(100), watch: WatchMode = .auto
    ) async throws -> Served {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(SiteFixture.tinyCatalog, in: folder)
        let options = BuildOptions(inputs: [file])
        let page = try #require(try SiteBuilder(options: options).buildInMemory().report.pages.first?.path)
        let server = SiteServer(options: options) { _ in }
        let port = try await server.start(host: host, port: 0, pollInterval: pollInterval, watch: watch)
        return Served(folder: folder, file: file, server: server, port: port, page: page)
    }

    /// Polls `condition` every 0.2 s for up to `seconds` (generous: CI has two busy cores).
    static func eventually(_ seconds: Double = 60, _ condition: () async throws -> Bool) async rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try await condition() { return true }
            try? await Task.sleep(for: .milliseconds(200))
        }
        return try await condition()
    }

    /// Runs blocking socket or process work on a Dispatch thread, off Swift concurrency's few threads.
    static func blocking<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try body() }) }
        }
    }

    static func blockingRead(_ descriptor: Int32, until marker: String, seconds: Double) async -> String {
        (try? await blocking { RawHTTP.read(descriptor, until: marker, seconds: seconds) }) ?? ""
    }

    @Test func servesTheSiteWithTheReloadScriptAndWritesNothing() async throws {
        let served = try await Self.serve()
        defer { Task { await served.server.stop() } }
        let index = try await served.get("/")
        #expect(index.status == 200)
        #expect(index.head.contains("Content-Type: text/html; charset=utf-8"))
        #expect(index.body.contains("<script>new EventSource(\"/_catalog-site/events?since=1\")"))
        #expect(index.body.hasSuffix("</script>\n</body>\n</html>\n"))
        #expect(try await served.get("/index.html").body == index.body)
        let page = try await served.get("/" + served.page)
        #expect(page.status == 200)
        #expect(page.body.contains("Go Pro"))
        #expect(page.body.contains("EventSource"))
        let css = try await served.get("/assets/paywall.css")
        #expect(css.status == 200)
        #expect(css.head.contains("Content-Type: text/css; charset=utf-8"))
        #expect(!css.body.contains("EventSource"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: served.folder.path) == ["app.json"])
    }

    @Test func anEditIsServedAfterTheRebuild() async throws {
        let served = try await Self.serve()
        defer { Task { await served.server.stop() } }
        try served.edit(SiteFixture.tinyCatalog.replacingOccurrences(of: "Go Pro", with: "Go Further Today"))
        #expect(try await Self.eventually { try await served.get("/" + served.page).body.contains("Go Further Today") })
        #expect(await served.server.currentGeneration >= 2)
    }

    /// An update renders again only the pages whose inputs changed, and its line says how many.
    @Test func anUpdateSaysWhatItRenderedAgain() async throws {
        let served = try await Self.serve(pollInterval: .seconds(3600), watch: .poll)  // only the updates below
        defer { Task { await served.server.stop() } }
        let pages = try SiteBuilder(options: BuildOptions(inputs: [served.file])).buildInMemory().report.pages.count
        let unchanged = await served.server.rebuild(ChangedPaths([served.file]))
        #expect(unchanged.hasPrefix("rebuilt 0 of \(pages) page\(pages == 1 ? "" : "s") in "))
        try served.edit(SiteFixture.tinyCatalog.replacingOccurrences(of: "Go Pro", with: "Go Pro Today"))
        let edited = await served.server.rebuild(ChangedPaths([served.file]))
        #expect(edited.hasPrefix("rebuilt \(pages) of \(pages) page\(pages == 1 ? "" : "s") in "))
        #expect(try await served.get("/" + served.page).body.contains("Go Pro Today"))
    }

    /// `--watch poll`: the snapshot of the catalogs says what changed.
    @Test func anEditIsServedWhenPolling() async throws {
        let served = try await Self.serve(watch: .poll)
        defer { Task { await served.server.stop() } }
        try served.edit(SiteFixture.tinyCatalog.replacingOccurrences(of: "Go Pro", with: "Go Polled"))
        #expect(try await Self.eventually { try await served.get("/" + served.page).body.contains("Go Polled") })
    }

    @Test func aBrokenCatalogShowsItsErrorsUntilFixed() async throws {
        let served = try await Self.serve()
        defer { Task { await served.server.stop() } }
        try served.edit("{ \"name\": ")
        #expect(try await Self.eventually { try await served.get("/").status == 500 })
        for path in ["/", "/" + served.page] {
            let page = try await served.get(path)
            #expect(page.status == 500)
            #expect(page.body.contains("The site cannot be built"))
            #expect(page.body.contains("app.json:1:"))
            #expect(page.body.contains("error: unexpected end of file"))
            #expect(page.body.contains("hint: "))
            #expect(page.body.contains("EventSource"))
        }
        try served.edit(SiteFixture.tinyCatalog)
        #expect(try await Self.eventually { try await served.get("/" + served.page).status == 200 })
        #expect(try await served.get("/" + served.page).body.contains("Go Pro"))
    }

    @Test func pathsOutsideTheSiteAreRefused() async throws {
        let served = try await Self.serve()
        defer { Task { await served.server.stop() } }
        let refused = [
            "/../../../../etc/passwd", "/assets/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E/etc/passwd",
            "/.%2e/etc/passwd", "/assets%2f..%2f..%2fetc%2fpasswd", "/..%5c..%5cetc%5cpasswd", "/assets\\..\\index.html",
            "//etc/passwd", "/%252e%252e/etc/passwd", "/etc/passwd", "/assets/./paywall.css", "/no-such-page.html",
        ]
        for path in refused {
            let response = try await served.get(path)
            #expect(response.status == 404, "\(path)")
            #expect(!response.body.contains("root:"), "\(path)")
            #expect(response.body.contains("<a href=\"/\">Back to the index</a>"), "\(path)")
        }
        #expect(SitePath.resolve("http://example.com/index.html", in: ["index.html": []]) == .notFound)
        #expect(SitePath.resolve("/a", in: ["a/index.html": []]) == .redirect("/a/"))
        #expect(SitePath.resolve("/a/", in: ["a/index.html": []]) == .file("a/index.html"))
        #expect(SitePath.resolve("/caf%C3%A9.html", in: ["café.html": []]) == .file("café.html"))
    }

    @Test func connectedPagesGetAReloadEvent() async throws {
        let served = try await Self.serve()
        defer { Task { await served.server.stop() } }
        let descriptor = try RawHTTP.connect(port: served.port)
        defer { close(descriptor) }
        let generation = await served.server.currentGeneration
        try RawHTTP.send(
            "GET /_catalog-site/events?since=\(generation) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", to: descriptor)
        let opening = await Self.blockingRead(descriptor, until: ": connected", seconds: 30)
        #expect(opening.contains("Content-Type: text/event-stream"))
        #expect(!opening.contains("event: reload"))
        try served.edit(SiteFixture.tinyCatalog.replacingOccurrences(of: "Go Pro", with: "Go Pro Now"))
        #expect(await Self.blockingRead(descriptor, until: "event: reload", seconds: 60).contains("event: reload"))

        // A page from an older build reloads as soon as it connects.
        let stale = try RawHTTP.connect(port: served.port)
        defer { close(stale) }
        try RawHTTP.send("GET /_catalog-site/events?since=0 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", to: stale)
        #expect(await Self.blockingRead(stale, until: "event: reload", seconds: 30).contains("event: reload"))
    }

    /// Nothing refers to a stopped server: it is freed with the site it built (the HTTP handler and the
    /// watcher hold it weakly, the server lets go of the HTTP server, and the event streams end).
    @Test func aStoppedServerIsFreedWithItsSite() async throws {
        weak var server: SiteServer?
        weak var content: ServedContent?
        do {
            let served = try await Self.serve()
            #expect(try await served.get("/" + served.page).status == 200)
            let descriptor = try RawHTTP.connect(port: served.port)
            defer { close(descriptor) }
            try RawHTTP.send("GET /_catalog-site/events?since=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", to: descriptor)
            #expect(await Self.blockingRead(descriptor, until: ": connected", seconds: 30).contains(": connected"))
            server = served.server
            content = await served.server.content
            #expect(content?.files.isEmpty == false)
            await served.server.stop()
        }
        #expect(await Self.eventually(30) { server == nil && content == nil })
    }

    /// Ctrl-C (SIGINT) or SIGTERM: the server stops and exits 130 or 143, as a shell reports a command the
    /// signal ended.
    @Test(arguments: [(Int32(SIGINT), Int32(130)), (Int32(SIGTERM), Int32(143))])
    func theCommandServesAndStopsOnASignal(_ signal: Int32, status: Int32) async throws {
        let folder = try SiteFixture.temporaryFolder()
        let work = folder.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        _ = try SiteFixture.catalogFile(SiteFixture.tinyCatalog, in: work)
        let out = folder.appendingPathComponent("out.txt"), err = folder.appendingPathComponent("err.txt")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = CommandLineTool.executable
        process.arguments = ["serve", "app.json", "--port", "0"]
        process.currentDirectoryURL = work
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        #expect(try await Self.eventually { try SiteFixture.read(out).contains("Serving app.json at http://127.0.0.1:") })
        let line = try SiteFixture.read(out)
        let port = try #require(line.split(separator: ":").last.flatMap { UInt16($0.prefix { $0.isNumber }) })
        #expect(try await Self.blocking { try RawHTTP.get("/", port: port) }.status == 200)
        kill(process.processIdentifier, signal)
        #expect(await Self.eventually(60) { !process.isRunning })
        #expect(process.terminationStatus == status)
        #expect(try SiteFixture.read(err).contains("built 1 page") || SiteFixture.read(err).contains("built 2 pages"))
        #expect(try SiteFixture.read(err).hasSuffix("stopped\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path) == ["app.json"])
    }

    /// A real browser: Chromium keeps the page open, the catalog is edited, and the page is fetched again
    /// because the injected script reloaded it.
    @Test(.enabled(if: Browser.chromium != nil, "Chromium is not installed: apt-get install chromium"))
    func anOpenPageReloadsInChromiumAfterAnEdit() async throws {
        let served = try await Self.serve()
        defer { Task { await served.server.stop() } }
        let profile = served.folder.appendingPathComponent("chromium-profile")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Browser.chromium))
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-proxy-server", "--no-first-run",
            "--user-data-dir=\(profile.path)", "--remote-debugging-port=0",
            "http://127.0.0.1:\(served.port)/\(served.page)",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        #expect(await Self.eventually(90) { await served.server.timesServed(served.page) >= 1 && served.server.events.count >= 1 })
        let before = await served.server.timesServed(served.page)
        try served.edit(SiteFixture.tinyCatalog.replacingOccurrences(of: "Go Pro", with: "Go Pro Reloaded"))
        #expect(await Self.eventually(90) { await served.server.timesServed(served.page) > before })
    }
}
