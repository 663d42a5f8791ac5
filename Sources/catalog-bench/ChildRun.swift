import Foundation

/// A build run as its own process under `/usr/bin/time`, so that ours and Hugo are measured alike: wall
/// time from start to exit, and the process's own peak resident memory (a child forked from this
/// process would otherwise count the benchmark's memory as its own).
struct ChildRun {
    static let time = "/usr/bin/time"

    /// Whether `/usr/bin/time` is installed (Debian: apt-get install time).
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: time) }

    let executable: String
    let arguments: [String]
    var folder: URL?

    /// Runs the command twice and keeps the faster run's time; the peak is the larger of the two runs'.
    /// - Parameter before: Called before each run (to remove the previous output).
    func measure(name: String, pages: Int, before: () -> Void) throws -> BenchmarkCase.Outcome {
        var best = Double.infinity
        var peak = 0.0
        for _ in 0..<2 {
            before()
            let (seconds, megabytes) = try run()
            best = min(best, seconds)
            peak = max(peak, megabytes)
        }
        return BenchmarkCase.Outcome(name: name, perSecond: Double(pages) / best, seconds: best, peakMegabytes: peak, checksum: 0)
    }

    private func run() throws -> (seconds: Double, megabytes: Double) {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-bench-time-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.time)
        process.arguments = ["-f", "%M", "-o", report.path, executable] + arguments
        process.currentDirectoryURL = folder
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            try process.run()
            process.waitUntilExit()
        }
        guard process.terminationStatus == 0 else {
            throw BenchError("\((executable as NSString).lastPathComponent) exited with \(process.terminationStatus)")
        }
        let text = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
        let kilobytes = text.split(whereSeparator: \.isNewline).last.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } ?? 0
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (seconds, kilobytes / 1024)
    }
}
