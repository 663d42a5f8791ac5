import CFuzzer
import Foundation

/// The entry point of every fuzz target: libFuzzer's driver with the target's check.
///
/// A fuzz target is an ordinary executable whose `main` calls this, so it needs no `main` from libFuzzer:
/// only the fuzz targets link libFuzzer's runtime (`linkerSettings` in `Package.swift`), while the rest of the
/// build, including the root package's build-tool plugin, is built with the sanitizer flags alone. Linking
/// libFuzzer's `main` into everything broke the build of the plugin's tool ("multiple definition of 'main'").
///
/// ```swift
/// // Sources/fuzz-json/main.swift
/// FuzzDriver.run(fuzzJSON)
/// ```
public enum FuzzDriver {
    /// Runs libFuzzer with the process's arguments and `target` for each input, then exits with its status.
    public static func run(_ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv, target)
        exit(status)
    }
}
