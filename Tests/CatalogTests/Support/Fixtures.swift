import Foundation

/// Files under `Tests/CatalogTests/Fixtures`, bundled with the tests.
enum Fixtures {
    static func url(_ relativePath: String) throws -> URL {
        guard let base = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            throw FixtureError(description: "the Fixtures folder is not bundled")
        }
        return base.appendingPathComponent(relativePath)
    }

    /// The repository's `catalogs/` folder (the example catalogs).
    static var exampleCatalogs: URL { repositoryRoot.appendingPathComponent("catalogs") }

    /// The repository's root folder.
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    struct FixtureError: Error, CustomStringConvertible {
        let description: String
    }
}
