import CatalogSite
import CatalogTestSupport
import Foundation
import Testing

/// Builds are atomic, never replace what catalog-site did not write, and give the same bytes each time.
@Suite("Output safety", .removesTemporaryFolders)
struct OutputSafetyTests {
    /// A parallel build and a serial one write the same bytes.
    @Test func buildsAreByteIdentical() throws {
        let folder = try SiteFixture.temporaryFolder()
        let first = folder.appendingPathComponent("one"), second = folder.appendingPathComponent("two")
        let inputs = [SiteFixture.exampleCatalogs]
        _ = try #require(
            SiteFixture.buildOnOwnThread(SiteBuilder(options: BuildOptions(inputs: inputs, output: first.path, concurrency: 4)))
        ).get()
        _ = try SiteFixture.build(BuildOptions(inputs: inputs, output: second.path, concurrency: 1)).get()
        let a = try SiteFixture.contents(of: first), b = try SiteFixture.contents(of: second)
        #expect(a.count > 20)
        #expect(a == b)
    }

    /// `concurrency: 1` renders every page on one thread (the calling one); more, on at most that many.
    @Test(arguments: [1, 2])
    func pagesAreRenderedByAtMostTheGivenThreads(_ concurrency: Int) throws {
        let folder = try SiteFixture.temporaryFolder()
        let threads = ThreadsSeen()
        let options = BuildOptions(
            inputs: [SiteFixture.exampleCatalogs], output: folder.appendingPathComponent("_site").path, concurrency: concurrency)
        // A slow progress call keeps the rendering thread busy, so that any other thread would take pages.
        let builder = SiteBuilder(options: options) { _, _ in
            threads.add(pthread_self())
            usleep(5_000)
        }
        let report = try #require(SiteFixture.buildOnOwnThread(builder)).get()
        #expect(report.pages.count > 20)
        #expect(threads.all.count <= concurrency)
    }

    /// A lint error refused by `strict`, and a file that cannot be read at all.
    @Test(arguments: [(#""9.999", "DE""#, true), (#""9.99", "DE" ]"#, false)])
    func failedBuildLeavesThePreviousSiteUntouched(_ replacement: String, strict: Bool) throws {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(SiteFixture.tinyCatalog, in: folder)
        let out = folder.appendingPathComponent("_site")
        _ = try SiteFixture.build(BuildOptions(inputs: [file], output: out.path)).get()
        let before = try SiteFixture.contents(of: out)
        try Data(SiteFixture.tinyCatalog.replacingOccurrences(of: "\"9.99\", \"DE\"", with: replacement).utf8).write(
            to: URL(fileURLWithPath: file))
        guard case .failure(let error) = SiteFixture.build(BuildOptions(inputs: [file], output: out.path, strict: strict)) else {
            Issue.record("a catalog with an error was built"); return
        }
        #expect(error.step == .loadCatalogs)
        #expect(try SiteFixture.contents(of: out) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["_site", "app.json"])
    }

    @Test func failingTemplateLeavesNoTrace() throws {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(SiteFixture.tinyCatalog, in: folder)
        let theme = folder.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try Data("{{#plans}} never closed".utf8).write(to: theme.appendingPathComponent("page.mustache"))
        let out = folder.appendingPathComponent("_site")
        guard case .failure(let error) = SiteFixture.build(BuildOptions(inputs: [file], output: out.path, theme: theme.path)) else {
            Issue.record("a broken template was accepted"); return
        }
        #expect(error.step == .loadTheme)
        #expect(error.path.hasSuffix("theme/page.mustache"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func neverReplacesAFolderItDidNotWrite() throws {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(SiteFixture.tinyCatalog, in: folder)
        let out = folder.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: out.appendingPathComponent("notes.txt"))
        guard case .failure(let error) = SiteFixture.build(BuildOptions(inputs: [file], output: out.path)) else {
            Issue.record("replaced a folder without a marker"); return
        }
        #expect(error.reason.message.contains("was not written by catalog-site build"))
        #expect(try SiteFixture.read(out.appendingPathComponent("notes.txt")) == "precious")
        _ = try SiteFixture.build(BuildOptions(inputs: [file], output: out.path, force: true)).get()
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("notes.txt").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(".catalog-site").path))
    }

    @Test func replacesItsOwnOutputAndEmptyFolders() throws {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(SiteFixture.tinyCatalog, in: folder)
        let out = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        _ = try SiteFixture.build(BuildOptions(inputs: [file], output: out.path)).get()
        _ = try SiteFixture.build(BuildOptions(inputs: [file], output: out.path)).get()
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("app/main/de-de.html").path))
    }

    @Test func refusesDangerousTargets() throws {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(SiteFixture.tinyCatalog, in: folder)
        for target in ["/", folder.path, FileManager.default.currentDirectoryPath] {
            guard case .failure(let error) = SiteFixture.build(BuildOptions(inputs: [file], output: target, force: true)) else {
                Issue.record("built into \(target)"); continue
            }
            #expect(error.step == .checkOutputFolder)
        }
        let theme = folder.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        guard case .failure = SiteFixture.build(BuildOptions(inputs: [file], output: theme.path, theme: theme.path, force: true)) else {
            Issue.record("replaced the theme folder"); return
        }
        try Data("x".utf8).write(to: folder.appendingPathComponent("site.txt"))
        guard
            case .failure(let error) = SiteFixture.build(
                BuildOptions(inputs: [file], output: folder.appendingPathComponent("site.txt").path))
        else {
            Issue.record("replaced a file"); return
        }
        #expect(error.reason.message == "a file, not a folder, is already there")
    }

    @Test func requestedLocalesFallBackToTheNearestTranslation() throws {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(SiteFixture.tinyCatalog, in: folder)
        let out = folder.appendingPathComponent("_site")
        let report = try SiteFixture.build(BuildOptions(inputs: [file], output: out.path, locales: .list(["de_AT", "fr-FR", "cy"]))).get()
        #expect(report.pages.map(\.locale) == ["de-AT", "fr-FR", "cy"])
        let austrian = try #require(report.pages.first)
        #expect(austrian.phrasesLanguage == "de")
        let welsh = try #require(report.pages.last)
        #expect(welsh.phrasesLanguage == "en")
        #expect(welsh.warnings.contains { $0.hasPrefix("Catalog has no cy phrases") })
        #expect(report.pages[1].warnings.contains("No fr-FR copy for this paywall; title and features are en-US."))
        let french = try SiteFixture.read(out.appendingPathComponent("app/main/fr-fr.html"))
        #expect(french.contains("S’abonner"))
    }

    @Test func allLocalesPreviewsEveryLocaleICUKnows() throws {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(SiteFixture.tinyCatalog, in: folder)
        let report = try SiteFixture.build(BuildOptions(inputs: [file], output: folder.appendingPathComponent("_site").path, locales: .all))
            .get()
        #expect(report.pages.count > 500)
        #expect(Set(report.pages.map(\.path)).count == report.pages.count)
    }

    @Test func themeOverridesTemplates() throws {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(SiteFixture.tinyCatalog, in: folder)
        let theme = folder.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try Data(
            "<!DOCTYPE html><html lang=\"{{lang}}\"><title>{{title}}</title><p>{{#plans}}{{pricePerPeriod}}{{/plans}}</p></html>\n".utf8
        )
        .write(to: theme.appendingPathComponent("page.mustache"))
        let out = folder.appendingPathComponent("_site")
        _ = try SiteFixture.build(BuildOptions(inputs: [file], output: out.path, theme: theme.path)).get()
        #expect(
            try SiteFixture.read(out.appendingPathComponent("app/main/de-de.html"))
                == "<!DOCTYPE html><html lang=\"de-DE\"><title>Pro werden</title><p>9,99\u{00A0}€ pro Monat</p></html>\n")
        #expect(try SiteFixture.read(out.appendingPathComponent("index.html")).contains("Paywall previews"))  // default index kept
    }
}
