import Catalog
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogSite

/// `IncrementalSite` (serve's updates) against a full in-memory build: the same files, byte for byte, the same
/// report and the same errors, after random edits of a copy of `catalogs/` and a theme folder.
@Suite("Incremental site", .removesTemporaryFolders)
struct IncrementalSiteTests {
    /// A copy of `catalogs/` and an empty theme folder, and the options of a site built from them.
    static func project() throws -> (folder: URL, options: BuildOptions) {
        let folder = try SiteFixture.temporaryFolder()
        let catalogs = folder.appendingPathComponent("catalogs"), theme = folder.appendingPathComponent("theme")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: SiteFixture.exampleCatalogs), to: catalogs)
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        return (folder, BuildOptions(inputs: [catalogs.path], theme: theme.path))
    }

    /// Random edits (`CATALOG_SERVE_SEED` repeats a run, `CATALOG_SERVE_EDITS` makes it longer): after each, the
    /// update equals a full build.
    @Test func randomEditsGiveTheBytesOfAFullBuild() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["CATALOG_SERVE_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0...UInt64.max)
        let edits = environment["CATALOG_SERVE_EDITS"].flatMap { Int($0) } ?? 10
        let (folder, options) = try Self.project()
        var random = RandomSiteEdit(
            seed: seed, catalogs: folder.appendingPathComponent("catalogs"), theme: folder.appendingPathComponent("theme"))
        var site = IncrementalSite(builder: SiteBuilder(options: options))
        var done = ["first build"]
        Self.expectSame(Result { () throws(SiteError) in try site.update(.everything) }, options, "CATALOG_SERVE_SEED=\(seed): first build")
        for _ in 0..<edits {
            let (changed, edit) = try random.next()
            done.append(edit)
            let update = Result { () throws(SiteError) in try site.update(ChangedPaths(changed)) }
            let same = Self.expectSame(update, options, "CATALOG_SERVE_SEED=\(seed) after: \(done.joined(separator: "; "))")
            if !same { break }
        }
    }

    /// An edit of one product's German name renders its paywall's German pages again and keeps the others.
    @Test func aProductEditRendersItsPaywallsPagesOnly() throws {
        let (folder, options) = try Self.project()
        var site = IncrementalSite(builder: SiteBuilder(options: options))
        let first = try site.update(.everything)
        #expect(first.renderedPages == first.site.report.pages.count)
        let file = folder.appendingPathComponent("catalogs/castle-coins.json")
        let text = try SiteFixture.read(file)
        try Data(text.replacingOccurrences(of: "\"550 Goldmünzen\"", with: "\"550 Goldstücke\"").utf8).write(to: file)
        #expect(text.contains("\"550 Goldmünzen\""))
        let update = try site.update(ChangedPaths([file.path]))
        // Only the German pages of its paywall show that localization.
        let germanPages = update.site.report.pages.filter { $0.catalog == file.path && $0.locale.hasPrefix("de") }.count
        #expect(germanPages > 0)
        #expect(update.renderedPages == germanPages)
        #expect(update.inPlace)
        #expect(Self.expectSame(.success(update), options, "one product edited"))
        #expect(try site.update(ChangedPaths([file.path])).renderedPages == 0)
    }

    /// Both ways an update keeps pages give a full build's bytes: in place when the plan has the same pages in
    /// the same order (an edited name), made anew when it has others (a copied catalog adds pages, its removal
    /// takes them away).
    @Test func inPlaceAndAnewBothGiveTheBytesOfAFullBuild() throws {
        let (folder, options) = try Self.project()
        var site = IncrementalSite(builder: SiteBuilder(options: options))
        _ = try site.update(.everything)
        let file = folder.appendingPathComponent("catalogs/castle-coins.json")
        let copy = folder.appendingPathComponent("catalogs/castle-coins-copy.json")
        try FileManager.default.copyItem(at: file, to: copy)
        let added = try site.update(ChangedPaths([copy.path]))
        #expect(!added.inPlace)
        #expect(added.renderedPages > 0)
        #expect(Self.expectSame(.success(added), options, "a catalog copied"))
        let text = try SiteFixture.read(copy)
        try Data(text.replacingOccurrences(of: "\"550 Goldmünzen\"", with: "\"550 Goldstücke\"").utf8).write(to: copy)
        let edited = try site.update(ChangedPaths([copy.path]))
        #expect(edited.inPlace)
        #expect(edited.renderedPages > 0)
        #expect(Self.expectSame(.success(edited), options, "a name edited in the copy"))
        try FileManager.default.removeItem(at: copy)
        let removed = try site.update(ChangedPaths([copy.path]))
        #expect(!removed.inPlace)
        #expect(Self.expectSame(.success(removed), options, "the copy removed"))
    }

    /// Compares an update with a full build now.
    /// - Returns: Whether they are the same.
    @discardableResult
    static func expectSame(_ update: Result<SiteUpdate, SiteError>, _ options: BuildOptions, _ comment: String) -> Bool {
        let full = Result { () throws(SiteError) in try SiteBuilder(options: options).buildInMemory() }
        switch (update, full) {
        case (.success(let update), .success(let full)):
            let site = update.site
            let differing = Set(site.files.keys).union(full.files.keys).filter { site.files[$0] != full.files[$0] }.sorted()
            #expect(differing.isEmpty, "\(comment)\nfiles that differ: \(differing)")
            #expect(site.report.pages.map { "\($0)" } == full.report.pages.map { "\($0)" }, "\(comment)")
            #expect(site.report.overviews == full.report.overviews, "\(comment)")
            #expect(site.report.diagnostics == full.report.diagnostics, "\(comment)")
            return differing.isEmpty && site.report.pages.map { "\($0)" } == full.report.pages.map { "\($0)" }
        case (.failure(let update), .failure(let full)):
            let same = "\(update)" == "\(full)" && update.explanation == full.explanation
            #expect(same, "\(comment)\nupdate: \(update.explanation)\nfull build: \(full.explanation)")
            return same
        default:
            Issue.record("\(comment)\nupdate: \(update.map { _ in "built" })\nfull build: \(full.map { _ in "built" })")
            return false
        }
    }
}
