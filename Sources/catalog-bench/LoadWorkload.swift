import Catalog
import Foundation

/// The load case of issues 13 and 25: read and lint generated `.storekit` files in process (`LoadShape`:
/// issue 13's 10.5 MB file and issue 25's file of as many bytes in more, shorter localizations), each
/// against Python's C `json` module parsing the same file in the same run. The target is at most twice
/// Python's time: read + lint should cost about what parsing alone costs elsewhere.
struct LoadWorkload {
    /// The file's size: at least 10.5 MB (10,500,000 bytes; MB/s below are millions of bytes per second).
    static let bytes = 10_500_000

    /// The folder the case works in; removed by `cleanUp()`.
    static var folder: URL {
        SiteWorkload.scratch.appendingPathComponent("catalog-bench-load-\(ProcessInfo.processInfo.processIdentifier)")
    }

    static func cleanUp() { try? FileManager.default.removeItem(at: folder) }

    /// The shapes measured: issue 13's file and issue 25's file of many short localizations.
    static let shapes = [LoadShape.plans, LoadShape.manyLocalizations]

    /// The generated file of issue 13's shape, written once per run.
    static func file() throws -> URL { try LoadShape.plans.file(in: folder) }

    /// Read + lint of each shape's file (its bytes per second): the checksum is the number of findings, notes
    /// included.
    func cases() throws -> [BenchmarkCase] {
        try Self.shapes.map { shape in
            let path = try shape.file(in: Self.folder).path
            // As many runs as Python's (`pythonSeconds`), the fastest counting on both sides.
            return BenchmarkCase(name: shape.caseName, iterations: try shape.size(in: Self.folder), runs: Self.pythonRuns) {
                let output = CatalogLoader.load(path: path)
                guard output.catalog != nil else { throw BenchError("\(path) was not read as a catalog") }
                return output.findings().count
            }
        }
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

    /// Runs the fast paths' cases and what they gain in each format, then each shape's case and Python's
    /// `json.load` on the same file, and prints both and their ratio.
    func run() throws {
        let paths = try fastPathCases().map { try $0.measure() }
        for result in paths { print(result.line) }
        print("load: fast paths/general path .storekit=\(ratio(paths[0], paths[1])) .json=\(ratio(paths[2], paths[3])) (bytes/s)")
        let python = Self.executable("python3")
        for (shape, benchmark) in zip(Self.shapes, try cases()) {
            let ours = try benchmark.measure()
            print(ours.line)
            let megabytes = Double(try shape.size(in: Self.folder)) / 1_000_000
            let oursLine = "read + lint \(Self.format(ours.seconds)) s (\(Int((megabytes / ours.seconds).rounded())) MB/s)"
            guard let python else {
                print("\(shape.label): \(oursLine); python3 is not on PATH, so the Python json.load comparison is skipped")
                continue
            }
            let seconds = try Self.pythonSeconds(python, file: try shape.file(in: Self.folder).path)
            let ratio = Int((ours.seconds / seconds * 100).rounded())
            print(
                "\(shape.label): \(oursLine); python3 json.load \(Self.format(seconds)) s (\(Int((megabytes / seconds).rounded())) MB/s); ours/python time \(ratio / 100).\(String(format: "%02d", ratio % 100))× (target ≤ 2×)"
            )
        }
    }

    /// How many times each side reads the file; the fastest run counts.
    static let pythonRuns = 5

    /// Python's best time of `pythonRuns` for `json.load(open(file))`, timed inside Python (no interpreter
    /// start-up).
    static func pythonSeconds(_ python: String, file: String) throws -> Double {
        let script = """
            import json, sys, time
            best = None
            for _ in range(\(pythonRuns)):
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
