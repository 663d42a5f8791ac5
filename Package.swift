// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Catalog",
    products: [
        // The umbrella and the two modules it re-exports, so that the API check (`.ci/run`,
        // `diagnose-api-breaking-changes`) compares the public API of each.
        .library(name: "Catalog", targets: ["Catalog", "CatalogText", "CatalogFiles"]),
        // Prices, periods, offers and phrases alone: no catalog files, readers or linter.
        .library(name: "CatalogText", targets: ["CatalogText"]),
        .library(name: "CatalogSite", targets: ["CatalogSite"]),
        .library(name: "CatalogTranslations", targets: ["CatalogTranslations"]),
        .library(name: "CatalogReporters", targets: ["CatalogReporters"]),
        .library(name: "CatalogSnapshotTesting", targets: ["CatalogSnapshotTesting"]),
        .executable(name: "catalog-site", targets: ["catalog-site"]),
    ],
    // Every dependency but swift-atomics is used only by the tools (the site, the CLI, snapshot testing),
    // each behind a trait the root package enables by default. An app that depends on Catalog with
    // `traits: []` (README, "Using Catalog in your package") disables them, and SwiftPM then neither
    // resolves nor pins those packages. A condition names one trait: SwiftPM 6.2 reads a list as "all of".
    traits: [
        .trait(name: "Site", description: "The CatalogSite product: paywall previews (swift-mustache)."),
        .trait(
            name: "SnapshotTesting", description: "The CatalogSnapshotTesting product (swift-snapshot-testing).",
            enabledTraits: ["Site"]),
        .trait(
            name: "CLI", description: "The catalog-site command (swift-argument-parser, FlyingFox).",
            enabledTraits: ["Site"]),
        .default(enabledTraits: ["Site", "SnapshotTesting", "CLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The CatalogSnapshotTesting product (app teams' snapshot tests of their catalogs) and our own tests.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-atomics", from: "1.3.0"),
        // `catalog-site serve`: a small HTTP server with no dependencies of its own (builds in seconds, where
        // Hummingbird and SwiftNIO take minutes on two cores).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // Documentation only: `swift package generate-documentation` builds Catalog.docc, CatalogSite.docc,
        // CatalogTranslations.docc and CatalogSnapshotTesting.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The only code that includes ICU headers: a small C API of our own over the system ICU.
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        // Two Linux file-system calls Swift's Glibc module does not import (`syncfs`, `renameat2`): durable
        // writes and the atomic site swap.
        .target(name: "CFileSystem"),
        // Our own phrases (`Resources/Localizable`, at the top level for translators) and the default theme
        // (`Sources/CatalogSite/Theme`) are embedded in the code at build time by the EmbedResources plugin,
        // so that the `catalog-site` binary alone is a complete install and no resource bundle is needed
        // when Catalog is a dependency of another package.
        .executableTarget(name: "embed-resources"),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["embed-resources"]),
        // The positioned JSON parser (package-internal: no product): catalog files, phrases, the project file
        // and String Catalogs. Depends on nothing, so the Fuzz package compiles the same sources (a symlink).
        .target(name: "CatalogJSON"),
        // Text: values, formatters, phrases, copy formatting and the caches. swift-atomics: the lock-free
        // set-once slots of the formatter caches (`OnceSlots`), and the site build's page counter.
        .target(
            name: "CatalogText", dependencies: ["CICU", "CatalogJSON", .product(name: "Atomics", package: "swift-atomics")],
            plugins: ["EmbedResources"]),
        // Catalog files: reading, the model, copy variables, lint, diagnostics, and durable file writes.
        .target(name: "CatalogFiles", dependencies: ["CatalogText", "CatalogJSON", "CFileSystem"]),
        // The umbrella: `import Catalog` gives both.
        .target(name: "Catalog", dependencies: ["CatalogText", "CatalogFiles"]),
        .target(
            name: "CatalogSite",
            dependencies: [
                "Catalog", "CatalogJSON", .product(name: "Mustache", package: "swift-mustache", condition: .when(traits: ["Site"])),
                .product(name: "Atomics", package: "swift-atomics"),
            ],
            exclude: ["Theme"],
            plugins: ["EmbedResources"]
        ),
        // Exchange with translators: XLIFF 1.2 and String Catalog export, layout-preserving import.
        .target(name: "CatalogTranslations", dependencies: ["Catalog", "CatalogJSON"]),
        // Lint findings in CI formats (SARIF 2.1.0, GitHub Actions annotations), for catalog-site and for
        // teams that lint from their own tools.
        .target(name: "CatalogReporters", dependencies: ["Catalog"]),
        // Snapshot strategies for app teams' own tests: a catalog's strings and a paywall page's HTML, stored
        // per ICU major version. Only swift-snapshot-testing's `SnapshotTesting` product (no swift-syntax).
        .target(
            name: "CatalogSnapshotTesting",
            dependencies: [
                "Catalog", "CatalogSite",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
            ]
        ),
        .executableTarget(
            name: "catalog-site",
            dependencies: [
                "Catalog", "CatalogSite", "CatalogTranslations", "CatalogReporters",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["CLI"])),
                .product(name: "FlyingFox", package: "FlyingFox", condition: .when(traits: ["CLI"])),
            ]
        ),
        .executableTarget(name: "catalog-bench", dependencies: ["Catalog", "CatalogSite", "CICU"]),
        // Helpers shared by the test targets (snapshots grouped by ICU version, through CatalogSnapshotTesting).
        .target(
            name: "CatalogTestSupport",
            dependencies: [
                "Catalog", "CatalogSite", "CatalogSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
            ],
            path: "Tests/CatalogTestSupport"
        ),
        .testTarget(
            name: "CatalogTests",
            dependencies: [
                "Catalog", "CatalogJSON", "CatalogTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
            ],
            exclude: ["__Snapshots__"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "CatalogSiteTests",
            dependencies: [
                "CatalogSite", "CatalogTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
            ],
            exclude: ["__Snapshots__"]
        ),
        // The command line end to end (each test runs the built `catalog-site`), `serve` and the headless
        // Chromium tests.
        .testTarget(
            name: "CatalogCommandLineTests",
            dependencies: [
                "catalog-site", "CatalogSite", "CatalogTranslations", "CatalogTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["CLI"])),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "CatalogTranslationsTests", dependencies: ["CatalogTranslations", "CatalogTestSupport"]),
        .testTarget(name: "CatalogReportersTests", dependencies: ["CatalogReporters"]),
        .testTarget(
            name: "CatalogSnapshotTestingTests",
            dependencies: ["CatalogSnapshotTesting", "CatalogSite", "CatalogTestSupport"],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
