import Catalog
import Foundation
import Testing

/// The version is written once (`CatalogPackage.version`); the README's dependency snippet and install
/// lines use it, and the licence the README names is there.
@Suite("Version and licence")
struct PackageVersionTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func read(_ name: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func versionIsSemantic() {
        let parts = CatalogPackage.version.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    }

    @Test func theReadmeDependencySnippetUsesTheVersion() throws {
        let readme = try Self.read("README.md")
        let snippets = readme.split(separator: "\n").filter { $0.contains(".package(url:") }
        #expect(!snippets.isEmpty)
        for line in snippets {
            #expect(line.contains("from: \"\(CatalogPackage.version)\""), "\(line)")
        }
        #expect(readme.contains(".product(name: \"Catalog\", package: \"catalog\")"))
        // The library's snippet turns the tools' traits off, so an app pins swift-atomics alone (`.ci/run`
        // checks the pins); the snapshot product's snippet turns its own trait on.
        #expect(readme.contains("from: \"\(CatalogPackage.version)\", traits: [])"))
        #expect(readme.contains("from: \"\(CatalogPackage.version)\", traits: [\"SnapshotTesting\"])"))
        #expect(readme.contains("# catalog-site \(CatalogPackage.version) (ICU "))
    }

    @Test func theLicenceTheReadmeNamesIsThere() throws {
        let licence = try Self.read("LICENSE")
        #expect(licence.contains("Apache License\n                           Version 2.0, January 2004"))
        #expect(try Self.read("README.md").contains("Apache License 2.0: see [LICENSE](LICENSE)"))
    }
}
