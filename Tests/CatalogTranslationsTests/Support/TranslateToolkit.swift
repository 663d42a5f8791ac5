import CatalogTestSupport
import Foundation

/// PyPI's translate-toolkit, a real XLIFF tool for `TranslateToolkitTests`, run through `python3`.
enum TranslateToolkit {
    /// Whether `python3 -c "import translate.storage.xliff"` works.
    static let isInstalled = (try? python("import translate.storage.xliff").status) == 0

    /// Runs a Python program (through `env`, so `python3` is found on the PATH).
    static func python(_ program: String, arguments: [String] = []) throws -> CommandLineTool.Output {
        try CommandLineTool.run(["python3", "-c", program] + arguments, program: URL(fileURLWithPath: "/usr/bin/env"))
    }
}
