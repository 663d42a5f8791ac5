import Catalog
import CatalogSite
import Foundation
import FuzzSupport

/// Builds a whole site from one catalog in a temporary folder, as `catalog-site build` does.
///
/// A catalog that lints without errors must build, and a build that succeeds leaves an index; a
/// refused build must be a `SiteError` (never a crash).
final class SiteCheck: Sendable {
    static let shared = SiteCheck()

    let folder: URL
    let catalog: URL
    let site: URL

    init() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-fuzz-site-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder.appendingPathComponent("catalogs"), withIntermediateDirectories: true)
        catalog = folder.appendingPathComponent("catalogs/fuzz.json")
        site = folder.appendingPathComponent("_site")
        atexit { try? FileManager.default.removeItem(at: SiteCheck.shared.folder) }
    }

    func run(_ bytes: [UInt8]) {
        guard FileManager.default.createFile(atPath: catalog.path, contents: Data(bytes)) else {
            FuzzCheck.require(false, "cannot write \(catalog.path)")
            return
        }
        let (_, findings) = CatalogCheck.run(bytes, file: catalog.path)
        let hasErrors = findings.contains { $0.severity == .error }
        let options = BuildOptions(inputs: [catalog.path], output: site.path, force: true, concurrency: 1)
        do {
            _ = try SiteBuilder(options: options).build()
            FuzzCheck.require(
                FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path), "the built site has no index.html")
        } catch {
            FuzzCheck.require(hasErrors, "a catalog without lint errors failed to build: \(error.step): \(error.path): \(error.reason)")
        }
    }
}
