import CatalogSite
import CatalogTestSupport
import Foundation
import Testing

/// A build stopped by Ctrl-C or SIGTERM, or killed outright, leaves no half-built site behind.
@Suite(.removesTemporaryFolders) struct InterruptedBuildTests {
    /// Six paywalls previewed in every locale ICU knows: thousands of pages, so the signal comes mid-build.
    static let large: String = {
        let paywalls = (1...6).map { number in
            #"{ "id": "p\#(number)", "products": ["com.example.pro"], "locales": ["en_US"], "copy": { "en_US": { "title": "Go Pro", "subtitle": "", "features": [] } } }"#
        }
        let head = SiteFixture.tinyCatalog.components(separatedBy: #""paywalls":"#)[0]
        return head + #""paywalls": [ \#(paywalls.joined(separator: ", ")) ] }"#
    }()

    @Test(arguments: [(Int32(SIGINT), Int32(130)), (Int32(SIGTERM), Int32(143))])
    func aSignalStopsTheBuildRemovesItsSiteAndExits(_ signal: Int32, status: Int32) throws {
        let folder = try SiteFixture.temporaryFolder()
        let work = folder.appendingPathComponent("work"), logs = folder.appendingPathComponent("logs")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        _ = try SiteFixture.catalogFile(Self.large, in: work)
        let previous = work.appendingPathComponent("_site")
        try FileManager.default.createDirectory(at: previous, withIntermediateDirectories: true)
        try Data("This folder was written by `catalog-site build`.\n".utf8).write(to: previous.appendingPathComponent(".catalog-site"))
        try Data("previous".utf8).write(to: previous.appendingPathComponent("index.html"))
        let before = try SiteFixture.contents(of: previous)
        let err = logs.appendingPathComponent("err.txt")
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = CommandLineTool.executable
        process.arguments = ["build", "app.json", "--out", "_site", "--locales", "all"]
        process.currentDirectoryURL = work
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        // Pages are being written into the staging folder: the build is halfway. Polled on this thread, not
        // with `Task.sleep`: with every cooperative thread busy with other tests, a task may wake too late.
        try Self.wait(300) { try Self.stagedPages(in: work) > 0 || !process.isRunning }
        let early = process.isRunning ? "" : try SiteFixture.read(err)
        try #require(process.isRunning, "the build ended before it could be interrupted: \(early)")
        let sent = Date()
        kill(process.processIdentifier, signal)
        try Self.wait(60) { !process.isRunning }
        #expect(Date().timeIntervalSince(sent) < 10)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == status)
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).sorted() == ["_site", "app.json"])
        #expect(try SiteFixture.contents(of: previous) == before)
        #expect(
            try SiteFixture.read(err)
                == "error: render pages: _site: stopped before the new site was complete; the previous site was left as it was\n")
    }

    @Test func aBuildRemovesTheStagingFoldersOfBuildsWhoseProcessIsGone() throws {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(SiteFixture.tinyCatalog, in: folder)
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let gone = ended.processIdentifier, running = ProcessInfo.processInfo.processIdentifier
        let kept = [
            "._site.building-\(running)-1A2B3C4D",  // a build still at work (this process)
            "._site.building-\(gone)-notes",  // not a name a build gives
            ".blog.building-\(gone)-1A2B3C4D",  // another --out's
            "._site.old-\(gone)-1A2B3C4D",  // a previous site moved aside: maybe the only copy
        ]
        for name in kept + ["._site.building-\(gone)-1A2B3C4D"] {
            let staged = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: staged, withIntermediateDirectories: true)
            try Data("<p>half</p>".utf8).write(to: staged.appendingPathComponent("en-us.html"))
        }
        // A file with a staging folder's name is not a staging folder.
        try Data().write(to: folder.appendingPathComponent("._site.building-\(gone)-ABCDEF12"))
        _ = try SiteFixture.build(BuildOptions(inputs: [file], output: folder.appendingPathComponent("_site").path)).get()
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == (kept + ["._site.building-\(gone)-ABCDEF12", "_site", "app.json"]).sorted())
    }

    /// Returns once `condition` holds, or after `seconds`.
    private static func wait(_ seconds: Double, until condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while try !condition(), Date() < deadline { usleep(20_000) }
    }

    /// The HTML pages written so far into a staging folder of `_site` in `folder`.
    private static func stagedPages(in folder: URL) throws -> Int {
        let manager = FileManager.default
        var pages = 0
        for name in try manager.contentsOfDirectory(atPath: folder.path) where name.hasPrefix("._site.building-") {
            let staged = folder.appendingPathComponent(name).path
            pages += (manager.enumerator(atPath: staged)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".html") }.count
        }
        return pages
    }
}
