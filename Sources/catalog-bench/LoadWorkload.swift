import Catalog
import Foundation

/// The load case of issue 13: read and lint a generated 10.5 MB `.storekit` file (`LoadStoreKit`) in
/// process, against Python's C `json` module parsing the same file in the same run. The target is at
/// most twice Python's time: read + lint should cost about what parsing alone costs elsewhere.
struct LoadWorkload {
    /// The file's size: at least 10.5 MB (10,500,000 bytes; MB/s below are millions of bytes per second).
    static let bytes = 10_500_000

    /// The folder the case works in; removed by `cleanUp()`.
    static var folder: URL {
        SiteWorkload.scratch.appendingPathComponent("catalog-bench-load-\(ProcessInfo.processInfo.processIdentifier)")
    }

    static func cleanUp() { try? FileManager.default.removeItem(at: folder) }

    /// The generated file, written once per run.
    static func file() throws -> URL {
        let file = folder.appendingPathComponent("generated.storekit")
        if !FileManager.default.fileExists(atPath: file.path) {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(LoadStoreKit.text(bytes: bytes).utf8).write(to: file)
        }
        return file
    }

    /// The generated file's size in bytes (whole groups make it a little larger than `bytes`).
    static func fileSize() throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: try file().path)[.size] as? Int) ?? bytes
    }

    /// Read + lint of the file (its bytes per second): the checksum is the number of findings, notes included.
    func cases() throws -> [BenchmarkCase] {
        let path = try Self.file().path
        return [
            BenchmarkCase(name: "load/ours (10.5 MB .storekit)", iterations: try Self.fileSize()) {
                let output = CatalogLoader.load(path: path)
                guard output.catalog != nil else { throw BenchError("\(path) was not read as a catalog") }
                return output.findings().count
            }
        ]
    }

    /// The fast paths' benchmark: read + lint of the `.storekit` file and of the site case's `.json` catalog
    /// (10,000 copies), each with the fast paths and along the general path (`fastPaths: false`: byte scan,
    /// every localization and copy read field by field); the checksum is the number of findings.
    func fastPathCases() throws -> [BenchmarkCase] {
        let storeKit = Array(try Data(contentsOf: try Self.file()))
        let json = Array(SiteWorkload.catalogText().utf8)
        return [
            (storeKit, "generated.storekit", "load/storekit fast paths", "load/storekit general path"),
            (json, "generated.json", "load/json fast paths", "load/json general path"),
        ].flatMap { bytes, file, fast, general in
            [(fast, true), (general, false)].map { name, fastPaths in
                BenchmarkCase(name: name, iterations: bytes.count) {
                    let output = CatalogLoader.load(bytes: bytes, file: file, fastPaths: fastPaths)
                    guard output.catalog != nil else { throw BenchError("\(file) was not read as a catalog") }
                    return output.findings().count
                }
            }
        }
    }

    /// Runs the case and Python's `json.load` on the same file, and prints both and their ratio; then the
    /// fast paths' cases, and what the fast paths gain in each format.
    func run() throws {
        let ours = try cases()[0].measure()
        print(ours.line)
        let paths = try fastPathCases().map { try $0.measure() }
        for result in paths { print(result.line) }
        print("load: fast paths/general path .storekit=\(ratio(paths[0], paths[1])) .json=\(ratio(paths[2], paths[3])) (bytes/s)")
        let megabytes = Double(try Self.fileSize()) / 1_000_000
        let oursLine = "read + lint \(Self.format(ours.seconds)) s (\(Int((megabytes / ours.seconds).rounded())) MB/s)"
        guard let python = Self.executable("python3") else {
            print("load: \(oursLine); python3 is not on PATH, so the Python json.load comparison is skipped")
            return
        }
        let seconds = try Self.pythonSeconds(python, file: try Self.file().path)
        let ratio = Int((ours.seconds / seconds * 100).rounded())
        print(
            "load: \(oursLine); python3 json.load \(Self.format(seconds)) s (\(Int((megabytes / seconds).rounded())) MB/s); ours/python time \(ratio / 100).\(String(format: "%02d", ratio % 100))× (target ≤ 2×)"
        )
    }

    /// Python's best time of five for `json.load(open(file))`, timed inside Python (no interpreter start-up).
    static func pythonSeconds(_ python: String, file: String) throws -> Double {
        let script = """
            import json, sys, time
            best = None
            for _ in range(5):
                start = time.perf_counter()
                with open(sys.argv[1], encoding="utf-8") as f:
                    json.load(f)
                elapsed = time.perf_counter() - start
                best = elapsed if best is None else min(best, elapsed)
            print(best)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, file]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, let seconds = Double(text) else {
            throw BenchError("python3 json.load failed (status \(process.terminationStatus)): \(text)")
        }
        return seconds
    }

    /// The first executable of that name on PATH.
    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func format(_ seconds: Double) -> String { String(format: "%.3f", seconds) }
}
