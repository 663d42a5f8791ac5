import Catalog

/// Reads tab-separated lines from standard input and writes one result per line, in order; blank lines
/// are skipped (no output line), and line numbers in messages count every line read.
enum BatchRunner {
    /// - Parameters:
    ///   - fieldCount: The numbers of tab-separated fields a line may have.
    ///   - fieldNames: The expected layout, for error messages.
    ///   - transform: Turns a line's fields into its output line.
    /// - Returns: `false` when at least one line failed (it wrote `error: ...` in its place).
    static func run(fieldCount: ClosedRange<Int>, fieldNames: String, _ transform: ([String]) throws -> String) -> Bool {
        var ok = true
        var number = 0
        var output = [UInt8]()
        output.reserveCapacity(1 << 16)
        while let line = readLine(strippingNewline: true) {
            number += 1
            let trimmed = line.hasSuffix("\r") ? String(line.dropLast()) : line
            if trimmed.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            let fields = trimmed.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let result: String
            if !fieldCount.contains(fields.count) {
                ok = false
                let expected = fieldCount.count == 1 ? "\(fieldCount.lowerBound)" : "\(fieldCount.lowerBound) or \(fieldCount.upperBound)"
                result = "error: line \(number): expected \(expected) tab-separated fields (\(fieldNames)), found \(fields.count)"
            } else {
                do {
                    result = try transform(fields)
                } catch {
                    ok = false
                    result = "error: line \(number): \(Terminal.message(for: error))"
                }
            }
            output.append(contentsOf: result.utf8)
            output.append(0x0A)
            if output.count > 1 << 16 {
                StandardStream.output.write(output)
                output.removeAll(keepingCapacity: true)
            }
        }
        StandardStream.output.write(output)
        return ok
    }
}
