import Catalog
import CatalogTestSupport
import Foundation
import Testing

/// Malformed catalogs (Tests/CatalogTests/Fixtures/BadCatalogs), each with the diagnostic it must produce.
/// None may crash, hang or print a stack trace; each problem is reported where it is, with its rule.
@Suite("Bad catalogs", .removesTemporaryFolders)
struct BadCatalogCorpusTests {
    struct Expectation: Decodable, Sendable, CustomStringConvertible {
        let file: String
        let rule: Diagnostic.Rule
        let severity: Severity
        let line: Int
        let column: Int
        let message: String
        let path: String
        /// The hint, when the entry checks it.
        let hint: String?
        /// Rules that must not be reported as well: follow-on findings of the same problem.
        let absent: [Diagnostic.Rule]?
        /// How many findings of the rule the file gives, when the entry checks it (one per problem).
        let count: Int?
        var description: String { file }
    }

    /// The entries of expectations.json; a file that is missing or malformed fails the test that reads it
    /// instead of giving zero cases.
    static func expectations() throws -> [Expectation] {
        let data = try Data(contentsOf: try Fixtures.url("BadCatalogs/expectations.json"))
        return try JSONDecoder().decode([Expectation].self, from: data)
    }

    @Test func corpusIsLarge() throws {
        #expect(try Self.expectations().count >= 40)
    }

    /// Rules no catalog file can provoke, and where they are tested instead: findings about the paths
    /// themselves (`CatalogDiscoveryTests`), the 16 MiB limit (`hugeFileIsRefusedWithoutReadingIt`,
    /// which makes its file, sparse, at run time). CatalogSite's `project-file` is not a catalog's
    /// (`ProjectFileCommandTests`). Google Play's rules about values our format does not hold (base
    /// plans, discounts, prices for other regions, benefits, commitments) are tested on catalogs made in
    /// code (`PlayLintTests`).
    static let rulesWithoutAFile: Set<Diagnostic.Rule> = [
        .fileNotFound, .fileUnreadable, .noCatalogFiles, .fileTooLarge, .playIDInvalid, .otherRegionsCurrency, .relativeDiscountRange,
        .absoluteDiscountTooLarge, .playBenefitCount, .playBenefitTooLong, .playUnknownBasePlan, .commitmentPayments, .appStoreCommitment,
    ]

    @Test func coversEveryRule() throws {
        let covered = Set(try Self.expectations().map(\.rule))
        let missing = Diagnostic.Rule.catalogRules.filter { !covered.contains($0) && !Self.rulesWithoutAFile.contains($0) }
        let undeclared = covered.subtracting(Diagnostic.Rule.catalogRules).map(\.rawValue).sorted()
        #expect(undeclared.isEmpty, "expectations.json names rules Catalog does not declare: \(undeclared)")
        #expect(missing.isEmpty, "no bad catalog provokes \(missing.map(\.rawValue).joined(separator: ", "))")
        #expect(covered.isDisjoint(with: Self.rulesWithoutAFile), "a rule listed as without a file has one; remove it from the list")
    }

    /// Every finding of the corpus has its rule's default severity, but for fields of `.storekit` files
    /// Catalog does not use: notes, not errors.
    @Test func findingsHaveTheirRulesSeverity() throws {
        for expectation in try Self.expectations() {
            let isStoreKitNote = expectation.rule == .unknownField && expectation.file.hasSuffix(".storekit")
            #expect(
                expectation.severity == (isStoreKitNote ? .note : expectation.rule.defaultSeverity),
                "\(expectation.file): \(expectation.rule.rawValue)")
        }
    }

    @Test(arguments: try expectations())
    func producesItsDiagnostic(_ expectation: Expectation) throws {
        let path = try Fixtures.url("BadCatalogs/\(expectation.file)").path
        let findings = CatalogLoader.load(path: path).findings()
        let match = findings.first { $0.rule == expectation.rule && $0.message.contains(expectation.message) }
        #expect(
            match != nil,
            "\(expectation.file): no \(expectation.rule.rawValue) containing “\(expectation.message)” in:\n\(findings.map(\.rendered).joined(separator: "\n"))"
        )
        guard let match else { return }
        #expect(match.severity == expectation.severity)
        #expect(match.location == Diagnostic.Location(line: expectation.line, column: expectation.column), "\(expectation.file)")
        #expect(match.path == expectation.path, "\(expectation.file)")
        #expect(match.file == path)
        if let hint = expectation.hint { #expect(match.hint == hint, "\(expectation.file)") }
        for rule in expectation.absent ?? [] {
            #expect(!findings.contains { $0.rule == rule }, "\(expectation.file): \(rule.rawValue) repeats the problem")
        }
        if let count = expectation.count { #expect(findings.filter { $0.rule == expectation.rule }.count == count) }
    }

    @Test func hugeFileIsRefusedWithoutReadingIt() throws {
        let url = try TemporaryFolders.make("catalog-100mb").appendingPathComponent("catalog.json")
        try #require(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 100 << 20)  // sparse: 100 MiB of zeros, written instantly
        try handle.close()
        let result = CatalogLoader.load(path: url.path)
        #expect(result.catalog == nil)
        #expect(result.diagnostics.map(\.rule.rawValue) == ["file-too-large"])
        #expect(result.diagnostics.first?.message == "the file is 100 MiB; catalogs are limited to 16 MiB")
    }

    /// A file just over the limit, or a pipe that gives more than it, is "more than 16 MiB".
    @Test func fileJustOverTheLimitSaysMoreThanTheLimit() throws {
        let url = try TemporaryFolders.make("catalog-16mb").appendingPathComponent("catalog.json")
        try #require(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(CatalogLoader.maximumFileSize + 1))
        try handle.close()
        let result = CatalogLoader.load(path: url.path)
        #expect(result.diagnostics.map(\.message) == ["the file is more than 16 MiB; catalogs are limited to 16 MiB"])
        let inMemory = CatalogLoader.load(bytes: [UInt8](repeating: 0x20, count: CatalogLoader.maximumFileSize + 1), file: "pipe.json")
        #expect(inMemory.diagnostics.map(\.message) == ["the file is more than 16 MiB; catalogs are limited to 16 MiB"])
    }

    @Test func tenThousandDeepNestingIsRefused() {
        let text = "{\"name\": " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}"
        let findings = lint(text)
        #expect(findings.map(\.rule.rawValue) == ["json-syntax"])
        #expect(findings.first?.message == "nesting is deeper than 64 levels")
    }

    @Test func randomBytesNeverCrash() {
        var generator = SplitMix(seed: 42)
        for length in [1, 7, 64, 1000, 20_000] {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
                let result = CatalogLoader.load(bytes: bytes, file: "random.json")
                #expect(!result.diagnostics.isEmpty || result.catalog != nil)
            }
        }
    }
}
