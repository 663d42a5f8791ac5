import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogSite

/// `catalog-site` is one self-contained file: the phrases and the default theme are embedded at build
/// time, so copying the executable installs it.
@Suite("Install by copying the binary", .removesTemporaryFolders)
struct InstallTests {
    /// The copy runs from a folder of its own. (A test cannot hide the build folder while it runs; the
    /// next test checks that nothing in the product looks for a resource bundle there.)
    @Test func aCopiedBinaryRunsOnItsOwn() throws {
        let folder = try SiteFixture.temporaryFolder()
        let copy = folder.appendingPathComponent("catalog-site")
        try FileManager.default.copyItem(at: CommandLineTool.executable, to: copy)
        _ = try SiteFixture.catalogFile(SiteFixture.tinyCatalog, in: folder)
        let offer = try CommandLineTool.run(
            ["offer", "--locale", "de_DE", "--currency", "EUR", "--phase", "free:P1W", "--phase", "9.99:P1M"], directory: folder,
            program: copy)
        #expect(offer.status == 0)
        #expect(offer.standardOutput == "1 Woche kostenlos, dann 9,99\u{00A0}€ pro Monat\n")
        let build = try CommandLineTool.run(["build", "app.json", "--out", "site"], directory: folder, program: copy)
        #expect(build.status == 0)
        #expect(build.standardOutput.hasSuffix("Open site/index.html\n"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/app/main/de-de.html").path))
        #expect(try SiteFixture.read(folder.appendingPathComponent("site/assets/paywall.css")) == (try Self.themeFile("paywall.css")))
    }

    /// SwiftPM's `Bundle.module` looks for a bundle next to the binary and traps when it is missing.
    @Test func nothingInTheProductLooksForAResourceBundle() throws {
        let sources = SiteFixture.repository.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        var offenders: [String] = []
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            if text.contains("Bundle.module") { offenders.append(path) }
        }
        #expect(offenders == [])
    }

    @Test func theEmbeddedThemeIsTheThemeFolder() throws {
        let folder = SiteFixture.repository.appendingPathComponent("Sources/CatalogSite/Theme")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(EmbeddedResources.names == names)
        #expect(names.sorted() == Theme.fileNames.sorted())
        for name in names {
            #expect(EmbeddedResources.text(named: name) == (try Self.themeFile(name)), "\(name)")
        }
    }

    static func themeFile(_ name: String) throws -> String {
        try String(contentsOf: SiteFixture.repository.appendingPathComponent("Sources/CatalogSite/Theme/\(name)"), encoding: .utf8)
    }
}
