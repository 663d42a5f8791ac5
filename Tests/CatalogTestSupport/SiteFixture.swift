import CatalogSite
import Foundation

/// Builds sites into fresh temporary folders.
public enum SiteFixture {
    /// The repository's root folder.
    public static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The repository's `catalogs/` folder.
    public static var exampleCatalogs: String { repository.appendingPathComponent("catalogs").path }

    /// A small valid catalog: one monthly subscription sold in the US and Germany, on one paywall in
    /// English and German.
    public static let tinyCatalog = """
        { "name": "Tiny", "groups": [ { "id": "g", "name": "G" } ],
          "products": [ { "id": "com.example.pro", "type": "autoRenewable", "group": "g", "period": "P1M", "prices": { "US": "9.99", "DE": "9.99" },
                          "localizations": { "en_US": { "displayName": "Pro", "description": "All" }, "de_DE": { "displayName": "Pro", "description": "Alles" } } } ],
          "paywalls": [ { "id": "main", "products": ["com.example.pro"], "locales": ["en_US", "de_DE"],
                          "copy": { "en_US": { "title": "Go Pro", "subtitle": "", "features": [] }, "de_DE": { "title": "Pro werden", "subtitle": "", "features": [] } } } ] }
        """

    /// A new empty folder, removed when the running test ends (or, outside a test scoped by
    /// `.removesTemporaryFolders`, when the test process exits).
    public static func temporaryFolder() throws -> URL { try TemporaryFolders.make("catalog-site-tests") }

    /// A new empty folder for a suite's shared build, which several tests read: removed when the test
    /// process exits.
    public static func sharedFolder() throws -> URL { try TemporaryFolders.makeShared("catalog-site-tests") }

    /// Writes catalog text to a temporary file and returns its path.
    public static func catalogFile(_ text: String, name: String = "app.json", in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// A file's text, read as UTF-8.
    public static func read(_ url: URL) throws -> String { String(decoding: try Data(contentsOf: url), as: UTF8.self) }

    /// Every file under a folder, relative path → bytes.
    public static func contents(of folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let base = folder.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [:] }
        for case let path as String in enumerator {
            var isDirectory: ObjCBool = false
            let full = base + "/" + path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = try Data(contentsOf: URL(fileURLWithPath: full))
            }
        }
        return result
    }

    /// The build as a `Result`, so tests can look at failures.
    public static func build(_ options: BuildOptions) -> Result<BuildReport, SiteError> {
        Result { () throws(SiteError) -> BuildReport in try SiteBuilder(options: options).build() }
    }

    /// The build on a thread of its own, as the command line runs it. A test runs on Swift concurrency's
    /// cooperative threads, from which Dispatch runs `concurrentPerform` on the calling thread alone: a
    /// build there would never be parallel.
    /// - Returns: The build's result (nil only if the thread ended without one).
    public static func buildOnOwnThread(_ builder: SiteBuilder) -> Result<BuildReport, SiteError>? {
        let done = DispatchSemaphore(value: 0)
        let result = ResultBox()
        let thread = Thread {
            result.value = Result { () throws(SiteError) -> BuildReport in try builder.build() }
            done.signal()
        }
        thread.start()
        done.wait()
        return result.value
    }
}

/// The result a build thread hands back.
private final class ResultBox: @unchecked Sendable {
    var value: Result<BuildReport, SiteError>?
}
