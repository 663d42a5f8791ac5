import CatalogTestSupport
import Foundation
import Testing

/// The console examples of the README (and of the `documents` under `docs/`) are the tool's real output,
/// byte for byte (U+00A0 and U+202F included).
///
/// Every `$ swift run catalog-site …` line of a ```console block runs with the built tool, through
/// `/bin/sh` (for pipes and quotes), in a scratch folder that sees the repository's `catalogs/` and
/// `docs/`; standard output and standard error go to one pipe, as in a terminal, and must equal the lines
/// under the command. Blocks of `swift run -c release catalog-bench` are skipped: their throughput and
/// memory numbers differ on every run. The build time in `Wrote … pages …, 0.05 s.` is masked on both sides.
@Suite("README examples", .serialized)
struct ReadmeExampleTests {
    struct Example: Sendable, CustomTestStringConvertible {
        let command: String
        let expected: String
        /// The README line of the command.
        let line: Int
        /// The document, as a path in the repository.
        var file = "README.md"
        var testDescription: String { "\(file):\(line): \(command)" }
    }

    static let readme = SiteFixture.repository.appendingPathComponent("README.md")

    /// The commands of every console block, with the output printed under each.
    static func examples(in text: String) -> (run: [Example], skipped: [String]) {
        var run: [Example] = [], skipped: [String] = []
        var block: [(line: Int, text: String)]?
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if block == nil {
                if line == "```console" { block = [] }
            } else if line == "```" {
                let lines = block ?? []
                block = nil
                let commands = lines.filter { $0.text.hasPrefix("$ ") }
                if commands.contains(where: { $0.text.hasPrefix("$ swift run -c release catalog-bench") }) {
                    skipped += commands.map(\.text)
                    continue
                }
                for (index, command) in commands.enumerated() {
                    let end = index + 1 < commands.count ? commands[index + 1].line : (lines.last?.line ?? command.line) + 1
                    let output = lines.filter { $0.line > command.line && $0.line < end }.map { $0.text + "\n" }.joined()
                    run.append(Example(command: String(command.text.dropFirst(2)), expected: output, line: command.line + 1))
                }
            } else {
                block?.append((number, String(line)))
            }
        }
        return (run, skipped)
    }

    /// The README's examples, or why it cannot be read: an unreadable README fails the tests instead of
    /// giving zero cases.
    static let parsed = Result { () throws -> (run: [Example], skipped: [String]) in examples(in: try SiteFixture.read(readme)) }

    /// Documents under `docs/` whose console examples are real output too.
    static let documents = ["docs/translations/README.md", "docs/store-languages.md"]

    /// The examples of `documents`, named by file and line.
    static let documentExamples = Result { () throws -> [Example] in
        try documents.flatMap { path in
            let text = try SiteFixture.read(SiteFixture.repository.appendingPathComponent(path))
            return examples(in: text).run.map { example in
                var named = example
                named.file = path
                return named
            }
        }
    }

    /// One scratch folder for the whole README, so that its commands run in order, as a reader would.
    static let folder = Result { () throws -> URL in
        let folder = try SiteFixture.sharedFolder()
        for name in ["catalogs", "docs"] {
            try FileManager.default.createSymbolicLink(
                at: folder.appendingPathComponent(name), withDestinationURL: SiteFixture.repository.appendingPathComponent(name))
        }
        return folder
    }

    /// "…(2 with review notes), 0.05 s. Open…" → "…(2 with review notes), <time> s. Open…".
    static func maskingTimes(_ text: String) -> String {
        text.replacingOccurrences(of: #", [0-9]+\.[0-9]+ s\. Open "#, with: ", <time> s. Open ", options: .regularExpression)
    }

    static func run(_ command: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let tool = "'" + CommandLineTool.executable.path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        process.arguments = ["-c", command.replacingOccurrences(of: "swift run catalog-site", with: tool)]
        process.currentDirectoryURL = try folder.get()
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func theReadmeHasExamplesOfEveryCommand() throws {
        let parsed = try Self.parsed.get()
        // 23 today: fewer means the parser (or the README) lost examples.
        #expect(parsed.run.count >= 20)
        let commands = parsed.run.map(\.command)
        for name in ["price", "period", "offer", "lint", "build", "translations", "strings"] {
            #expect(commands.contains { $0.contains("catalog-site \(name)") }, "no README example of catalog-site \(name)")
        }
        #expect(
            parsed.skipped == [
                "$ swift run -c release catalog-bench price", "$ swift run -c release catalog-bench",
                "$ swift run -c release catalog-bench serve-edit", "$ swift run -c release catalog-bench lint",
                "$ swift run -c release catalog-bench site-findings",
                "$ swift run -c release catalog-bench strings", "$ swift run -c release catalog-bench load",
            ])
    }

    @Test(arguments: try parsed.get().run + documentExamples.get())
    func outputIsByteExact(_ example: Example) throws {
        try #require(example.command.contains("swift run catalog-site"), "this test runs only `swift run catalog-site` commands")
        let actual = try Self.run(example.command)
        #expect(Self.maskingTimes(actual) == Self.maskingTimes(example.expected), "\(example.testDescription)")
    }
}
