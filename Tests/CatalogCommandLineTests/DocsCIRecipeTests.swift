import CatalogTestSupport
import Foundation
import Testing

/// docs/ci.md is a recipe whose commands the test suite runs: every line of its ```sh blocks, in order,
/// in a copy of `catalogs/`, with the built `catalog-site` first on `PATH`; the `run:` lines of its GitHub
/// Actions workflow must be among them (issue 12, item 5).
@Suite("docs/ci.md", .removesTemporaryFolders)
struct DocsCIRecipeTests {
    static let document = SiteFixture.repository.appendingPathComponent("docs/ci.md")

    /// The lines of every ```sh block, and the one-line `run:` commands of the ```yaml block.
    static func commands(in text: String) -> (shell: [String], workflow: [String]) {
        var shell: [String] = [], workflow: [String] = []
        var fence: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if fence == nil {
                if line.hasPrefix("```") { fence = String(line.dropFirst(3)) }
            } else if line == "```" {
                fence = nil
            } else if fence == "sh", !line.isEmpty {
                shell.append(line)
            } else if fence == "yaml", let range = line.range(of: "run: "), !line.hasSuffix("run: |") {
                workflow.append(String(line[range.upperBound...]))
            }
        }
        return (shell, workflow)
    }

    static let parsed = Result { () throws -> (shell: [String], workflow: [String]) in commands(in: try SiteFixture.read(document)) }

    /// Whether the built tool has `catalog-site strings` (issue 12, item 1, built on its own branch).
    /// A folder holding a copy of the example catalogs as `catalogs/`, as an app's repository would.
    static func repository() throws -> URL {
        let folder = try SiteFixture.temporaryFolder()
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: SiteFixture.exampleCatalogs), to: folder.appendingPathComponent("catalogs"))
        return folder
    }

    /// Runs one line of the recipe through `/bin/sh` in `folder`, with the built tool first on `PATH`.
    static func run(_ command: String, in folder: URL) throws -> CommandLineTool.Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = CommandLineTool.executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandLineTool.Output(
            status: process.terminationStatus, standardOutput: String(decoding: out, as: UTF8.self),
            standardError: String(decoding: err, as: UTF8.self))
    }

    /// The SARIF file the recipe writes: SARIF 2.1.0, and its results' rule IDs.
    static func sarifRules(in folder: URL) throws -> [String] {
        let data = try Data(contentsOf: folder.appendingPathComponent("catalog-lint.sarif"))
        let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [Any]
        #expect(rules?.isEmpty == false)
        return (run["results"] as? [[String: Any]])?.compactMap { $0["ruleId"] as? String } ?? []
    }

    @Test func theWorkflowRunsTheRecipesCommands() throws {
        let parsed = try Self.parsed.get()
        #expect(
            parsed.shell == [
                "catalog-site strings > strings.txt",
                "catalog-site lint --format sarif > catalog-lint.sarif || true",
                "catalog-site lint",
                "catalog-site strings --check strings.txt",
                "catalog-site build --out _site",
            ])
        let installing = parsed.workflow.filter { !$0.hasPrefix("catalog-site ") }
        #expect(installing.isEmpty, "run: lines that are not catalog-site commands: \(installing)")
        for command in parsed.workflow {
            #expect(parsed.shell.contains(command), "the workflow's `run: \(command)` is not among the recipe's commands")
        }
        let document = try SiteFixture.read(Self.document)
        for action in ["github/codeql-action/upload-sarif@", "actions/upload-artifact@", "sarif summary catalog-lint.sarif"] {
            #expect(document.contains(action), "docs/ci.md no longer mentions \(action)")
        }
    }

    /// Every command but `strings`, on the clean example catalogs and on a catalog with an error.
    @Test func theRecipeRunsOnTheExampleCatalogs() throws {
        let commands = try Self.parsed.get().shell.filter { !$0.hasPrefix("catalog-site strings") }
        let folder = try Self.repository()
        for command in commands {
            let result = try Self.run(command, in: folder)
            #expect(result.status == 0, "\(command): \(result.standardError)")
        }
        #expect(try Self.sarifRules(in: folder) == [])
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("_site/index.html").path))

        // A price with a fraction of a cent: SARIF still written, lint fails the job, the previews are built.
        let catalog = folder.appendingPathComponent("catalogs/castle-coins.json")
        let text = try SiteFixture.read(catalog)
        let broken = try #require(text.range(of: #""US": "0.99""#))
        try Data(text.replacingCharacters(in: broken, with: #""US": "0.999""#).utf8).write(to: catalog)
        let expected = [
            "catalog-site lint --format sarif > catalog-lint.sarif || true": 0, "catalog-site lint": 1, "catalog-site build --out _site": 0,
        ]
        for command in commands {
            let result = try Self.run(command, in: folder)
            #expect(result.status == Int32(expected[command] ?? -1), "\(command): \(result.standardError)")
        }
        #expect(try Self.sarifRules(in: folder) == ["price-fraction-digits"])
        if LintFormatTests.sarifToolsInstalled {
            let summary = try Self.run("python3 -m sarif summary catalog-lint.sarif", in: folder)
            #expect(summary.status == 0, "\(summary.standardError)")
            #expect(summary.standardOutput.contains("error: 1\n - price-fraction-digits "), "\(summary.standardOutput)")
        }
    }

    /// The `strings` lines: record, check unchanged (0), check after a price change (1, with a diff).
    @Test
    func theStringsCheckCatchesAChangedPrice() throws {
        let commands = try Self.parsed.get().shell
        let folder = try Self.repository()
        for command in commands {
            let result = try Self.run(command, in: folder)
            #expect(result.status == 0, "\(command): \(result.standardError)")
        }
        let catalog = folder.appendingPathComponent("catalogs/castle-coins.json")
        let text = try SiteFixture.read(catalog)
        let price = try #require(text.range(of: #""US": "0.99""#))
        try Data(text.replacingCharacters(in: price, with: #""US": "1.99""#).utf8).write(to: catalog)
        let check = try Self.run("catalog-site strings --check strings.txt", in: folder)
        #expect(check.status == 1)
        #expect(check.standardOutput.contains("$1.99"), "\(check.standardOutput)")
    }
}
