// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Catalog",
    products: [
        .library(name: "Catalog", targets: ["Catalog"]),
        .library(name: "CatalogSite", targets: ["CatalogSite"]),
        .executable(name: "catalog-site", targets: ["catalog-site"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        // The only code that includes ICU headers: a small C API of our own over the system ICU.
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        // Our own phrases live at the top level in `Resources/Localizable` for translators. SwiftPM bundles
        // resources only inside a target's folder, so this small target is that folder; it keeps the
        // phrases working when Catalog is a dependency of another package.
        .target(
            name: "CatalogResources",
            path: "Resources",
            sources: ["CatalogResources.swift"],
            resources: [.copy("Localizable")]
        ),
        .target(name: "Catalog", dependencies: ["CICU", "CatalogResources"]),
        .target(
            name: "CatalogSite",
            dependencies: ["Catalog", .product(name: "Mustache", package: "swift-mustache")],
            resources: [.copy("Theme")]
        ),
        .executableTarget(
            name: "catalog-site",
            dependencies: ["Catalog", "CatalogSite", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(name: "catalog-bench", dependencies: ["Catalog", "CatalogSite", "CICU"]),
        // Helpers shared by the test targets (snapshots grouped by ICU version).
        .target(
            name: "CatalogTestSupport",
            dependencies: ["Catalog", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            path: "Tests/CatalogTestSupport"
        ),
        .testTarget(
            name: "CatalogTests",
            dependencies: ["Catalog", "CICU", "CatalogTestSupport", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "CatalogSiteTests",
            dependencies: [
                "CatalogSite", "catalog-site", "CatalogTestSupport", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
