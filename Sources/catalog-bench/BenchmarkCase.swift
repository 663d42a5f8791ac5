/// One measured case: a name, how many strings it makes, and the work.
struct BenchmarkCase {
    let name: String
    let iterations: Int
    /// How many times the case runs; the fastest run counts.
    var runs = 2
    /// Does the work; returns a checksum of what it produced so nothing is optimised away.
    let run: () throws -> Int

    /// The measured result of a case.
    struct Outcome {
        let name: String
        let perSecond: Double
        let seconds: Double
        let peakMegabytes: Double
        let checksum: Int
    }

    /// A case that does `work` once per row and column of a grid, `passes` times over (a string per
    /// call: `iterations` is passes × rows × columns); its checksum is the sum of what `work` returns.
    static func grid<Row, Column>(
        _ name: String, passes: Int, rows: [Row], columns: [Column], _ work: @escaping (Row, Column) throws -> Int
    ) -> BenchmarkCase {
        BenchmarkCase(name: name, iterations: passes * rows.count * columns.count) {
            var checksum = 0
            for _ in 0..<passes {
                for row in rows {
                    for column in columns { checksum &+= try work(row, column) }
                }
            }
            return checksum
        }
    }

    /// Runs the case `runs` times (twice unless the case says otherwise) and keeps the fastest run, so that
    /// one-time costs (opening ICU formatters, first page faults, a cold CPU) do not favour whichever case
    /// runs later.
    func measure() throws -> Outcome {
        PeakMemory.reset()
        let clock = ContinuousClock()
        var checksum = 0
        var best = Duration.seconds(Int64.max)
        for _ in 0..<runs {
            let elapsed = try clock.measure { checksum = try run() }
            best = min(best, elapsed)
        }
        let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) / 1e18
        return Outcome(
            name: name, perSecond: Double(iterations) / seconds, seconds: seconds,
            peakMegabytes: PeakMemory.megabytes(), checksum: checksum)
    }
}

extension BenchmarkCase.Outcome {
    var line: String {
        let rate = String(Int(perSecond.rounded()))
        let memory = String(Int(peakMegabytes.rounded()))
        return
            "\(name.padding(toLength: 34, withPad: " ", startingAt: 0)) \(String(repeating: " ", count: max(0, 12 - rate.count)))\(rate)/s  "
            + "peak \(memory) MB  (\(String(format3(seconds))) s, checksum \(checksum))"
    }

    private func format3(_ value: Double) -> String {
        let scaled = Int((value * 1000).rounded())
        let fraction = String(scaled % 1000)
        return "\(scaled / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}

/// Ratio of two rates with two decimals, for the summary lines.
func ratio(_ a: BenchmarkCase.Outcome, _ b: BenchmarkCase.Outcome) -> String {
    let value = Int((a.perSecond / b.perSecond * 100).rounded())
    let fraction = String(value % 100)
    return "\(value / 100).\(fraction.count == 1 ? "0" + fraction : fraction)"
}
