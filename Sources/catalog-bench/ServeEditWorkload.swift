import Foundation

/// `catalog-bench serve-edit`: the time from saving an edit to `catalog-site serve` answering with it, as a
/// person with the page open waits for it. `catalog-site serve --port 0` (the release build next to this
/// executable) serves a copy of the catalogs; each edit changes one product's German display name (written
/// as editors save: a new file renamed over the old), and the clock stops when a GET of that product's German
/// page returns the new name.
struct ServeEditWorkload {
    /// The case's name in the output.
    let name: String
    /// The folder served (a copy) and the file edited in it.
    let folder: URL
    let file: URL
    /// The German display name edited, as the file spells it; the edit adds " edit N".
    let germanName: String
    /// Where in the file the edit goes: the last spelling of `germanName` before `anchor`, else the first.
    let anchor: String?
    /// A part of the German page's path that names the edited product's paywall.
    let pagePattern: String
    /// The target median, in seconds; nil for a case measured without one.
    let target: Double?
    var edits = 5

    /// The cases: one product of the 10,000-page `.storekit` site (target 300 ms); the same in a file with one lint
    /// finding (a display name too long, in another group: no target, it shows what a finding costs an edit); and
    /// one product of `catalogs/` (target 50 ms, skipped when this is not run from the package's folder).
    static func runCases() throws {
        let folder = SiteWorkload.folder.appendingPathComponent("serve-edit")
        let text = StoreKitSiteWorkload.storeKitText()
        let tooLong = try replacing("Plan 2 fr_FR", with: "Plan 2 fr_FR, beaucoup trop long pour l’App Store", after: nil, in: text)
        let cases: [(name: String, text: String, target: Double?)] = [("", text, 0.3), (" with a finding", tooLong, nil)]
        for (name, fileText, target) in cases {
            let storeKit = folder.appendingPathComponent("storekit\(name.isEmpty ? "" : "-finding")")
            try FileManager.default.createDirectory(at: storeKit, withIntermediateDirectories: true)
            let file = storeKit.appendingPathComponent("Generated.storekit")
            try Data(fileText.utf8).write(to: file)
            try ServeEditWorkload(
                name: "serve-edit/.storekit\(name) (10,000 pages)", folder: storeKit, file: file, germanName: "Plan 1 de_DE",
                anchor: #""productID" : "com.example.app123.plan0""#, pagePattern: "123", target: target
            ).run()
        }
        let catalogs = URL(fileURLWithPath: "catalogs")
        guard FileManager.default.fileExists(atPath: catalogs.appendingPathComponent("castle-coins.json").path) else {
            print("serve-edit/catalogs: skipped, run catalog-bench from the package's folder")
            return
        }
        let copy = folder.appendingPathComponent("catalogs")
        try FileManager.default.copyItem(at: catalogs, to: copy)
        try ServeEditWorkload(
            name: "serve-edit/catalogs", folder: copy, file: copy.appendingPathComponent("castle-coins.json"),
            germanName: "550 Goldmünzen", anchor: nil, pagePattern: "castle-coins/", target: 0.05
        ).run()
    }

    /// The executable of `catalog-site` next to this one.
    static var server: URL {
        URL(fileURLWithPath: CatalogBench.selfPath).deletingLastPathComponent().appendingPathComponent("catalog-site")
    }

    /// Starts the server, makes the edits and prints the median and the worst time, then stops the server.
    func run() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.server.path) else {
            print("\(name): skipped, \(Self.server.path) is missing (swift build -c release --product catalog-site)")
            return
        }
        let process = Process()
        process.executableURL = Self.server
        process.arguments = ["serve", folder.path, "--port", "0"]
        process.currentDirectoryURL = folder.deletingLastPathComponent()
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let started = ContinuousClock.now
        try process.run()
        defer {
            process.interrupt()
            process.waitUntilExit()
        }
        guard let port = Self.port(in: output.fileHandleForReading) else { throw ServeEditFailure.noPort }
        let firstBuild = ContinuousClock.now - started
        guard let index = LocalHTTP.get("/", port: port), let page = Self.germanPage(in: index, matching: pagePattern) else {
            throw ServeEditFailure.noPage(pagePattern)
        }
        let original = try String(contentsOf: file, encoding: .utf8)
        var times: [Double] = []
        for edit in 1...edits {
            let edited = "\(germanName) edit \(edit)"
            let text = try Self.replacing(germanName, with: edited, after: anchor, in: original)
            let clock = ContinuousClock.now
            try Data(text.utf8).write(to: file, options: .atomic)
            while LocalHTTP.get(page, port: port)?.contains(edited) != true {
                guard ContinuousClock.now - clock < .seconds(60) else { throw ServeEditFailure.notServed(page) }
                usleep(2_000)
            }
            times.append(Self.seconds(ContinuousClock.now - clock))
        }
        let sorted = times.sorted()
        let median = sorted[sorted.count / 2]
        print(
            "\(name): edit to served median \(Self.milliseconds(median)), worst \(Self.milliseconds(sorted[sorted.count - 1])) of \(edits) edits (\(target.map { "target median ≤ \(Self.milliseconds($0))" } ?? "no target")); first build served after \(String(format: "%.2f", Self.seconds(firstBuild))) s"
        )
    }

    /// The port of the "Serving … at http://127.0.0.1:PORT/" line.
    private static func port(in handle: FileHandle) -> Int? {
        var text = ""
        while !text.contains("\n") {
            let data = handle.availableData
            if data.isEmpty { return nil }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let start = text.range(of: "127.0.0.1:")?.upperBound, let end = text[start...].firstIndex(of: "/") else { return nil }
        return Int(text[start..<end])
    }

    /// The index's link to the German page whose path contains `pattern`.
    private static func germanPage(in index: String, matching pattern: String) -> String? {
        index.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            .first { $0.hasSuffix("/de-de.html") && $0.contains(pattern) }.map { "/" + $0 }
    }

    /// `text` with the last `old` before `anchor` (the first `old` without an anchor) replaced by `new`.
    static func replacing(_ old: String, with new: String, after anchor: String?, in text: String) throws -> String {
        var searched = text.startIndex..<text.endIndex
        if let anchor {
            guard let at = text.range(of: anchor) else { throw ServeEditFailure.notInFile(anchor) }
            searched = text[..<at.lowerBound].range(of: old, options: .backwards).map { $0.lowerBound..<text.endIndex } ?? searched
        }
        guard let range = text.range(of: old, range: searched) else { throw ServeEditFailure.notInFile(old) }
        return text.replacingCharacters(in: range, with: new)
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func milliseconds(_ seconds: Double) -> String { "\(Int((seconds * 1000).rounded())) ms" }
}
