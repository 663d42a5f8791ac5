import Foundation

/// Properties a fuzz target checks beyond "does not crash": a broken one stops libFuzzer like a crash.
public enum FuzzCheck {
    /// Stops with `message` when `condition` is false, so libFuzzer saves the input as a finding.
    public static func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        guard !condition() else { return }
        FileHandle.standardError.write(Data("fuzz check failed: \(message())\n".utf8))
        abort()
    }

    /// The number of lines in the input (a position past the last line is an error of ours).
    public static func lineCount(_ bytes: [UInt8]) -> Int {
        bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }
}
