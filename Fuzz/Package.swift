// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for Catalog. They link libFuzzer's runtime, so they live in their own package, which the
// root package never sees; `Fuzz/run TARGET SECONDS` builds and runs one. Each target's `main` runs libFuzzer's
// driver (FuzzSupport/FuzzDriver.swift); only these targets link libFuzzer, so the root package's build-tool
// plugin, built in the same build, keeps its own `main`.
let fuzzTarget = { (name: String, dependencies: [Target.Dependency]) in
    Target.executableTarget(
        name: name, dependencies: ["FuzzSupport"] + dependencies,
        // Only the fuzz targets link libFuzzer (and its `main`); see `run` for why not the whole build.
        linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])]
    )
}

let package = Package(
    name: "CatalogFuzz",
    dependencies: [.package(name: "Catalog", path: "..")],
    targets: [
        .target(name: "CFuzzer"),
        // The root package's CatalogJSON (a package-internal module, no product), compiled here from the same
        // sources: `Sources/FuzzJSONParser` is a symlink to `../../Sources/CatalogJSON`.
        .target(name: "FuzzJSONParser"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzer", "FuzzJSONParser", .product(name: "Catalog", package: "Catalog")]),
        fuzzTarget("fuzz-json", ["FuzzJSONParser"]),
        fuzzTarget("fuzz-catalog", []),
        fuzzTarget("fuzz-storekit", []),
        fuzzTarget("fuzz-strings", []),
        fuzzTarget("fuzz-site", [.product(name: "CatalogSite", package: "Catalog")]),
    ],
    swiftLanguageModes: [.v6]
)
